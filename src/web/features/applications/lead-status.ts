import type { BadgeProps } from "../../components/ui/badge";

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

export function leadSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}
