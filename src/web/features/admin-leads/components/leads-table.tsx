import { Link } from "react-router";
import { LeadFollowUp } from "../../../components/leads/lead-follow-up";
import { leadLabels } from "../../../components/leads/lead-status";
import type { AdminLead } from "../api/get-admin-leads";
import { useT } from "../../../i18n/use-t";
import {
  LeadContactLinks,
  LeadConversation,
  LeadMessageTeaser,
  LeadReceived,
} from "../../../components/leads/lead-details";
import { LeadAgentName } from "./lead-agent-name";
import { DeleteLeadButton } from "./delete-lead-button";
import { LINKED_ROW_CLASS } from "../../../components/leads/linked-lead";
import { LeadStatusSelect } from "./lead-status-select";

const headerCell =
  "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase";

/** Where a lead opens in full in the super admin's panel. */
export function adminLeadPath(id: string): string {
  return `/super-admin/leads/${id}`;
}

/** The leads as a table, for wide screens; `linkedLead` is marked as the current row. */
export function LeadsTable({ leads, linkedLead }: { leads: AdminLead[]; linkedLead: string | null }) {
  const t = useT();
  const labels = leadLabels(t);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-background shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("admin.leads.listTitle")}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={headerCell}>
              {t("admin.leads.columnClient")}
            </th>
            <th scope="col" className={headerCell}>
              {t("admin.leads.columnLead")}
            </th>
            <th scope="col" className={headerCell}>
              {t("admin.leads.columnAgent")}
            </th>
            <th scope="col" className={headerCell}>
              {t("admin.leads.columnReceived")}
            </th>
            <th scope="col" className={headerCell}>
              {t("back-office.leads.followUp")}
            </th>
            <th scope="col" className={headerCell}>
              {t("admin.leads.columnStatus")}
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">{t("admin.common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              data-row-id={lead.id}
              aria-current={lead.id === linkedLead ? "true" : undefined}
              className={`align-top ${LINKED_ROW_CLASS}`}
            >
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <Link
                  to={adminLeadPath(lead.id)}
                  className="block font-semibold break-words text-primary hover:underline"
                >
                  {lead.client_name}
                </Link>
                <div className="mt-1">
                  <LeadContactLinks lead={lead} />
                </div>
              </th>
              <td className="min-w-44 px-3 py-3">
                <span className="font-medium">{labels.type(lead.type)}</span>
                <span className="text-muted-foreground"> · {labels.source(lead.source)}</span>
                <div className="mt-1">
                  <LeadMessageTeaser lead={lead} />
                </div>
                {lead.chat_history && (
                  <div className="mt-2">
                    <LeadConversation lead={lead} />
                  </div>
                )}
              </td>
              <td className="min-w-28 px-3 py-3">
                <LeadAgentName lead={lead} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <LeadReceived lead={lead} />
              </td>
              <td className="min-w-36 px-3 py-3">
                <LeadFollowUp lead={lead} />
              </td>
              <td className="px-3 py-3">
                <LeadStatusSelect lead={lead} />
              </td>
              <td className="px-3 py-3">
                <DeleteLeadButton lead={lead} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
