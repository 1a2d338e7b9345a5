import { count, desc, eq } from "drizzle-orm";
import type { ServiceInput, ServiceUpdate } from "../../../domain/schemas/admin-services";
import type { PageQuery } from "../../../domain/schemas/pagination";
import type { Database } from "../../db/client";
import { mortgageServices, type MortgageService, type NewMortgageService } from "../../db/schema";
import { findService } from "../services/queries";

/** One page of every service, newest first (spec section 7: "select newest first (admin)"). */
export function listServicesNewestFirst(db: Database, page: PageQuery): Promise<MortgageService[]> {
  return db
    .select()
    .from(mortgageServices)
    .orderBy(desc(mortgageServices.createdAt), desc(mortgageServices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countServices(db: Database): Promise<number> {
  const rows = await db.select({ total: count() }).from(mortgageServices);
  return rows[0]?.total ?? 0;
}

/** The columns of the fields sent; a field left out is undefined, which Drizzle leaves unchanged. */
function toColumns(input: ServiceUpdate): Partial<NewMortgageService> {
  return {
    name: input.name,
    description: input.description,
    features: input.features,
    content: input.content,
    imageUrl: input.image_url,
  };
}

export async function insertService(db: Database, input: ServiceInput): Promise<MortgageService> {
  const rows = await db
    .insert(mortgageServices)
    .values({ ...toColumns(input), name: input.name })
    .returning();
  return rows[0]!;
}

/** The service after the change; undefined when no service has this id. */
export async function updateService(
  db: Database,
  id: string,
  changes: ServiceUpdate,
): Promise<MortgageService | undefined> {
  const columns = toColumns(changes);
  if (Object.values(columns).every((value) => value === undefined)) return findService(db, id);
  const rows = await db.update(mortgageServices).set(columns).where(eq(mortgageServices.id, id)).returning();
  return rows[0];
}

/** False when no service has this id. */
export async function deleteService(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(mortgageServices)
    .where(eq(mortgageServices.id, id))
    .returning({ id: mortgageServices.id });
  return rows.length > 0;
}
