import { useId, useState } from "react";
import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { useT } from "../../../i18n/use-t";
import { serverMessageOr } from "../../../lib/server-message";
import { useActiveBrokers } from "../api/get-active-brokers";
import { useUpdateLead } from "../api/update-lead";

const UNASSIGNED = "";

/** The super admin hands the lead to an active broker, or takes it back; the broker is e-mailed by the API. */
export function LeadAssignment({
  lead,
  onSaved,
}: {
  lead: LeadDetailLead;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const id = useId();
  const brokers = useActiveBrokers();
  const update = useUpdateLead("admin", lead.id);
  const current = lead.agent?.id ?? UNASSIGNED;
  const [chosen, setChosen] = useState(current);
  // A broker deactivated since the lead went to them is still who has it: listed, not offered again.
  const currentIsInactive =
    lead.agent !== null && brokers.data !== undefined && !brokers.data.some((b) => b.id === lead.agent?.id);

  const save = () =>
    update.mutate(
      { agent_id: chosen === UNASSIGNED ? null : chosen },
      {
        onSuccess: () => {
          const name = brokers.data?.find((b) => b.id === chosen)?.name;
          onSaved(name ? t("admin.leadDetail.assignedTo", { name }) : t("admin.leadDetail.takenBack"));
        },
      },
    );

  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <h4 className="text-sm font-medium">{t("admin.leadDetail.assignmentTitle")}</h4>
      <p className="text-sm" data-testid="lead-broker">
        {lead.agent
          ? t("admin.leadDetail.currentBroker", { name: lead.agent.name })
          : t("admin.leadDetail.nobody")}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-broker`}>{t("admin.leadDetail.brokerLabel")}</Label>
          <NativeSelect
            id={`${id}-broker`}
            value={chosen}
            disabled={brokers.isPending || update.isPending}
            aria-busy={brokers.isPending}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value={UNASSIGNED}>{t("back-office.unassigned")}</option>
            {currentIsInactive && lead.agent && (
              <option value={lead.agent.id} disabled>
                {t("admin.leadDetail.inactiveBroker", { name: lead.agent.name })}
              </option>
            )}
            {brokers.data?.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button size="sm" className="h-10" onClick={save} disabled={chosen === current || update.isPending}>
          {update.isPending ? t("back-office.saving") : t("admin.leadDetail.assign")}
        </Button>
      </div>
      {brokers.isError && (
        <FormAlert id={`${id}-brokers-error`}>{t("admin.leadDetail.brokersFailed")}</FormAlert>
      )}
      {update.isError && (
        <FormAlert id={`${id}-error`}>
          {serverMessageOr(update.error, t("back-office.leadDetail.saveFailed"))}
        </FormAlert>
      )}
    </div>
  );
}
