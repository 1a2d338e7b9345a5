import type { z } from "zod";
import { applicationLeadSchema, contactLeadSchema, quoteLeadSchema } from "../../../domain/schemas/leads";
import type { Database } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { HttpError } from "../../http/errors";
import { enforceLimitFor } from "../../http/rate-limit";
import type { NewLead } from "../../db/schema";
import { findActiveLeadAgent, type LeadAgent } from "../agents/queries";
import { forwardToExternalNetwork } from "./external-network";
import { quoteMetadataToStore } from "./quote-metadata";
import { saveLead } from "./save-lead";

/**
 * What a lead form reads of its request besides the body, asked only when needed: the network the
 * per-address limit counts (clientNetwork) and the origin for the e-mail's link (emailLinkOrigin).
 * The Hono route answers it from its context; nothing else is read from the request.
 */
export interface LeadCaller {
  deps: Pick<AppDeps, "db" | "config" | "log" | "notifications">;
  network(): string;
  linkOrigin(): string | null;
}

/** A lead may only be assigned to an agent the public can see. */
async function assignableAgent(db: Database, agentId: string | null): Promise<LeadAgent | null> {
  if (agentId === null) return null;
  const agent = await findActiveLeadAgent(db, agentId);
  if (agent) return agent;
  throw new HttpError(400, "agent_id: Please choose an agent from the list", "invalid_request", "agent_id");
}

/** Every form's steps: the lead limit, the agent check, then the lead stored with its e-mail. */
async function takeLead(
  caller: LeadCaller,
  action: string,
  agentId: string | null,
  values: Omit<NewLead, "agentId">,
): Promise<string> {
  const { db, config } = caller.deps;
  await enforceLimitFor(db, caller.network(), action, config.submissionLimits.lead);
  const agent = await assignableAgent(db, agentId);
  return saveLead(caller.deps, caller.linkOrigin(), values, agent);
}

/** A public lead form: the body it accepts, and what it does with one `schema` parsed (the 201's body). */
export interface LeadForm {
  schema: z.ZodType;
  take(caller: LeadCaller, body: unknown): Promise<{ id: string }>;
}

function leadForm<S extends z.ZodType>(form: {
  schema: S;
  take(caller: LeadCaller, body: z.output<S>): Promise<{ id: string }>;
}): LeadForm {
  // `take` is only ever given what `schema` parsed.
  return form as LeadForm;
}

/** The three public lead forms, by the last segment of their path (POST /api/leads/<name>). */
export const LEAD_FORMS: Record<"quote" | "application" | "contact", LeadForm> = {
  quote: leadForm({
    schema: quoteLeadSchema,
    async take(caller, body) {
      const id = await takeLead(caller, "lead:quote", body.agent_id, {
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
    },
  }),
  application: leadForm({
    schema: applicationLeadSchema,
    async take(caller, body) {
      const id = await takeLead(caller, "lead:application", body.agent_id, {
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
    },
  }),
  contact: leadForm({
    schema: contactLeadSchema,
    async take(caller, body) {
      const { config, log } = caller.deps;
      const id = await takeLead(caller, "lead:contact", body.agent_id, {
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
    },
  }),
};

export type LeadFormName = keyof typeof LEAD_FORMS;
