import type { Context } from "hono";
import type { z } from "zod";
import type {
  applicationLeadSchema,
  contactLeadSchema,
  quoteLeadSchema,
} from "../../../domain/schemas/leads";
import type { Database } from "../../db/client";
import type { NewLead } from "../../db/schema";
import type { AppEnv } from "../../deps";
import { fieldMessage, HttpError } from "../../http/errors";
import { enforceLimit } from "../../http/rate-limit";
import { emailLinkOrigin } from "../../http/site-origin";
import { findActiveLeadAgent, type LeadAgent } from "../agents/queries";
import { forwardToExternalNetwork } from "./external-network";
import { quoteMetadataToStore } from "./quote-metadata";
import { saveLead } from "./save-lead";
import { consentToStore } from "./serialize";
import { say } from "../../../i18n/translate";

/** A lead may only be assigned to an agent the public can see. */
async function assignableAgent(db: Database, agentId: string | null): Promise<LeadAgent | null> {
  if (agentId === null) return null;
  const agent = await findActiveLeadAgent(db, agentId);
  if (agent) return agent;
  const message = fieldMessage("agent_id", say("validation.chooseAgent"));
  throw new HttpError(400, message, "invalid_request", "agent_id");
}

/** Every form's steps: the lead limit, the agent check, then the lead stored with its e-mail. */
async function takeLead(
  c: Context<AppEnv>,
  action: string,
  agentId: string | null,
  values: Omit<NewLead, "agentId">,
): Promise<string> {
  const deps = c.get("deps");
  await enforceLimit(c, action, deps.config.submissionLimits.lead);
  const agent = await assignableAgent(deps.db, agentId);
  const lead = await saveLead(deps, { values, agent, linkOrigin: emailLinkOrigin(c) });
  // A form's lead has no conversation, the only key it could have conflicted on.
  if (!lead) throw new Error("a form's lead was not stored");
  return lead.id;
}

/** POST /api/leads/quote: a quote from the home page's calculator. */
export async function takeQuoteLead(c: Context<AppEnv>, body: z.output<typeof quoteLeadSchema>) {
  const id = await takeLead(c, "lead:quote", body.agent_id, {
    clientName: body.client_name,
    clientEmail: body.client_email,
    clientPhone: body.client_phone,
    type: body.type,
    source: "mortgage_calculator",
    status: "new",
    // The stored figures are the server's, whatever the form sent.
    metadata: quoteMetadataToStore(body.metadata),
  });
  return { id };
}

/** POST /api/leads/application: the application form. */
export async function takeApplicationLead(c: Context<AppEnv>, body: z.output<typeof applicationLeadSchema>) {
  const id = await takeLead(c, "lead:application", body.agent_id, {
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
  });
  return { id };
}

/** POST /api/leads/contact: the contact form, also forwarded to the external network when one is set. */
export async function takeContactLead(c: Context<AppEnv>, body: z.output<typeof contactLeadSchema>) {
  const { config, log } = c.get("deps");
  const id = await takeLead(c, "lead:contact", body.agent_id, {
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
      // The schema refuses the form without the box ticked: what was agreed to, and when, for the lead's detail.
      consent: consentToStore(new Date()),
    },
  });
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
  return { id, external_network: externalNetwork };
}
