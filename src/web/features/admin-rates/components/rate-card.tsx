import type { AdminRate } from "../api/get-admin-rates";
import { useLocale, useT } from "../../../i18n/use-t";
import {
  formatUpdated,
  mortgageTypeLabel,
  provinceLabel,
  rateName,
  rateTypeLabel,
  sourceLabel,
} from "../format";
import { DeleteRateButton } from "./delete-rate-button";
import { EditableRateCell } from "./editable-rate-cell";
import { RateActiveBadge } from "./rate-active-badge";
import { rateTermLabel } from "../../../components/rates/rate-labels";

/** A rate as a card, for narrow screens: the same inline edits, toggle and delete as the table. */
export function RateCard({ rate }: { rate: AdminRate }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      aria-label={rateName(rate, t, locale)}
      className="grid gap-3 rounded-xl border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold">
            {rateTermLabel(rate.term, t)} · {rateTypeLabel(rate.rate_type, t)}
          </h4>
          <p className="text-sm text-muted-foreground">
            {provinceLabel(rate.province, locale)} · {mortgageTypeLabel(rate.mortgage_type, t)}
          </p>
        </div>
        <RateActiveBadge rate={rate} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{t("admin.rates.columnPosted")}</dt>
          <dd className="-ml-2">
            <EditableRateCell rate={rate} field="posted_rate" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{t("admin.rates.columnOurs")}</dt>
          <dd className="-ml-2">
            <EditableRateCell rate={rate} field="our_rate" />
          </dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <p className="min-w-0 break-words">
          {sourceLabel(rate.source_url, t)} · {t("admin.rates.columnUpdated")}{" "}
          <time dateTime={rate.updated_at}>{formatUpdated(rate.updated_at, locale)}</time>
        </p>
        <DeleteRateButton rate={rate} compact />
      </div>
    </article>
  );
}
