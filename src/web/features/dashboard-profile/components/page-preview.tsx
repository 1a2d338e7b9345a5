import type { ReactNode } from "react";
import { ProfileHero, type HeroAgent } from "../../../components/agent-profile/profile-hero";

interface PagePreviewProps {
  title: string;
  agent: HeroAgent;
  /** What the page shows under its hero, when the tab changes it. */
  children?: ReactNode;
}

/**
 * The top of the agent's public page with the tab's unsaved values, drawn by the page's own hero.
 * Inert: a picture of the page, not a second set of its buttons and links.
 */
export function PagePreview({ title, agent, children }: PagePreviewProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-muted-foreground">{title}</p>
      <div inert className="overflow-hidden rounded-xl border border-border bg-background shadow-sm">
        <ProfileHero agent={agent} onViewRates={() => undefined} />
        {children && <div className="flex flex-col gap-6 border-t border-border p-6">{children}</div>}
      </div>
    </section>
  );
}
