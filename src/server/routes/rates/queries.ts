import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { ADMIN_RATE_TERMS, NATIONAL_PROVINCE } from "../../../domain/constants";
import { compareRates } from "../../../domain/rate-order";
import type { Database } from "../../db/client";
import { mortgageRates, type MortgageRate } from "../../db/schema";
import { rateToJson, type RateJson } from "./serialize";

/** The lowest active our_rate (spec section 7, "best rate"). */
export async function findBestRate(db: Database): Promise<MortgageRate | undefined> {
  const rows = await db
    .select()
    .from(mortgageRates)
    .where(eq(mortgageRates.isActive, true))
    .orderBy(asc(mortgageRates.ourRate))
    .limit(1);
  return rows[0];
}

export interface ActiveRatesFilter {
  /** A full province name or 'National'; absent means every province. */
  province?: string;
  /** Only the terms the home page lists (1, 3, 5 and 7 year). */
  homeTermsOnly?: boolean;
}

/** Active rates in display order: term order of spec section 9, fixed before variable, lowest first. */
export async function listActiveRates(db: Database, filter: ActiveRatesFilter = {}): Promise<RateJson[]> {
  const conditions: SQL[] = [eq(mortgageRates.isActive, true)];
  if (filter.province) conditions.push(eq(mortgageRates.province, filter.province));
  if (filter.homeTermsOnly) conditions.push(inArray(mortgageRates.term, [...ADMIN_RATE_TERMS]));
  const rows = await db
    .select()
    .from(mortgageRates)
    .where(and(...conditions));
  return rows.map(rateToJson).sort(compareRates);
}

export interface ProvinceRates {
  province: string;
  /** True when the province has no active rates of its own and the National rates stand in. */
  fallback: boolean;
  rates: RateJson[];
}

/** A province's active rates, or the National ones when it has none (spec section 9). */
export async function listProvinceRates(
  db: Database,
  province: string,
  homeTermsOnly: boolean,
): Promise<ProvinceRates> {
  const own = await listActiveRates(db, { province, homeTermsOnly });
  if (own.length > 0 || province === NATIONAL_PROVINCE) return { province, fallback: false, rates: own };
  const national = await listActiveRates(db, { province: NATIONAL_PROVINCE, homeTermsOnly });
  return { province, fallback: true, rates: national };
}
