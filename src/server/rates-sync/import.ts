import { eq, inArray } from "drizzle-orm";
import type { RateSyncCountsJson, SkippedRateJson } from "../../domain/rates-sync";
import type { Database } from "../db/client";
import { mortgageRates, type MortgageRate } from "../db/schema";
import { recordRateHistory } from "../rate-history/record";
import { planRateImport, type IncomingRate } from "./import-plan";

export interface ImportResult extends RateSyncCountsJson {
  skippedRates: SkippedRateJson[];
}

/**
 * Applies the import plan in one transaction: every row is locked while the plan is made, so a super
 * admin's edit at the same moment is either seen or waits; a failure changes nothing. New rows are
 * active at once or wait for the super admin, as `activateNew` says (decision 0019).
 */
export async function importRates(
  db: Database,
  incoming: readonly IncomingRate[],
  options: { activateNew: boolean; now?: Date },
): Promise<ImportResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(mortgageRates).for("update");
    const plan = planRateImport(existing, incoming);
    const changed: MortgageRate[] = [];
    if (plan.inserts.length > 0) {
      const inserted = await tx
        .insert(mortgageRates)
        .values(
          plan.inserts.map((rate) => ({
            term: rate.term,
            rateType: rate.rateType,
            province: rate.province,
            mortgageType: rate.mortgageType,
            postedRate: rate.postedRate,
            ourRate: rate.ourRate,
            sourceUrl: rate.sourceUrl,
            scrapedAt: now,
            updatedAt: now,
            isActive: options.activateNew,
          })),
        )
        .returning();
      changed.push(...inserted);
    }
    for (const update of plan.updates) {
      const rows = await tx
        .update(mortgageRates)
        .set({
          postedRate: update.postedRate,
          ourRate: update.ourRate,
          sourceUrl: update.sourceUrl,
          scrapedAt: now,
          updatedAt: now,
        })
        .where(eq(mortgageRates.id, update.id))
        .returning();
      if (update.valuesChanged) changed.push(...rows);
    }
    if (plan.unchanged.length > 0) {
      await tx.update(mortgageRates).set({ scrapedAt: now }).where(inArray(mortgageRates.id, plan.unchanged));
    }
    await recordRateHistory(tx, changed, now);
    return {
      added: plan.inserts.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged.length,
      skipped: plan.skipped.length,
      skippedRates: plan.skipped,
    };
  });
}
