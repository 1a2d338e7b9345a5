import { Hono, type Context } from "hono";
import type { AppEnv } from "../../deps";
import { agentScope, currentActor, publicAccess, requireRole } from "../../http/authorize";
import { readJson } from "../../http/validate";
import { LEAD_FORMS, type LeadFormName } from "./forms";
import { listApplications } from "./queries";
import { applicationToJson } from "./serialize";

/** POST /api/leads/<name>: the form's body validated, the lead taken, 201 with its id. */
function answerForm(name: LeadFormName) {
  const form = LEAD_FORMS[name];
  return async (c: Context<AppEnv>) => c.json(await form.take(c, await readJson(c, form.schema)), 201);
}

export function leadsRoutes() {
  return new Hono<AppEnv>()
    .post("/quote", publicAccess, answerForm("quote"))
    .post("/application", publicAccess, answerForm("application"))
    .post("/contact", publicAccess, answerForm("contact"))
    .get("/applications", requireRole("super_admin", "admin", "agent"), async (c) => {
      const scope = agentScope(currentActor(c));
      const rows = await listApplications(c.get("deps").db, scope);
      c.header("Cache-Control", "private, no-store");
      return c.json({ applications: rows.map(applicationToJson) });
    });
}
