import { Hono, type Context } from "hono";
import { applicationLeadSchema, contactLeadSchema, quoteLeadSchema } from "../../../domain/schemas/leads";
import type { Database } from "../../db/client";
import { agentScope, currentActor, publicAccess, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { smallJson } from "../../http/complete-response";
import { HttpError } from "../../http/errors";
import { enforceLimit } from "../../http/rate-limit";
import { readJson } from "../../http/validate";
import { findActiveLeadAgent, type LeadAgent } from "../agents/queries";
import { forwardToExternalNetwork } from "./external-network";
import { listApplications } from "./queries";
import { saveLead } from "./save-lead";
import { quoteMetadataToStore } from "./quote-metadata";
import { applicationToJson } from "./serialize";

/** A lead may only be assigned to an agent the public can see. */
async function assignableAgent(db: Database, agentId: string | null): Promise<LeadAgent | null> {
  if (agentId === null) return null;
  const agent = await findActiveLeadAgent(db, agentId);
  if (agent) return agent;
  throw new HttpError(400, "agent_id: Please choose an agent from the list", "invalid_request", "agent_id");
}

/** The 201 of a stored lead: a few bytes, sent as they are. */
function created<T extends { id: string }>(c: Context<AppEnv>, answer: T) {
  return smallJson(c, 201, answer);
}

export function leadsRoutes() {
  return new Hono<AppEnv>()
    .post("/quote", publicAccess, async (c) => {
      const body = await readJson(c, quoteLeadSchema);
      await enforceLimit(c, "lead:quote", c.get("deps").config.submissionLimits.lead);
      const { db } = c.get("deps");
      const agent = await assignableAgent(db, body.agent_id);
      const id = await saveLead(
        c,
        {
          clientName: body.client_name,
          clientEmail: body.client_email,
          clientPhone: body.client_phone,
          type: body.type,
          source: "mortgage_calculator",
          status: "new",
          // The stored figures are the server's, whatever the form sent.
          metadata: quoteMetadataToStore(body.metadata),
        },
        agent,
      );
      return created(c, { id });
    })
    .post("/application", publicAccess, async (c) => {
      const body = await readJson(c, applicationLeadSchema);
      await enforceLimit(c, "lead:application", c.get("deps").config.submissionLimits.lead);
      const { db } = c.get("deps");
      const agent = await assignableAgent(db, body.agent_id);
      const id = await saveLead(
        c,
        {
          clientName: body.client_name,
          clientEmail: body.client_email,
          clientPhone: body.client_phone,
          type: "application",
          source: "website",
          status: "new",
          message: body.message,
          metadata: {
            ...(body.mortgage_amount !== null && { mortgage_amount: body.mortgage_amount }),
            ...(body.property_address !== null && { property_address: body.property_address }),
          },
        },
        agent,
      );
      return created(c, { id });
    })
    .post("/contact", publicAccess, async (c) => {
      const body = await readJson(c, contactLeadSchema);
      await enforceLimit(c, "lead:contact", c.get("deps").config.submissionLimits.lead);
      const { db } = c.get("deps");
      const agent = await assignableAgent(db, body.agent_id);
      const id = await saveLead(
        c,
        {
          clientName: `${body.first_name} ${body.last_name}`,
          clientEmail: body.email,
          clientPhone: body.phone,
          type: "contact",
          source: "contact_form",
          status: "new",
          message: body.comments,
          metadata: {
            phoneType: body.phone_type,
            ...(body.postal_code !== null && { postalCode: body.postal_code }),
          },
        },
        agent,
      );
      const { config, log } = c.get("deps");
      const externalNetwork = await forwardToExternalNetwork(
        config.externalNetwork,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          phoneType: body.phone_type,
          postalCode: body.postal_code,
          comments: body.comments,
        },
        log,
      );
      return created(c, { id, external_network: externalNetwork });
    })
    .get("/applications", requireRole("super_admin", "admin", "agent"), async (c) => {
      const scope = agentScope(currentActor(c));
      const rows = await listApplications(c.get("deps").db, scope);
      c.header("Cache-Control", "private, no-store");
      return c.json({ applications: rows.map(applicationToJson) });
    });
}
