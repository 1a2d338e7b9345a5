import type { MortgageRate } from "../../db/schema";

/** The API speaks the spec's column names. */
export function rateToJson(row: MortgageRate) {
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

export type RateJson = ReturnType<typeof rateToJson>;
