import { Hono, type Context } from "hono";
import { agentScope, currentActor, publicAccess, requireRole } from "../../http/authorize";
import { clientNetwork } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { smallJson } from "../../http/complete-response";
import { emailLinkOrigin } from "../../http/site-origin";
import { readJson } from "../../http/validate";
import { LEAD_FORMS, type LeadCaller, type LeadFormName } from "./forms";
import { listApplications } from "./queries";
import { applicationToJson } from "./serialize";

/** A lead form's caller, read from the request's context. */
function callerOf(c: Context<AppEnv>): LeadCaller {
  return { deps: c.get("deps"), network: () => clientNetwork(c), linkOrigin: () => emailLinkOrigin(c) };
}

/** POST /api/leads/<name>: the form's body validated, the lead taken, its 201 a few bytes sent as they are. */
function answerForm(name: LeadFormName) {
  const form = LEAD_FORMS[name];
  return async (c: Context<AppEnv>) => {
    const answer = await form.take(callerOf(c), await readJson(c, form.schema));
    return smallJson(c, 201, answer);
  };
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
