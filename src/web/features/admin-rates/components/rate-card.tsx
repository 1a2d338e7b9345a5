import type { AdminRate } from "../api/get-admin-rates";
import { formatUpdated, sourceLabel } from "../format";
import { adminRatesMessages, rateTypeLabel } from "../messages";
import { DeleteRateButton } from "./delete-rate-button";
import { EditableRateCell } from "./editable-rate-cell";
import { RateActiveBadge } from "./rate-active-badge";

/** A rate as a card, for narrow screens: the same inline edits, toggle and delete as the table. */
export function RateCard({ rate }: { rate: AdminRate }) {
  return (
    <article
      aria-label={`${rate.term} ${rate.rate_type}, ${rate.province}`}
      className="grid gap-3 rounded-xl border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold">
            {rate.term} · {rateTypeLabel(rate.rate_type)}
          </h4>
          <p className="text-sm text-muted-foreground">
            {rate.province} · {rate.mortgage_type}
          </p>
        </div>
        <RateActiveBadge rate={rate} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{adminRatesMessages.columnPosted}</dt>
          <dd className="-ml-2">
            <EditableRateCell rate={rate} field="posted_rate" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{adminRatesMessages.columnOurs}</dt>
          <dd className="-ml-2">
            <EditableRateCell rate={rate} field="our_rate" />
          </dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <p className="min-w-0 break-words">
          {sourceLabel(rate.source_url)} · {adminRatesMessages.columnUpdated}{" "}
          <time dateTime={rate.updated_at}>{formatUpdated(rate.updated_at)}</time>
        </p>
        <DeleteRateButton rate={rate} compact />
      </div>
    </article>
  );
}
