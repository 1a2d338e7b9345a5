import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
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
import type { DashboardLead } from "../api/get-dashboard-leads";
import { useT } from "../../../i18n/use-t";
import { OwnLeadStatusSelect } from "./own-lead-status-select";

/** Where one of the broker's leads opens in full. */
export function ownLeadPath(id: string): string {
  return `/agent-dashboard/leads/${id}`;
}

/** The table's columns: who (opening the lead), what they asked for, when, the follow-up, and the status. */
export function useLeadColumns(): ColumnDef<DashboardLead>[] {
  const t = useT();
  const labels = useLeadLabels();
  return useMemo(
    () => [
      {
        id: "client",
        header: t("back-office.client"),
        meta: { rowHeader: true, className: "min-w-44" },
        cell: ({ row }) => (
          <>
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={ownLeadPath(row.original.id)}
                className="font-semibold break-words text-primary hover:underline"
              >
                {row.original.client_name}
              </Link>
              <LeadStatusBadge status={row.original.status} />
            </span>
            <div className="mt-1">
              <LeadContactLinks lead={row.original} />
            </div>
          </>
        ),
      },
      {
        id: "lead",
        header: t("dashboard.leads.columnLead"),
        meta: { className: "min-w-56" },
        cell: ({ row }) => (
          <>
            <span className="font-medium">{labels.type(row.original.type)}</span>
            <span className="text-muted-foreground"> · {labels.source(row.original.source)}</span>
            <div className="mt-1">
              <LeadMessageTeaser lead={row.original} />
            </div>
            {row.original.chat_history && (
              <div className="mt-2">
                <LeadConversation lead={row.original} />
              </div>
            )}
          </>
        ),
      },
      {
        id: "received",
        header: t("dashboard.leads.columnReceived"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => <LeadReceived lead={row.original} />,
      },
      {
        id: "followUp",
        header: t("back-office.leads.followUp"),
        meta: { className: "min-w-36" },
        cell: ({ row }) => <LeadFollowUp lead={row.original} />,
      },
      {
        id: "status",
        header: t("back-office.status"),
        cell: ({ row }) => <OwnLeadStatusSelect lead={row.original} />,
      },
    ],
    [t, labels],
  );
}
