import { useT } from "../../../i18n/use-t";
import type { AdminLead } from "../api/get-admin-leads";

export function LeadAgentName({ lead }: { lead: AdminLead }) {
  const t = useT();
  return lead.agent ? (
    <>{lead.agent.name}</>
  ) : (
    <span className="text-muted-foreground">{t("admin.leads.unassigned")}</span>
  );
}
