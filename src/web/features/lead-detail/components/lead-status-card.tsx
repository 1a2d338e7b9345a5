import type { ReactNode } from "react";
import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { LeadStatusSelect } from "../../../components/leads/lead-status-select";
import { FormAlert } from "../../../components/ui/form-alert";
import { useT } from "../../../i18n/use-t";
import { serverMessageOr } from "../../../lib/server-message";
import { useUpdateLead } from "../api/update-lead";
import type { LeadPanel } from "../lead-panel";
import { DetailSection } from "./detail-section";
import { FollowUpStatus } from "./follow-up-status";

interface LeadStatusCardProps {
  panel: LeadPanel;
  lead: LeadDetailLead;
  onSaved: (message: string) => void;
  /** What the panel adds: the broker's follow-up form, the super admin's assignment. */
  children?: ReactNode;
}

/** Where the lead stands: its status, saved as soon as it is chosen, and its follow-up. */
export function LeadStatusCard({ panel, lead, onSaved, children }: LeadStatusCardProps) {
  const t = useT();
  const update = useUpdateLead(panel, lead.id);
  return (
    <DetailSection title={t("back-office.leadDetail.workTitle")}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium" aria-hidden="true">
            {t("back-office.status")}
          </p>
          <LeadStatusSelect
            clientName={lead.client_name}
            status={lead.status}
            pending={update.isPending}
            className="max-w-60"
            onChange={(status) =>
              update.mutate({ status }, { onSuccess: () => onSaved(t("back-office.leads.statusUpdated")) })
            }
          />
          {update.isError && (
            <FormAlert id={`status-${lead.id}-error`}>
              {serverMessageOr(update.error, t("back-office.leads.statusUpdateFailed"))}
            </FormAlert>
          )}
        </div>
        <div className="flex flex-col gap-1.5 border-t border-border pt-4">
          <h4 className="text-sm font-medium">{t("back-office.leads.followUp")}</h4>
          <FollowUpStatus at={lead.follow_up_at} note={lead.follow_up_note} zone={lead.time_zone} />
        </div>
        {children}
      </div>
    </DetailSection>
  );
}
