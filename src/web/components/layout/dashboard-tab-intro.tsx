import type { DashboardTab } from "./dashboard-tabs";

/** The heading and purpose of the selected dashboard tab. */
export function DashboardTabIntro({ tab }: { tab: DashboardTab }) {
  const Icon = tab.icon;
  return (
    <section aria-labelledby="tab-title" className="mx-auto max-w-content">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id="tab-title" className="text-2xl font-semibold tracking-tight">
          {tab.label}
        </h2>
      </div>
      <p className="mt-3 max-w-prose text-muted-foreground">{tab.description}</p>
    </section>
  );
}
