import type { ReactNode } from "react";
import { Link } from "react-router";
import { LeadFollowUp } from "../../../components/leads/lead-follow-up";
import { leadLabels } from "../../../components/leads/lead-status";
import { Card } from "../../../components/ui/card";
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
import { LINKED_CARD_CLASS } from "../../../components/leads/linked-lead";
import { LeadStatusSelect } from "./lead-status-select";
import { adminLeadPath } from "./leads-table";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The leads as cards, for phones and narrow windows; `linkedLead` is marked as the current card. */
export function LeadCards({ leads, linkedLead }: { leads: AdminLead[]; linkedLead: string | null }) {
  const t = useT();
  const labels = leadLabels(t);
  return (
    <ul className="grid gap-4 @2xl:grid-cols-2" aria-label={t("admin.leads.listTitle")}>
      {leads.map((lead) => (
        <li
          key={lead.id}
          data-row-id={lead.id}
          aria-current={lead.id === linkedLead ? "true" : undefined}
          className={LINKED_CARD_CLASS}
        >
          <Card className="flex h-full flex-col p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1 basis-40">
                <h3 className="font-semibold break-words">
                  <Link to={adminLeadPath(lead.id)} className="text-primary hover:underline">
                    {lead.client_name}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">
                  <LeadReceived lead={lead} />
                </p>
              </div>
              <LeadStatusSelect lead={lead} className="w-36" />
            </div>
            <div className="mt-3">
              <LeadContactLinks lead={lead} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <Detail term={t("admin.leads.type")}>{labels.type(lead.type)}</Detail>
              <Detail term={t("admin.leads.source")}>{labels.source(lead.source)}</Detail>
              <Detail term={t("admin.leads.columnAgent")}>
                <LeadAgentName lead={lead} />
              </Detail>
              <Detail term={t("back-office.leads.followUp")}>
                <LeadFollowUp lead={lead} />
              </Detail>
            </dl>
            {lead.message && (
              <div className="mt-3 border-t border-border pt-3">
                <LeadMessageTeaser lead={lead} />
              </div>
            )}
            <div className="mt-auto pt-3">
              <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
                <LeadConversation lead={lead} />
                <DeleteLeadButton lead={lead} />
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
