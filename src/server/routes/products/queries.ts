import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, type Product } from "../../db/schema";

/** The public order: oldest first (spec section 7). */
export function listProducts(db: Database): Promise<Product[]> {
  return db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
}

export async function findProduct(db: Database, id: string): Promise<Product | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}
