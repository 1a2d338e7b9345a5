import { Eye, Inbox } from "lucide-react";
import { useId, type ComponentType } from "react";
import { useLeadLabels } from "../leads/lead-status";
import { Card } from "../ui/card";
import type { AnalyticsSummary } from "./analytics-data";
import { useLocale, useT } from "../../i18n/use-t";
import { formatCount } from "./format";

interface StatCardProps {
  label: string;
  value: number;
  hint: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

function StatCard({ label, value, hint, icon: Icon }: StatCardProps) {
  const locale = useLocale();
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-5">
      <div className="flex items-center justify-between gap-3">
        <p id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <Icon className="size-4 text-primary" aria-hidden={true} />
      </div>
      <p data-testid="stat-value" className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
        {formatCount(value, locale)}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

interface StatCardsProps {
  data: AnalyticsSummary;
  /** What the page views and leads count, in the tab's own words. */
  hints: { pageViews: string; leads: string };
}

/** Page views, leads and where the leads came from, for the chosen period. */
export function StatCards({ data, hints }: StatCardsProps) {
  const t = useT();
  const locale = useLocale();
  const labels = useLeadLabels();
  const sources = Object.entries(data.leads_by_source).sort(([, a], [, b]) => b - a);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label={t("back-office.analytics.pageViews")}
        value={data.totals.page_views}
        hint={hints.pageViews}
        icon={Eye}
      />
      <StatCard
        label={t("back-office.analytics.leads")}
        value={data.totals.leads}
        hint={hints.leads}
        icon={Inbox}
      />
      <Card className="p-5 sm:col-span-2 lg:col-span-1">
        <p className="text-sm font-medium text-muted-foreground">
          {t("back-office.analytics.leadsBySource")}
        </p>
        {sources.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">—</p>
        ) : (
          <dl className="mt-2 grid gap-1 text-sm">
            {sources.map(([source, count]) => (
              <div key={source} className="flex justify-between gap-3">
                <dt>{labels.source(source)}</dt>
                <dd className="font-semibold tabular-nums">{formatCount(count, locale)}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}
