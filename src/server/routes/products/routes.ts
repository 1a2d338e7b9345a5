import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { findProduct, listProducts } from "./queries";
import { productToJson } from "./serialize";
import { say } from "../../../i18n/translate";

export function productsRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const rows = await listProducts(db);
      return c.json({ products: rows.map((row) => productToJson(row, storage)) });
    })
    .get("/:id", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const id = uuidParam(c.req.param("id"), say("errors.productNotFound"));
      const row = await findProduct(db, id);
      if (!row) throw notFound(say("errors.productNotFound"));
      return c.json({ product: productToJson(row, storage) });
    });
}
