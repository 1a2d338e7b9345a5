import type { ReactNode } from "react";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";

/**
 * The results column: beside the form from lg up (sticky while the form scrolls), under it on a phone, as the
 * other calculators lay theirs out. Its one-sentence announcement is read once the visitor pauses.
 */
export function ResultsPanel({
  id,
  title,
  announcement,
  children,
}: {
  id: string;
  title: string;
  announcement: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-primary/15 bg-primary/5 p-4 sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-primary uppercase">
        {title}
      </h2>
      {children}
      <LiveAnnouncement message={announcement} />
    </section>
  );
}

/** The calculator's grid: the form and what follows it in the first column, the results beside them. */
export function CalculatorGrid({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">{children}</div>;
}
