import { Hono } from "hono";
import { publicMessages } from "../../../domain/messages";
import { productInputSchema, productUpdateSchema } from "../../../domain/schemas/admin-products";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { findProduct } from "../products/queries";
import { productToJson } from "../products/serialize";
import {
  countProducts,
  deleteProduct,
  insertProduct,
  listProductsNewestFirst,
  updateProduct,
} from "./queries";

const superAdminOnly = requireRole("super_admin");
const NOT_FOUND = publicMessages.productNotFound;

/**
 * The super admin's products tab (spec section 7: products, newest first, insert, update and delete by
 * id). The public product routes read the table on every request, so a change shows on the next load.
 */
export function adminProductsRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const page = readQuery(c, pageQuerySchema);
      const { db, storage } = c.get("deps");
      const [rows, total] = await Promise.all([listProductsNewestFirst(db, page), countProducts(db)]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ products: rows.map((row) => productToJson(row, storage)), total, ...page });
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), NOT_FOUND);
      const { db, storage } = c.get("deps");
      const row = await findProduct(db, id);
      if (!row) throw notFound(NOT_FOUND);
      c.header("Cache-Control", "private, no-store");
      return c.json({ product: productToJson(row, storage) });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, productInputSchema);
      const { db, storage } = c.get("deps");
      const row = await insertProduct(db, input);
      return c.json({ product: productToJson(row, storage) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), NOT_FOUND);
      const changes = await readJson(c, productUpdateSchema);
      const { db, storage } = c.get("deps");
      const row = await updateProduct(db, id, changes);
      if (!row) throw notFound(NOT_FOUND);
      return c.json({ product: productToJson(row, storage) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), NOT_FOUND);
      if (!(await deleteProduct(c.get("deps").db, id))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
}
