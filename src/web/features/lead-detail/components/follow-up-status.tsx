import { useEffect, useState } from "react";
import { formatDate } from "../../../../domain/format";
import { followUpDue } from "../../../../domain/follow-up-due";
import { FollowUpBadge } from "../../../components/leads/lead-follow-up";
import { useLocale, useT } from "../../../i18n/use-t";

/** How often the badge looks at the clock again, so a page left open turns "due today" into "overdue". */
const CLOCK_TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lead's follow-up: when, whether it is overdue or due today, and what to do. Read on the clock and
 * calendar of the broker's zone, as the follow-up form writes it and the lists and morning e-mail read it.
 */
export function FollowUpStatus({ at, note, zone }: { at: string | null; note: string | null; zone: string }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  if (at === null) {
    return <p className="text-sm text-muted-foreground">{t("back-office.leads.noFollowUp")}</p>;
  }
  const date = new Date(at);
  return (
    <div className="flex flex-col gap-1" data-testid="follow-up-status">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <time dateTime={at}>{formatDate(date, "dateTime", { locale, timeZone: zone })}</time>
        <FollowUpBadge due={followUpDue(date, zone, now)} />
      </p>
      {note && <p className="text-sm break-words text-muted-foreground">{note}</p>}
    </div>
  );
}
