import { eq } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, type ProvinceCode } from "../../../domain/constants";
import type { RateSnapshot } from "../../../domain/chat/entry";
import type { ExtractedContact } from "../../../domain/chat/extract";
import { bestRates, rateRequest } from "../../../domain/chat/rate-request";
import type { ChatMessage } from "../../../domain/schemas/chat";
import type { Database } from "../../db/client";
import { leads, type Lead, type LeadMetadata, type NewLead } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { saveLead } from "../leads/save-lead";
import { listActiveRates, listProvinceRates } from "../rates/queries";

/** client_name of a chatbot lead whose visitor never gave a name. */
export const CHAT_VISITOR_NAME = "Chat visitor";

/**
 * Today's lowest active fixed and variable rates for the question, from the rows the rates page shows: the
 * province it names or the visitor chose (its own rates, or the National ones when it has none), every
 * province when neither; of the term it names, when it names one.
 */
export async function loadRateSnapshot(
  db: Database,
  question = "",
  chosenProvince: ProvinceCode | null = null,
): Promise<RateSnapshot> {
  const request = rateRequest(question, chosenProvince);
  const shown = request.province
    ? (await listProvinceRates(db, request.province, false)).rates
    : await listActiveRates(db);
  return bestRates(
    shown.map((rate) => ({
      term: rate.term,
      rateType: rate.rate_type,
      province: rate.province,
      ourRate: rate.our_rate,
      postedRate: rate.posted_rate,
    })),
    request.term,
  );
}

export interface ChatLeadInput {
  conversationId: string;
  contact: ExtractedContact;
  /** The whole conversation, the reply included. */
  history: ChatMessage[];
}

function chatMetadata(conversationId: string, contact: ExtractedContact, previous: LeadMetadata = {}) {
  const firstName = contact.name?.split(" ")[0];
  return {
    ...(firstName && { first_name: firstName }),
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { phone: contact.phone }),
    ...previous,
    conversation_id: conversationId,
  };
}

async function updateChatLead(db: Database, lead: Lead, input: ChatLeadInput): Promise<void> {
  const { contact } = input;
  await db
    .update(leads)
    .set({
      notes: JSON.stringify(input.history),
      clientEmail: lead.clientEmail ?? contact.email,
      clientPhone: lead.clientPhone ?? contact.phone,
      clientName: lead.clientName === CHAT_VISITOR_NAME && contact.name ? contact.name : lead.clientName,
      metadata: chatMetadata(input.conversationId, contact, lead.metadata),
    })
    .where(eq(leads.id, lead.id));
}

async function findChatLead(db: Database, conversationId: string): Promise<Lead | undefined> {
  const rows = await db.select().from(leads).where(eq(leads.conversationId, conversationId)).limit(1);
  return rows[0];
}

/** The lead a conversation creates when it first has an email or phone. */
function newChatLead(input: ChatLeadInput): Omit<NewLead, "agentId"> {
  const { contact, history } = input;
  return {
    clientName: contact.name ?? CHAT_VISITOR_NAME,
    clientEmail: contact.email,
    clientPhone: contact.phone,
    type: "application",
    source: CHATBOT_LEAD_SOURCE,
    status: "new",
    message: history.find((message) => message.role === "user")?.content ?? null,
    notes: JSON.stringify(history),
    metadata: chatMetadata(input.conversationId, contact),
    conversationId: input.conversationId,
  };
}

/**
 * The conversation's one lead: created (and announced, saveLead) when it first has an email or
 * phone, afterwards updated with the latest conversation and any contact field it was missing. The
 * unique conversation_id settles two requests racing to create it: the one that loses updates the
 * other's lead, so a conversation announces its lead once.
 */
export async function saveChatLead(
  deps: Pick<AppDeps, "db" | "config" | "notifications">,
  input: ChatLeadInput,
  linkOrigin: string | null,
): Promise<void> {
  const { db } = deps;
  const existing = await findChatLead(db, input.conversationId);
  if (existing) return updateChatLead(db, existing, input);
  if (await saveLead(deps, { values: newChatLead(input), agent: null, linkOrigin })) return;
  const raced = await findChatLead(db, input.conversationId);
  if (!raced) throw new Error("chat lead neither inserted nor found");
  await updateChatLead(db, raced, input);
}
