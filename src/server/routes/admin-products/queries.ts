import { count, desc, eq } from "drizzle-orm";
import type { ProductInput, ProductUpdate } from "../../../domain/schemas/admin-products";
import type { PageQuery } from "../../../domain/schemas/pagination";
import type { Database } from "../../db/client";
import { products, type NewProduct, type Product } from "../../db/schema";
import { findProduct } from "../products/queries";

/** One page of every product, newest first (spec section 7: "select newest first (admin)"). */
export function listProductsNewestFirst(db: Database, page: PageQuery): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProducts(db: Database): Promise<number> {
  const rows = await db.select({ total: count() }).from(products);
  return rows[0]?.total ?? 0;
}

/** The columns of the fields sent; a field left out is undefined, which Drizzle leaves unchanged. */
function toColumns(input: ProductUpdate): Partial<NewProduct> {
  return {
    name: input.name,
    price: input.price,
    description: input.description,
    content: input.content,
    imageUrl: input.image_url,
  };
}

export async function insertProduct(db: Database, input: ProductInput): Promise<Product> {
  const rows = await db
    .insert(products)
    .values({ ...toColumns(input), name: input.name })
    .returning();
  return rows[0]!;
}

/** The product after the change; undefined when no product has this id. */
export async function updateProduct(
  db: Database,
  id: string,
  changes: ProductUpdate,
): Promise<Product | undefined> {
  const columns = toColumns(changes);
  if (Object.values(columns).every((value) => value === undefined)) return findProduct(db, id);
  const rows = await db.update(products).set(columns).where(eq(products.id, id)).returning();
  return rows[0];
}

/** False when no product has this id. */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
