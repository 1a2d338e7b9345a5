import { PAGE_VIEW_EVENT } from "../../../domain/schemas/admin-analytics";
import type { NewAnalyticsEvent } from "../schema";
import { DEMO_AGENTS, type DemoAgent } from "./agents";

/**
 * Profile page views per agent over the last 60 days, so every analytics period (7 days, 30 days,
 * all) and "top performing agents" show figures a small brokerage would see.
 */
const PAGE_VIEWS: Record<DemoAgent["key"], number> = { priya: 170, marc: 115, jasmine: 80, daniel: 30 };

const DAYS = 60;
const HOUR_MS = 3_600_000;

/**
 * A deterministic spread over the period: stepping by a prime keeps the hours from lining up, and the
 * power leans the views towards recent days, as a growing site's traffic does.
 */
function hoursAgo(index: number, count: number, offset: number): number {
  const spread = ((index * 7919 + offset) % count) / count;
  return Math.floor((DAYS * 24 - 24) * spread ** 1.4) + (index % 24);
}

export function demoPageViews(agentIds: Record<DemoAgent["key"], string>, now: Date): NewAnalyticsEvent[] {
  return DEMO_AGENTS.flatMap((agent) =>
    Array.from({ length: PAGE_VIEWS[agent.key] }, (_, i) => ({
      agentId: agentIds[agent.key],
      eventType: PAGE_VIEW_EVENT,
      createdAt: new Date(now.getTime() - hoursAgo(i, PAGE_VIEWS[agent.key], agent.joinedDaysAgo) * HOUR_MS),
    })),
  );
}
