import type { Database } from "../db/client";
import { rateHistory, type MortgageRate } from "../db/schema";

/**
 * Appends the current values of these rates to rate_history. Call it in the transaction that
 * inserted the rates, changed their posted or our rate or switched them on or off, so a value never
 * exists without its history line. A deleted rate is recorded with isActive false.
 */
export async function recordRateHistory(
  db: Database,
  rows: readonly MortgageRate[],
  at: Date = new Date(),
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(rateHistory).values(
    rows.map((row) => ({
      rateId: row.id,
      term: row.term,
      rateType: row.rateType,
      province: row.province,
      mortgageType: row.mortgageType,
      postedRate: row.postedRate,
      ourRate: row.ourRate,
      source: row.sourceUrl,
      isActive: row.isActive,
      recordedAt: at,
    })),
  );
}
