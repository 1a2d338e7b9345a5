import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { formatMoney } from "../../../../domain/text";
import type { Application } from "../applications";
import { useLocale, useT } from "../../../i18n/use-t";
import { ShortDate } from "../../../components/data/short-date";
import { ChatHistoryDialog } from "../../../components/leads/chat-history-dialog";
import { leadLabels, leadStatusVariant } from "../../../components/leads/lead-status";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function metadataText(metadata: Application["metadata"], key: string): string | null {
  const value = metadata?.[key];
  return typeof value === "string" && value.trim() ? value : null;
}

/** One application in the staff list: who, when, status, how to reach them and what they asked for. */
export function ApplicationCard({ application }: { application: Application }) {
  const { client_name, client_email, client_phone, created_at, status, source, agent, metadata } =
    application;
  const t = useT();
  const locale = useLocale();
  const labels = leadLabels(t);
  const amount = formatMoney(metadata?.mortgage_amount, locale);
  const property = metadataText(metadata, "property_address");
  const missing = <span className="text-muted-foreground">{t("back-office.notProvided")}</span>;

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{client_name}</h3>
          <p className="text-sm text-muted-foreground">
            <ShortDate value={created_at} />
          </p>
        </div>
        <Badge variant={leadStatusVariant(status)}>{labels.status(status)}</Badge>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail term={t("forms.applications.source")}>{labels.source(source)}</Detail>
        <Detail term={t("forms.applications.email")}>
          {client_email ? (
            <a className="text-primary hover:underline" href={`mailto:${client_email}`}>
              {client_email}
            </a>
          ) : (
            missing
          )}
        </Detail>
        <Detail term={t("forms.applications.phone")}>
          {client_phone ? (
            <a className="text-primary hover:underline" href={`tel:${client_phone.replace(/[^\d+]/g, "")}`}>
              {client_phone}
            </a>
          ) : (
            missing
          )}
        </Detail>
        <Detail term={t("forms.applications.assignedAgent")}>
          {agent?.name ?? t("back-office.unassigned")}
        </Detail>
        <Detail term={t("forms.applications.amount")}>
          {amount ? <span className="tabular-nums">{amount}</span> : missing}
        </Detail>
        <Detail term={t("forms.applications.property")}>{property ?? missing}</Detail>
      </dl>
      {application.message && (
        <p className="mt-3 border-t border-border pt-3 text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {application.message}
        </p>
      )}
      {application.chat_history && (
        <div className="mt-3">
          <ChatHistoryDialog clientName={client_name} messages={application.chat_history} />
        </div>
      )}
    </Card>
  );
}
