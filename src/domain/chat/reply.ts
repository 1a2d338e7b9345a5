import type { Locale } from "../../i18n/locale";
import type { ExtractedContact } from "./extract";

/** Entries whose answer only invites contact details; once details are given the thanks replaces them. */
const CONTACT_INVITATIONS = new Set(["contact-broker", "greeting"]);

export interface EngineAnswer {
  /** The knowledge-base entry answered, or null for the fallback answer. */
  entryId: string | null;
  text: string;
}

/**
 * The spec's answer when nothing matches: the chat catalogue's `chat.fallbackAnswer`, which the widget
 * also says when a request fails; the server says it in the question's language (fallback.ts there).
 */
export function fallbackAnswer(text: string): EngineAnswer {
  return { entryId: null, text };
}

/** Thanks the visitor for the contact details just given and says an agent will follow up. */
export function contactAcknowledgement(contact: ExtractedContact, language: Locale = "en-CA"): string {
  if (language === "fr-CA") {
    const given = [
      contact.email && `votre courriel ${contact.email}`,
      contact.phone && `votre numéro de téléphone ${contact.phone}`,
    ]
      .filter(Boolean)
      .join(" et ");
    const thanks = contact.name ? `Merci, ${contact.name}!` : "Merci!";
    return `${thanks} J’ai bien noté ${given}. Un courtier hypothécaire autorisé communiquera avec vous sous peu.`;
  }
  const given = [contact.email && `email ${contact.email}`, contact.phone && `phone number ${contact.phone}`]
    .filter(Boolean)
    .join(" and ");
  const thanks = contact.name ? `Thank you, ${contact.name}!` : "Thank you!";
  return `${thanks} I have noted your ${given}. A licensed mortgage agent will follow up with you shortly.`;
}

const givesContact = (contact: ExtractedContact) => Boolean(contact.email || contact.phone);

/** What follows a complete answer when the visitor's message gave an email or phone number, else "". */
export function acknowledgementSuffix(
  contactInMessage: ExtractedContact,
  language: Locale = "en-CA",
): string {
  return givesContact(contactInMessage) ? `\n\n${contactAcknowledgement(contactInMessage, language)}` : "";
}

/**
 * The reply to the visitor's last message: the engine's answer, followed by an acknowledgement when
 * that message gave an email or phone number (alone when the answer was only asking for them), in
 * the language of the answer.
 */
export function composeReply(
  answer: EngineAnswer,
  contactInMessage: ExtractedContact,
  language: Locale = "en-CA",
): string {
  if (!givesContact(contactInMessage)) return answer.text;
  if (answer.entryId === null || CONTACT_INVITATIONS.has(answer.entryId)) {
    return contactAcknowledgement(contactInMessage, language);
  }
  return answer.text + acknowledgementSuffix(contactInMessage, language);
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
export function draftReply(
  answer: EngineAnswer,
  contactInMessage: ExtractedContact,
  language: Locale = "en-CA",
): DraftReply {
  return { saved: composeReply(answer, contactInMessage, language), unsaved: answer.text };
}

/** A language model's complete answer as a draft: the thanks, if any, follows it. */
export function draftModelReply(
  text: string,
  contactInMessage: ExtractedContact,
  language: Locale = "en-CA",
): DraftReply {
  return { saved: text + acknowledgementSuffix(contactInMessage, language), unsaved: text };
}
