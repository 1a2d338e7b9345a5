import { Badge } from "../ui/badge";
import { leadStatusLabel, leadStatusVariant } from "./lead-status";

/** A lead's status in the spec's badge style (section 4). */
export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={leadStatusVariant(status)}>{leadStatusLabel(status)}</Badge>;
}
