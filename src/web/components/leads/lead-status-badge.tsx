import { Badge } from "../ui/badge";
import { leadStatusVariant, useLeadLabels } from "./lead-status";

/** A lead's status in the spec's badge style (section 4). */
export function LeadStatusBadge({ status }: { status: string }) {
  const labels = useLeadLabels();
  return <Badge variant={leadStatusVariant(status)}>{labels.status(status)}</Badge>;
}
