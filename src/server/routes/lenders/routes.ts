import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { publicLendersCache } from "./cache";
import { listActiveLenders } from "./queries";
import { publicLenderToJson } from "./serialize";

export function lendersRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, async (c) => {
    const { db } = c.get("deps");
    return publicLendersCache.respond(c, "active", async () => ({
      lenders: (await listActiveLenders(db)).map(publicLenderToJson),
    }));
  });
}
