import { LeadStatusSelect as StatusSelect } from "../../../components/leads/lead-status-select";
import { useUpdateLeadStatus } from "../api/update-lead-status";
import type { AdminLead } from "../api/get-admin-leads";

/** The shared status dropdown, saving through the admin leads API at once. */
export function LeadStatusSelect({ lead, className }: { lead: AdminLead; className?: string }) {
  const update = useUpdateLeadStatus();
  return (
    <StatusSelect
      clientName={lead.client_name}
      status={lead.status}
      pending={update.isPending}
      onChange={(status) => update.mutate({ id: lead.id, status })}
      className={className}
    />
  );
}
