import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_ACTIVITY_FETCHED } from "../../src/domain/schemas/admin-analytics";
import { analyticsEvents, leads, type NewAnalyticsEvent, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

interface AnalyticsBody extends ApiErrorBody {
  period: string;
  from: string | null;
  to: string;
  totals: { page_views: number; leads: number };
  leads_by_source: Record<string, number>;
  recent_activity: { id: string; event_type: string; created_at: string; agent: { id: string } }[];
  daily: { date: string; page_views: number; leads: number }[];
}

const DAY_MS = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY_MS);
const torontoDate = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(date);

let t: TestContext;
let a: { cookie: string; agentId: string };
let b: { cookie: string; agentId: string };

/**
 * Agent A: leads 2, 20 and 50 days old (one from each chatbot spelling in the last week), page views
 * 1, 1, 10 and 60 days old, two other events today, and ten views 3 days old. Agent B has far more of
 * everything, none of which A may see.
 */
beforeAll(async () => {
  t = await createTestContext();
  const signIn = async () => {
    const { cookie, agentId } = await t.signInAs("agent");
    return { cookie, agentId: agentId! };
  };
  [a, b] = await Promise.all([signIn(), signIn()]);
  const lead = (agentId: string, days: number, source = "website"): NewLead => ({
    agentId,
    clientName: "Client",
    clientEmail: "client@example.ca",
    type: "contact",
    source,
    createdAt: daysAgo(days),
  });
  await t.deps.db
    .insert(leads)
    .values([
      lead(a.agentId, 2, "AI Chatbot"),
      lead(a.agentId, 2.5, "Vayu Chatbot"),
      lead(a.agentId, 20, "contact_form"),
      lead(a.agentId, 50),
      ...Array.from({ length: 9 }, (_, i) => lead(b.agentId, 1 + i / 10)),
    ]);
  const event = (agentId: string, days: number, eventType = "page_view"): NewAnalyticsEvent => ({
    agentId,
    eventType,
    createdAt: daysAgo(days),
  });
  await t.deps.db
    .insert(analyticsEvents)
    .values([
      event(a.agentId, 1),
      event(a.agentId, 1.2),
      event(a.agentId, 10),
      event(a.agentId, 60),
      event(a.agentId, 0.01, "contact_click"),
      event(a.agentId, 0.02, "contact_click"),
      ...Array.from({ length: 10 }, (_, i) => event(a.agentId, 3 + i / 100)),
      ...Array.from({ length: 20 }, (_, i) => event(b.agentId, 0.001 + i / 1000)),
    ]);
});
afterAll(() => t.close());

async function analytics(query: string, cookie?: string) {
  const res = await t.request(`/api/dashboard/analytics${query}`, { cookie });
  return { res, body: (await res.json()) as AnalyticsBody };
}

const sum = (body: AnalyticsBody, key: "page_views" | "leads") =>
  body.daily.reduce((total, day) => total + day[key], 0);

describe("GET /api/dashboard/analytics", () => {
  it("refuses visitors, the super admin and a deactivated agent, and an unknown period", async () => {
    expect((await analytics("")).res.status).toBe(401);
    expect((await analytics("", (await t.signInAs("super_admin")).cookie)).res.status).toBe(403);
    expect((await analytics("", (await t.signInAs("agent", { agentActive: false })).cookie)).res.status).toBe(
      403,
    );
    const { res, body } = await analytics("?period=90d", a.cookie);
    expect(res.status).toBe(400);
    expect(body.error.field).toBe("period");
  });

  it("counts only the caller's page views and leads, with the period applied", async () => {
    const week = (await analytics("?period=7d", a.cookie)).body;
    expect(week.totals).toEqual({ page_views: 12, leads: 2 });
    expect(week.leads_by_source).toEqual({ "AI Chatbot": 2 });
    expect(week.daily).toHaveLength(7);
    expect(week.to).toBe(torontoDate(new Date()));
    expect(sum(week, "page_views")).toBe(12);
    expect(sum(week, "leads")).toBe(2);

    const month = (await analytics("?period=30d", a.cookie)).body;
    expect(month.totals).toEqual({ page_views: 13, leads: 3 });
    expect(month.leads_by_source).toEqual({ "AI Chatbot": 2, contact_form: 1 });
    expect(month.daily).toHaveLength(30);

    const all = (await analytics("", a.cookie)).body;
    expect(all.period).toBe("all");
    expect(all.totals).toEqual({ page_views: 14, leads: 4 });
    expect(all.from).toBe(torontoDate(daysAgo(60)));
    expect(sum(all, "page_views")).toBe(14);
    expect(sum(all, "leads")).toBe(4);
  });

  it("lists the caller's latest 10 events, newest first, never another agent's", async () => {
    const { body } = await analytics("?period=30d", a.cookie);
    expect(body.recent_activity).toHaveLength(RECENT_ACTIVITY_FETCHED);
    expect(body.recent_activity.every((event) => event.agent.id === a.agentId)).toBe(true);
    expect(body.recent_activity.slice(0, 2).map((event) => event.event_type)).toEqual([
      "contact_click",
      "contact_click",
    ]);
    const times = body.recent_activity.map((event) => Date.parse(event.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const other = (await analytics("?period=7d", b.cookie)).body;
    expect(other.totals).toEqual({ page_views: 20, leads: 9 });
    expect(other.recent_activity.every((event) => event.agent.id === b.agentId)).toBe(true);
  });
});
