import { useId } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { formatDate } from "../../../domain/format";
import { LEAD_SORTS, type LeadSort } from "../../../domain/lead-cursor";
import { DEFAULT_TIME_ZONE } from "../../../domain/time-zones";
import { Badge } from "../ui/badge";
import { Label } from "../ui/label";
import { NativeSelect } from "../ui/native-select";
import { useLocale, useT } from "../../i18n/use-t";

/**
 * What a leads list's row says of its follow-up (the server judges it in the broker's time zone):
 * when, whether it is overdue or due today, and the zone to show the time in.
 */
export const listedFollowUpShape = {
  follow_up_at: z.string().nullable().catch(null),
  follow_up_due: z.enum(["overdue", "today"]).nullable().catch(null),
  follow_up_time_zone: z.string().catch(DEFAULT_TIME_ZONE),
};
export type ListedFollowUp = z.infer<z.ZodObject<typeof listedFollowUpShape>>;

/** "Overdue" or "Due today"; nothing for a follow-up still to come on a later day, or none. */
export function FollowUpBadge({ due }: { due: ListedFollowUp["follow_up_due"] }) {
  const t = useT();
  if (due === "overdue") return <Badge variant="destructive">{t("back-office.leads.followUpOverdue")}</Badge>;
  if (due === "today") return <Badge variant="accent">{t("back-office.leads.followUpDueToday")}</Badge>;
  return null;
}

/** The follow-up's date and time in the broker's zone, with its badge; "None planned" without one. */
export function LeadFollowUp({ lead }: { lead: ListedFollowUp }) {
  const t = useT();
  const locale = useLocale();
  const at = lead.follow_up_at ? new Date(lead.follow_up_at) : null;
  if (!at || Number.isNaN(at.getTime())) {
    return <span className="text-sm text-muted-foreground">{t("back-office.leads.noFollowUp")}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={lead.follow_up_at ?? undefined} className="text-sm whitespace-nowrap tabular-nums">
        {formatDate(at, "dateTime", { locale, timeZone: lead.follow_up_time_zone })}
      </time>
      <FollowUpBadge due={lead.follow_up_due} />
    </span>
  );
}

/** A leads list's order, kept in `?sort=` (absent: newest first); a new order starts at the first page. */
export function useLeadSortParam(): [sort: LeadSort, setSort: (sort: LeadSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = LEAD_SORTS.find((known) => known === searchParams.get("sort")) ?? "created";
  const setSort = (next: LeadSort) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "created") params.delete("sort");
        else params.set("sort", next);
        params.delete("page");
        return params;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/** Newest first, or soonest follow-up first (leads without one last). */
export function LeadSortSelect({ sort, onChange }: { sort: LeadSort; onChange: (sort: LeadSort) => void }) {
  const t = useT();
  const id = useId();
  const labels: Record<LeadSort, string> = {
    created: t("back-office.leads.sortCreated"),
    follow_up: t("back-office.leads.sortFollowUp"),
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{t("back-office.leads.sortLabel")}</Label>
      <NativeSelect
        id={id}
        value={sort}
        onChange={(event) => onChange(LEAD_SORTS.find((known) => known === event.target.value) ?? "created")}
      >
        {LEAD_SORTS.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
