import type { NewAnalyticsEvent } from "../schema";
import { DEMO_AGENTS, type DemoAgent } from "./agents";

/** Page views per agent over the last 30 days, so analytics and "top performing agents" have data. */
const PAGE_VIEWS: Record<DemoAgent["key"], number> = { priya: 36, marc: 22, jasmine: 14, daniel: 3 };

const HOURS_IN_30_DAYS = 720;
const HOUR_MS = 3_600_000;

export function demoPageViews(agentIds: Record<DemoAgent["key"], string>, now: Date): NewAnalyticsEvent[] {
  return DEMO_AGENTS.flatMap((agent) =>
    Array.from({ length: PAGE_VIEWS[agent.key] }, (_, i) => {
      // Spread deterministically over the period; stepping by a prime keeps the hours from lining up.
      const hoursAgo = ((i + 1) * 7919 + agent.joinedDaysAgo) % HOURS_IN_30_DAYS;
      return {
        agentId: agentIds[agent.key],
        eventType: "page_view",
        createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      };
    }),
  );
}
