import { Hono } from "hono";
import { personalDataRequestSchema } from "../../../domain/schemas/personal-data";
import { currentActor, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { readJson, readQuery } from "../../http/validate";
import { erasePersonalData, previewErasure, recentErasures } from "./erasure-queries";
import { erasureLogEntryToJson, erasurePreviewToJson } from "./erasure-serialize";

/** The panel shows this many of the latest erasures. */
export const ERASURE_LOG_LIMIT = 10;

const superAdminOnly = requireRole("super_admin");

/**
 * Erasing a person's data on request (PIPEDA, Québec Law 25), mounted at /api/admin/leads/erasure:
 * what is held for an address, its erasure, and the record of past erasures. The request log keeps
 * the path without the query string, and the lines written here carry counts only, so the address
 * asked about never reaches the logs.
 */
export function personalDataErasureRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { email } = readQuery(c, personalDataRequestSchema);
      const preview = await previewErasure(c.get("deps").db, email);
      c.header("Cache-Control", "private, no-store");
      return c.json(erasurePreviewToJson(preview));
    })
    .post("/", superAdminOnly, async (c) => {
      const { email } = await readJson(c, personalDataRequestSchema);
      const actor = currentActor(c);
      const { db, log } = c.get("deps");
      const erased = await erasePersonalData(db, email, actor);
      log.info({ reqId: c.get("requestId"), actorId: actor.userId, ...erased }, "personal data erased");
      // Nothing held is still an answer: 200 with zeros, so the panel can say nothing was found.
      return c.json({ erased });
    })
    .get("/log", superAdminOnly, async (c) => {
      const entries = await recentErasures(c.get("deps").db, ERASURE_LOG_LIMIT);
      c.header("Cache-Control", "private, no-store");
      return c.json({ entries: entries.map(erasureLogEntryToJson) });
    });
}
