import { Hono } from "hono";
import { applicationLeadSchema, contactLeadSchema, quoteLeadSchema } from "../../../domain/schemas/leads";
import type { AppEnv } from "../../deps";
import { agentScope, currentActor, publicAccess, requireRole } from "../../http/authorize";
import { readJson } from "../../http/validate";
import { takeApplicationLead, takeContactLead, takeQuoteLead } from "./forms";
import { listApplications } from "./queries";
import { applicationToJson } from "./serialize";

export function leadsRoutes() {
  return new Hono<AppEnv>()
    .post("/quote", publicAccess, async (c) =>
      c.json(await takeQuoteLead(c, await readJson(c, quoteLeadSchema)), 201),
    )
    .post("/application", publicAccess, async (c) =>
      c.json(await takeApplicationLead(c, await readJson(c, applicationLeadSchema)), 201),
    )
    .post("/contact", publicAccess, async (c) =>
      c.json(await takeContactLead(c, await readJson(c, contactLeadSchema)), 201),
    )
    .get("/applications", requireRole("super_admin", "admin", "agent"), async (c) => {
      const scope = agentScope(currentActor(c));
      const rows = await listApplications(c.get("deps").db, scope);
      c.header("Cache-Control", "private, no-store");
      return c.json({ applications: rows.map(applicationToJson) });
    });
}
