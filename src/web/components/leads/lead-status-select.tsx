import { LEAD_STATUSES, type LeadStatus } from "../../../domain/constants";
import { NativeSelect } from "../ui/native-select";
import { cn } from "../../lib/cn";
import { useT } from "../../i18n/use-t";
import { useLeadLabels } from "./lead-status";

function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

interface LeadStatusSelectProps {
  clientName: string;
  status: string;
  /** Called with a different, valid status; the caller saves it. */
  onChange: (status: LeadStatus) => void;
  pending?: boolean;
  className?: string;
}

/** The per-lead status dropdown of every staff list (spec section 4: new, contacted, qualified, closed). */
export function LeadStatusSelect({
  clientName,
  status,
  onChange,
  pending = false,
  className,
}: LeadStatusSelectProps) {
  const t = useT();
  const labels = useLeadLabels();
  return (
    <div className={cn("min-w-32", className)}>
      <NativeSelect
        aria-label={t("back-office.leads.statusOf", { clientName })}
        value={status}
        disabled={pending}
        aria-busy={pending}
        onChange={(event) => {
          const next = event.target.value;
          if (isLeadStatus(next) && next !== status) onChange(next);
        }}
      >
        {LEAD_STATUSES.map((option) => (
          <option key={option} value={option}>
            {labels.status(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
