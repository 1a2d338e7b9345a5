import { leadMessages } from "../../../components/leads/lead-messages";
import type { AdminLead } from "../api/get-admin-leads";

export function LeadAgentName({ lead }: { lead: AdminLead }) {
  return lead.agent ? (
    <>{lead.agent.name}</>
  ) : (
    <span className="text-muted-foreground">{leadMessages.unassigned}</span>
  );
}
