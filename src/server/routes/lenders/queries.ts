import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lenders, type Lender } from "../../db/schema";

/** Active lenders in the order the admin set, then by name. */
export function listActiveLenders(db: Database): Promise<Lender[]> {
  return db
    .select()
    .from(lenders)
    .where(eq(lenders.isActive, true))
    .orderBy(asc(lenders.displayOrder), asc(lenders.name));
}
