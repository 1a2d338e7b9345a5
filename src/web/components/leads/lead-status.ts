import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "../../../domain/constants";
import type { BadgeProps } from "../ui/badge";

type BadgeVariant = NonNullable<BadgeProps["variant"]>;

/** Spec section 4: default for new, secondary for contacted, outline for qualified, destructive otherwise. */
export function leadStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "new":
      return "default";
    case "contacted":
      return "secondary";
    case "qualified":
      return "outline";
    default:
      return "destructive";
  }
}

/** `new` → `New`, for the badge text. */
export function leadStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

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
