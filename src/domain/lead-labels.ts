import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "./constants";

/** Staff-facing names of the lead sources; unknown sources are shown as stored. */
const SOURCE_LABELS: Record<string, string> = {
  website: "Website",
  mortgage_calculator: "Mortgage calculator",
  contact_form: "Contact form",
};

/** Both chatbot spellings read as one source, 'AI Chatbot' (DESIGN.md). */
export function leadSourceLabel(source: string): string {
  if (isChatbotSource(source)) return CHATBOT_LEAD_SOURCE;
  return SOURCE_LABELS[source] ?? source;
}

const TYPE_LABELS: Record<string, string> = {
  rate_quote: "Rate quote",
  refinance: "Refinance",
  application: "Application",
  contact: "Contact",
};

export function leadTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}
