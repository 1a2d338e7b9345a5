import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { listActiveLenders } from "./queries";
import { publicLenderToJson } from "./serialize";

export function lendersRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, async (c) => {
    const rows = await listActiveLenders(c.get("deps").db);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ lenders: rows.map(publicLenderToJson) });
  });
}
