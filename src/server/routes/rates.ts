import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import { mortgageRates } from "../db/schema";
import { publicAccess } from "../http/authorize";
import type { AppEnv } from "../http/context";

type RateRow = typeof mortgageRates.$inferSelect;

/** The API speaks the spec's column names. */
export function rateToJson(row: RateRow) {
  return {
    id: row.id,
    term: row.term,
    rate_type: row.rateType,
    province: row.province,
    posted_rate: row.postedRate,
    our_rate: row.ourRate,
    mortgage_type: row.mortgageType,
    source_url: row.sourceUrl,
    scraped_at: row.scrapedAt,
    is_active: row.isActive,
    updated_at: row.updatedAt,
  };
}

/** The lowest active our_rate (spec section 7, "best rate"). */
export async function findBestRate(db: Database): Promise<RateRow | undefined> {
  const rows = await db
    .select()
    .from(mortgageRates)
    .where(eq(mortgageRates.isActive, true))
    .orderBy(asc(mortgageRates.ourRate))
    .limit(1);
  return rows[0];
}

export function ratesRoutes() {
  return new Hono<AppEnv>().get("/best", publicAccess, async (c) => {
    const best = await findBestRate(c.get("deps").db);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ rate: best ? rateToJson(best) : null });
  });
}
