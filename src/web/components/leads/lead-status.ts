import { useMemo } from "react";
import {
  isChatbotSource,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadStatus,
  type LeadType,
} from "../../../domain/constants";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import type { BadgeProps } from "../ui/badge";

export { leadSourceLabel, leadTypeLabel } from "../../../domain/lead-labels";

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

const KNOWN_SOURCES = ["website", "mortgage_calculator", "contact_form"] as const;
type KnownSource = (typeof KNOWN_SOURCES)[number];

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * How a lead's status, type and source read in the page's language. The stored values stay the
 * spec's English words (new, contacted…); a value this version does not know is shown as stored.
 */
export function leadLabels(t: Translate) {
  return {
    status: (status: string) =>
      isOneOf<LeadStatus>(LEAD_STATUSES, status) ? t(`back-office.leadStatus.${status}`) : status,
    type: (type: string) => (isOneOf<LeadType>(LEAD_TYPES, type) ? t(`back-office.leadType.${type}`) : type),
    // Both chatbot spellings read as one source (DESIGN.md).
    source: (source: string) => {
      if (isChatbotSource(source)) return t("back-office.leadSource.chatbot");
      return isOneOf<KnownSource>(KNOWN_SOURCES, source) ? t(`back-office.leadSource.${source}`) : source;
    },
  };
}

export type LeadLabels = ReturnType<typeof leadLabels>;

export function useLeadLabels(): LeadLabels {
  const t = useT();
  return useMemo(() => leadLabels(t), [t]);
}
