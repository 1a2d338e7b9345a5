import { LeadStatusSelect } from "../../../components/leads/lead-status-select";
import { useUpdateDashboardLeadStatus } from "../api/update-dashboard-lead-status";
import type { DashboardLead } from "../api/get-dashboard-leads";

/** The shared status dropdown, saving the agent's own lead at once. */
export function OwnLeadStatusSelect({ lead, className }: { lead: DashboardLead; className?: string }) {
  const update = useUpdateDashboardLeadStatus();
  return (
    <LeadStatusSelect
      clientName={lead.client_name}
      status={lead.status}
      pending={update.isPending}
      onChange={(status) => update.mutate({ id: lead.id, status })}
      className={className}
    />
  );
}
