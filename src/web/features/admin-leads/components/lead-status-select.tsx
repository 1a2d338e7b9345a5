import { LEAD_STATUSES, type LeadStatus } from "../../../../domain/constants";
import { leadStatusLabel } from "../../../components/leads/lead-status";
import { NativeSelect } from "../../../components/ui/native-select";
import { cn } from "../../../lib/cn";
import { useUpdateLeadStatus } from "../api/update-lead-status";
import type { AdminLead } from "../api/get-admin-leads";
import { statusSelectLabel } from "../messages";

function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The per-lead status dropdown; a change is saved at once. */
export function LeadStatusSelect({ lead, className }: { lead: AdminLead; className?: string }) {
  const update = useUpdateLeadStatus();
  return (
    <div className={cn("min-w-32", className)}>
      <NativeSelect
        aria-label={statusSelectLabel(lead.client_name)}
        value={lead.status}
        disabled={update.isPending}
        aria-busy={update.isPending}
        onChange={(event) => {
          const status = event.target.value;
          if (isLeadStatus(status) && status !== lead.status) update.mutate({ id: lead.id, status });
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {leadStatusLabel(status)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
