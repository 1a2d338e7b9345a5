import { asc, count, eq } from "drizzle-orm";
import type { LenderInput, LenderUpdate } from "../../../domain/schemas/admin-lenders";
import type { PageQuery } from "../../../domain/schemas/pagination";
import type { Database } from "../../db/client";
import { lenders, type Lender, type NewLender } from "../../db/schema";

/**
 * One page of every lender, active or not (spec section 7: "admin reads all"), grouped by type as the
 * home page groups them, then in display order, then by name.
 */
export function listAllLenders(db: Database, page: PageQuery): Promise<Lender[]> {
  return db
    .select()
    .from(lenders)
    .orderBy(asc(lenders.type), asc(lenders.displayOrder), asc(lenders.name), asc(lenders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLenders(db: Database): Promise<number> {
  const rows = await db.select({ total: count() }).from(lenders);
  return rows[0]?.total ?? 0;
}

export async function findLender(db: Database, id: string): Promise<Lender | undefined> {
  const rows = await db.select().from(lenders).where(eq(lenders.id, id)).limit(1);
  return rows[0];
}

/** The columns of the fields sent; a field left out is undefined, which Drizzle leaves unchanged. */
function toColumns(input: LenderUpdate): Partial<NewLender> {
  return {
    name: input.name,
    type: input.type,
    displayOrder: input.display_order,
    isActive: input.is_active,
    logoUrl: input.logo_url,
  };
}

export async function insertLender(db: Database, input: LenderInput): Promise<Lender> {
  const rows = await db
    .insert(lenders)
    .values({ ...toColumns(input), name: input.name, type: input.type })
    .returning();
  return rows[0]!;
}

/** The lender after the change; undefined when no lender has this id. */
export async function updateLender(
  db: Database,
  id: string,
  changes: LenderUpdate,
): Promise<Lender | undefined> {
  const columns = toColumns(changes);
  if (Object.values(columns).every((value) => value === undefined)) return findLender(db, id);
  const rows = await db.update(lenders).set(columns).where(eq(lenders.id, id)).returning();
  return rows[0];
}

/** False when no lender has this id. */
export async function deleteLender(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(lenders).where(eq(lenders.id, id)).returning({ id: lenders.id });
  return rows.length > 0;
}
