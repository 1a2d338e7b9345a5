import { randomBytes } from "node:crypto";
import type { Database } from "../../src/server/db/client";
import {
  agents,
  mortgageRates,
  type Agent,
  type MortgageRate,
  type NewAgent,
  type NewMortgageRate,
} from "../../src/server/db/schema";

/** Rows for the public API tests; every test file starts from an empty database and builds its own. */

export function uniqueSlug(prefix = "agent"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

export async function insertAgent(db: Database, values: Partial<NewAgent> = {}): Promise<Agent> {
  const slug = values.profileSlug ?? uniqueSlug();
  const rows = await db
    .insert(agents)
    .values({
      name: `Agent ${slug}`,
      email: `${slug}@brokers.test`,
      profileSlug: slug,
      ...values,
    })
    .returning();
  return rows[0]!;
}

export async function insertRate(db: Database, values: Partial<NewMortgageRate> = {}): Promise<MortgageRate> {
  const rows = await db
    .insert(mortgageRates)
    .values({
      term: "5 year",
      rateType: "fixed",
      province: "Ontario",
      postedRate: 5.5,
      ourRate: 4.5,
      ...values,
    })
    .returning();
  return rows[0]!;
}

export interface ApiErrorBody {
  error: { message: string; code: string; field?: string };
}

/** Minutes ago, for rows whose order depends on their time. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}
