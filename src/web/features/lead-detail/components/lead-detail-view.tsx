import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import type { LeadDetail } from "../../../../domain/lead-detail";
import { formatDate } from "../../../../domain/format";
import { useLeadLabels } from "../../../components/leads/lead-status";
import { LeadStatusBadge } from "../../../components/leads/lead-status-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { useLocale, useT } from "../../../i18n/use-t";
import { ApiError } from "../../../lib/api";
import { useLeadDetail } from "../api/get-lead-detail";
import { leadsListPath, type LeadPanel } from "../lead-panel";
import { LeadClientCard } from "./lead-client-card";
import { LeadConversationCard } from "./lead-conversation-card";
import { LeadRequestCard } from "./lead-request-card";
import { LeadStatusCard } from "./lead-status-card";
import { LeadTimeline } from "./lead-timeline";
import { NotesCard } from "./notes-card";

/** What each panel adds to the shared page, given the lead and the way to announce a save. */
export interface PanelParts {
  /** Under the status and follow-up: the broker's follow-up form, the super admin's assignment. */
  work?: (detail: LeadDetail, onSaved: (message: string) => void) => ReactNode;
  /** Before the notes: the broker's e-mail to the client. */
  beforeNotes?: (detail: LeadDetail, onSaved: (message: string) => void) => ReactNode;
}

interface LeadDetailViewProps extends PanelParts {
  panel: LeadPanel;
  leadId: string;
  /** The panel's name, for the document's title. */
  panelTitle: string;
  /** Said when the lead does not exist or is not the caller's. */
  notFound: string;
}

function BackToLeads({ panel }: { panel: LeadPanel }) {
  const t = useT();
  return (
    <Link
      to={leadsListPath(panel)}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("back-office.leadDetail.backToLeads")}
    </Link>
  );
}

/**
 * A lead's page, the same in the broker's dashboard and the super admin's panel: the client and what they
 * asked for on one side, the work on the lead (status, follow-up, notes, e-mails, its timeline) on the
 * other; one column on a phone. Saves are announced in a polite live region.
 */
export function LeadDetailView({
  panel,
  leadId,
  panelTitle,
  notFound,
  work,
  beforeNotes,
}: LeadDetailViewProps) {
  const t = useT();
  const locale = useLocale();
  const labels = useLeadLabels();
  const detail = useLeadDetail(panel, leadId);
  const [announcement, setAnnouncement] = useState("");

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-content" role="status" aria-label={t("back-office.leadDetail.loading")}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-9 w-72" />
        <Skeleton className="mt-6 h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="mx-auto flex max-w-content flex-col gap-4">
        <title>{`${t("back-office.leadDetail.notFoundTitle")} — ${panelTitle} — Vayu`}</title>
        <BackToLeads panel={panel} />
        {missing ? (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-border p-6">
            <SearchX className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <h2 className="text-lg font-semibold">{t("back-office.leadDetail.notFoundTitle")}</h2>
              <p className="mt-1 text-muted-foreground">{notFound}</p>
            </div>
          </div>
        ) : (
          <LoadError message={t("back-office.leadDetail.loadFailed")} onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }

  const { lead, timeline } = detail.data;
  const onSaved = (message: string) => setAnnouncement(message);
  return (
    <div className="@container mx-auto max-w-content">
      <title>{`${lead.client_name} — ${panelTitle} — Vayu`}</title>
      <BackToLeads panel={panel} />
      <header className="mt-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{lead.client_name}</h2>
          <LeadStatusBadge status={lead.status} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("back-office.leadDetail.summary", {
            type: labels.type(lead.type),
            source: labels.source(lead.source),
            date: formatDate(new Date(lead.created_at), "medium", { locale }),
          })}
        </p>
      </header>
      <div className="mt-6 grid items-start gap-6 @4xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <LeadClientCard lead={lead} showBroker={panel === "admin"} />
          <LeadRequestCard lead={lead} />
          <LeadConversationCard lead={lead} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <LeadStatusCard panel={panel} lead={lead} onSaved={onSaved}>
            {work?.(detail.data, onSaved)}
          </LeadStatusCard>
          {beforeNotes?.(detail.data, onSaved)}
          <NotesCard panel={panel} leadId={lead.id} onSaved={onSaved} />
          <LeadTimeline
            panel={panel}
            leadId={lead.id}
            source={lead.source}
            timeZone={lead.time_zone}
            timeline={timeline}
            onSaved={onSaved}
          />
        </div>
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="lead-saved">
        {announcement}
      </p>
    </div>
  );
}
