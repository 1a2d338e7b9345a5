import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { MANUAL_RATE_SOURCE } from "../../../domain/constants";
import type { AdminRatesFilters, RateCreate, RateUpdate } from "../../../domain/schemas/admin-rates";
import type { Database } from "../../db/client";
import { mortgageRates, type MortgageRate } from "../../db/schema";
import { recordRateHistory } from "../../rate-history/record";

function whereFilters({ province, rate_type, term, active }: AdminRatesFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (province) conditions.push(eq(mortgageRates.province, province));
  if (rate_type) conditions.push(eq(mortgageRates.rateType, rate_type));
  if (term) conditions.push(eq(mortgageRates.term, term));
  if (active !== undefined) conditions.push(eq(mortgageRates.isActive, active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of rates, active and inactive, lowest our_rate first (decision 0014). */
export function listRatesPage(
  db: Database,
  filters: AdminRatesFilters,
  page: { limit: number; offset: number },
): Promise<MortgageRate[]> {
  return (
    db
      .select()
      .from(mortgageRates)
      .where(whereFilters(filters))
      // The id breaks ties so a page boundary never repeats or skips a row with an equal rate.
      .orderBy(asc(mortgageRates.ourRate), asc(mortgageRates.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

export async function countRates(db: Database, filters: AdminRatesFilters): Promise<number> {
  const rows = await db.select({ total: count() }).from(mortgageRates).where(whereFilters(filters));
  return rows[0]?.total ?? 0;
}

/** Adds a manual rate and its first history line. */
export async function insertManualRate(db: Database, input: RateCreate): Promise<MortgageRate> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(mortgageRates)
      .values({
        term: input.term,
        rateType: input.rate_type,
        province: input.province,
        mortgageType: input.mortgage_type,
        postedRate: input.posted_rate,
        ourRate: input.our_rate,
        sourceUrl: MANUAL_RATE_SOURCE,
        scrapedAt: now,
        updatedAt: now,
        isActive: true,
      })
      .returning();
    await recordRateHistory(tx, rows, now);
    return rows[0]!;
  });
}

/**
 * Saves the edited rates and, when a value really changed, appends a history line; null when no
 * rate has this id. The row is locked first so two edits at once each record what they wrote.
 */
export async function updateRateValues(
  db: Database,
  id: string,
  values: RateUpdate,
): Promise<MortgageRate | null> {
  return db.transaction(async (tx) => {
    const before = await tx.select().from(mortgageRates).where(eq(mortgageRates.id, id)).for("update");
    if (!before[0]) return null;
    const now = new Date();
    const rows = await tx
      .update(mortgageRates)
      .set({
        ...(values.posted_rate !== undefined ? { postedRate: values.posted_rate } : {}),
        ...(values.our_rate !== undefined ? { ourRate: values.our_rate } : {}),
        updatedAt: now,
      })
      .where(eq(mortgageRates.id, id))
      .returning();
    const after = rows[0]!;
    if (after.postedRate !== before[0].postedRate || after.ourRate !== before[0].ourRate) {
      await recordRateHistory(tx, [after], now);
    }
    return after;
  });
}

/** Switches a rate on or off, with a history line when it changes; null when no rate has this id. */
export async function setRateActive(
  db: Database,
  id: string,
  isActive: boolean,
): Promise<MortgageRate | null> {
  return db.transaction(async (tx) => {
    const before = await tx.select().from(mortgageRates).where(eq(mortgageRates.id, id)).for("update");
    if (!before[0]) return null;
    const now = new Date();
    const rows = await tx
      .update(mortgageRates)
      .set({ isActive, updatedAt: now })
      .where(eq(mortgageRates.id, id))
      .returning();
    if (before[0].isActive !== isActive) await recordRateHistory(tx, rows, now);
    return rows[0]!;
  });
}

/** Deletes a rate, its history ending with a line that takes it off the chart; false when no rate has this id. */
export async function deleteRate(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(mortgageRates).where(eq(mortgageRates.id, id)).returning();
    if (!rows[0]) return false;
    if (rows[0].isActive) await recordRateHistory(tx, [{ ...rows[0], isActive: false }]);
    return true;
  });
}
