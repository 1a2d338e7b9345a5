import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { useLocale, useT } from "../../../i18n/use-t";
import { quoteFigures, requestFigures, type Figure } from "../lead-figures";
import { DetailRow, DetailSection } from "./detail-section";

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid gap-4 tabular-nums sm:grid-cols-2">
      {figures.map((figure) => (
        <DetailRow key={figure.label} term={figure.label}>
          {figure.value}
        </DetailRow>
      ))}
    </dl>
  );
}

/**
 * What the client asked for: a quote laid out as the home dialog showed it (its inputs, then the estimate
 * with the payment first and largest), an application's amount and property, and the message they wrote.
 */
export function LeadRequestCard({ lead }: { lead: LeadDetailLead }) {
  const t = useT();
  const locale = useLocale();
  const quote = quoteFigures(lead.metadata, t, locale);
  const figures = requestFigures(lead.metadata, t, locale);
  if (!quote && figures.length === 0 && !lead.message) return null;
  const [payment, ...rest] = quote?.estimate ?? [];
  return (
    <DetailSection
      title={t(
        quote
          ? quote.form === "renewal"
            ? "back-office.leadDetail.renewalQuoteTitle"
            : "back-office.leadDetail.quoteTitle"
          : "back-office.leadDetail.requestTitle",
      )}
    >
      <div className="flex flex-col gap-4">
        {quote && payment && (
          <div
            className="rounded-xl border border-primary/15 bg-primary/5 p-4"
            aria-label={t("back-office.leadDetail.estimate")}
            role="group"
          >
            <dl className="grid gap-3 tabular-nums sm:grid-cols-3">
              <div className="flex items-baseline justify-between gap-2 sm:flex-col">
                <dt className="text-sm text-muted-foreground">{payment.label}</dt>
                <dd className="text-2xl font-bold text-primary" data-testid="lead-payment">
                  {payment.value}
                </dd>
              </div>
              {rest.map((figure) => (
                <div key={figure.label} className="flex items-baseline justify-between gap-2 sm:flex-col">
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd className="text-lg font-semibold">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {quote && quote.inputs.length > 0 && <FigureList figures={quote.inputs} />}
        {figures.length > 0 && <FigureList figures={figures} />}
        {lead.message && (
          <div>
            <h4 className="text-xs font-medium text-muted-foreground">
              {t("back-office.leadDetail.message")}
            </h4>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap">{lead.message}</p>
          </div>
        )}
      </div>
    </DetailSection>
  );
}
