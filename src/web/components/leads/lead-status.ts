export { leadSourceLabel, leadTypeLabel } from "../../../domain/lead-labels";
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
