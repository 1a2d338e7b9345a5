import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mortgageServices, type MortgageService } from "../../db/schema";

/** The public order: oldest first (spec section 7). */
export function listServices(db: Database): Promise<MortgageService[]> {
  return db
    .select()
    .from(mortgageServices)
    .orderBy(asc(mortgageServices.createdAt), asc(mortgageServices.id));
}

export async function findService(db: Database, id: string): Promise<MortgageService | undefined> {
  const rows = await db.select().from(mortgageServices).where(eq(mortgageServices.id, id)).limit(1);
  return rows[0];
}
