import { chatMessages } from "../messages";
import type { ExtractedContact } from "./extract";

/** Entries whose answer only invites contact details; once details are given the thanks replaces them. */
const CONTACT_INVITATIONS = new Set(["contact-broker", "greeting"]);

export interface EngineAnswer {
  /** The knowledge-base entry answered, or null for the fallback answer. */
  entryId: string | null;
  text: string;
}

export const FALLBACK_ANSWER: EngineAnswer = { entryId: null, text: chatMessages.fallbackAnswer };

/** Thanks the visitor for the contact details just given and says an agent will follow up. */
export function contactAcknowledgement(contact: ExtractedContact): string {
  const given = [contact.email && `email ${contact.email}`, contact.phone && `phone number ${contact.phone}`]
    .filter(Boolean)
    .join(" and ");
  const thanks = contact.name ? `Thank you, ${contact.name}!` : "Thank you!";
  return `${thanks} I have noted your ${given}. A licensed mortgage agent will follow up with you shortly.`;
}

const givesContact = (contact: ExtractedContact) => Boolean(contact.email || contact.phone);

/** What follows a complete answer when the visitor's message gave an email or phone number, else "". */
export function acknowledgementSuffix(contactInMessage: ExtractedContact): string {
  return givesContact(contactInMessage) ? `\n\n${contactAcknowledgement(contactInMessage)}` : "";
}

/**
 * The reply to the visitor's last message: the engine's answer, followed by an acknowledgement when
 * that message gave an email or phone number (alone when the answer was only asking for them).
 */
export function composeReply(answer: EngineAnswer, contactInMessage: ExtractedContact): string {
  if (!givesContact(contactInMessage)) return answer.text;
  if (answer.entryId === null || CONTACT_INVITATIONS.has(answer.entryId)) {
    return contactAcknowledgement(contactInMessage);
  }
  return answer.text + acknowledgementSuffix(contactInMessage);
}

/**
 * A reply in the two forms the lead's fate chooses between: `saved` may thank the visitor for the
 * details just given, `unsaved` never mentions them, so the visitor is not told they were noted
 * when storing them failed.
 */
export interface DraftReply {
  saved: string;
  unsaved: string;
}

/** The built-in engine's answer as a draft (see `composeReply`). */
export function draftReply(answer: EngineAnswer, contactInMessage: ExtractedContact): DraftReply {
  return { saved: composeReply(answer, contactInMessage), unsaved: answer.text };
}

/** A language model's complete answer as a draft: the thanks, if any, follows it. */
export function draftModelReply(text: string, contactInMessage: ExtractedContact): DraftReply {
  return { saved: text + acknowledgementSuffix(contactInMessage), unsaved: text };
}
