import { Hono } from "hono";
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
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

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
      const id = uuidParam(c.req.param("id"), say("errors.productNotFound"));
      const { db, storage } = c.get("deps");
      const row = await findProduct(db, id);
      if (!row) throw notFound(say("errors.productNotFound"));
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
      const id = uuidParam(c.req.param("id"), say("errors.productNotFound"));
      const changes = await readJson(c, productUpdateSchema);
      const { db, storage } = c.get("deps");
      const row = await updateProduct(db, id, changes);
      if (!row) throw notFound(say("errors.productNotFound"));
      return c.json({ product: productToJson(row, storage) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.productNotFound"));
      if (!(await deleteProduct(c.get("deps").db, id))) throw notFound(say("errors.productNotFound"));
      return c.body(null, 204);
    });
}
