import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  LeadContactLinks,
  LeadConversation,
  LeadMessageTeaser,
  LeadReceived,
} from "../../../components/leads/lead-details";
import { LeadFollowUp } from "../../../components/leads/lead-follow-up";
import { useLeadLabels } from "../../../components/leads/lead-status";
import { LeadStatusBadge } from "../../../components/leads/lead-status-badge";
import { Card } from "../../../components/ui/card";
import type { DashboardLead } from "../api/get-dashboard-leads";
import { useT } from "../../../i18n/use-t";
import { ownLeadPath } from "./lead-columns";
import { OwnLeadStatusSelect } from "./own-lead-status-select";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** One lead as a card, for phones and narrow windows. */
export function LeadCard({ lead }: { lead: DashboardLead }) {
  const t = useT();
  const labels = useLeadLabels();
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-40">
          <h4 className="font-semibold break-words">
            <Link to={ownLeadPath(lead.id)} className="text-primary hover:underline">
              {lead.client_name}
            </Link>
          </h4>
          <p className="text-sm text-muted-foreground">
            <LeadReceived lead={lead} />
          </p>
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <div className="mt-3">
        <LeadContactLinks lead={lead} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Detail term={t("back-office.type")}>{labels.type(lead.type)}</Detail>
        <Detail term={t("back-office.source")}>{labels.source(lead.source)}</Detail>
        <div className="col-span-2">
          <Detail term={t("back-office.leads.followUp")}>
            <LeadFollowUp lead={lead} />
          </Detail>
        </div>
      </dl>
      {lead.message && (
        <div className="mt-3 border-t border-border pt-3">
          <LeadMessageTeaser lead={lead} />
        </div>
      )}
      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <OwnLeadStatusSelect lead={lead} className="w-40" />
          <LeadConversation lead={lead} />
        </div>
      </div>
    </Card>
  );
}
