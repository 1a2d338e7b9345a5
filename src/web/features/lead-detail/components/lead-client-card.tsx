import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { formatDate } from "../../../../domain/format";
import { LeadContactLinks } from "../../../components/leads/lead-details";
import { useLeadLabels } from "../../../components/leads/lead-status";
import { useLocale, useT } from "../../../i18n/use-t";
import { DetailRow, DetailSection } from "./detail-section";

/** Who the client is and how to reach them, what kind of lead it is, and the consent they gave. */
export function LeadClientCard({ lead, showBroker }: { lead: LeadDetailLead; showBroker: boolean }) {
  const t = useT();
  const locale = useLocale();
  const labels = useLeadLabels();
  const when = (iso: string) => formatDate(new Date(iso), "dateTime", { locale });
  return (
    <DetailSection title={t("back-office.leadDetail.clientTitle")}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow term={t("back-office.leadDetail.reach")}>
          <LeadContactLinks lead={lead} />
        </DetailRow>
        <DetailRow term={t("back-office.leadDetail.received")}>
          <time dateTime={lead.created_at}>{when(lead.created_at)}</time>
        </DetailRow>
        <DetailRow term={t("back-office.type")}>{labels.type(lead.type)}</DetailRow>
        <DetailRow term={t("back-office.source")}>{labels.source(lead.source)}</DetailRow>
        {showBroker && (
          <DetailRow term={t("back-office.agent")}>
            {lead.agent?.name ?? t("back-office.unassigned")}
          </DetailRow>
        )}
        <DetailRow term={t("back-office.leadDetail.consent")}>
          {lead.consent === null ? (
            <span className="text-muted-foreground">{t("back-office.leadDetail.consentNotAsked")}</span>
          ) : (
            t(
              lead.consent.casl
                ? "back-office.leadDetail.consentGiven"
                : "back-office.leadDetail.consentRefused",
              {
                date: when(lead.consent.at),
              },
            )
          )}
        </DetailRow>
      </dl>
    </DetailSection>
  );
}
