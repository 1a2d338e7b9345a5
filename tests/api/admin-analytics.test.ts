import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, leads, type NewAnalyticsEvent, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, type ApiErrorBody } from "./public-fixtures";

interface AnalyticsBody extends ApiErrorBody {
  period: string;
  from: string | null;
  to: string;
  series_capped: boolean;
  totals: { page_views: number; leads: number };
  leads_by_source: Record<string, number>;
  top_agents: { id: string; name: string; leads: number; page_views: number }[];
  recent_activity: {
    id: string;
    event_type: string;
    created_at: string;
    agent: { id: string; name: string };
  }[];
  daily: { date: string; page_views: number; leads: number }[];
}

const DAY_MS = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY_MS);
const torontoDate = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(date);

let t: TestContext;
let superCookie: string;
const eightDaysAgo = daysAgo(8);

/**
 * Leads and events at known ages: 7d sees the last few days, 30d adds Bravo's older leads and
 * Alpha's 8-day-old view, 'all' adds Hotel's 40-day-old leads and a view 100 days back.
 */
beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  const db = t.deps.db;
  const agent = async (name: string) => (await insertAgent(db, { name })).id;
  const [alpha, bravo, charlie, delta, echo, foxtrot, , hotel] = await Promise.all(
    ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"].map(agent),
  );
  const lead = (agentId: string | null, days: number, source = "website"): NewLead => ({
    agentId,
    clientName: "Client",
    clientEmail: "client@example.ca",
    type: "application",
    source,
    createdAt: daysAgo(days),
  });
  const times = (n: number, make: (i: number) => NewLead) => Array.from({ length: n }, (_, i) => make(i));
  await db
    .insert(leads)
    .values([
      ...times(3, (i) => lead(alpha!, 1 + i / 10)),
      ...times(2, (i) => lead(bravo!, 2 + i / 10, "contact_form")),
      ...times(5, (i) => lead(bravo!, 20 + i / 10)),
      lead(charlie!, 1),
      lead(delta!, 2),
      lead(echo!, 3, "mortgage_calculator"),
      ...times(10, (i) => lead(hotel!, 40 + i / 10)),
      lead(null, 1, "AI Chatbot"),
      lead(null, 2, "Vayu Chatbot"),
    ]);
  const event = (agentId: string, days: number, eventType = "page_view"): NewAnalyticsEvent => ({
    agentId,
    eventType,
    createdAt: daysAgo(days),
  });
  await db
    .insert(analyticsEvents)
    .values([
      event(alpha!, 1),
      event(alpha!, 1.1),
      event(alpha!, 0.05, "contact_click"),
      event(alpha!, 0.06, "contact_click"),
      { ...event(alpha!, 8), createdAt: eightDaysAgo },
      event(alpha!, 100),
      event(delta!, 2),
      event(delta!, 2.1),
      event(delta!, 2.2),
      event(echo!, 3),
      event(foxtrot!, 0.1),
      event(foxtrot!, 0.2),
    ]);
});
afterAll(() => t.close());

/** An empty cookie sends none. */
async function analytics(query = "", cookie = superCookie) {
  const res = await t.request(`/api/admin/analytics${query}`, { cookie });
  return { res, body: (await res.json()) as AnalyticsBody };
}

const sum = (days: AnalyticsBody["daily"], key: "page_views" | "leads") =>
  days.reduce((total, day) => total + day[key], 0);

describe("who may use /api/admin/analytics", () => {
  it("is super_admin only", async () => {
    expect((await analytics("", "")).res.status).toBe(401);
    for (const role of ["agent", "admin", "others"] as const) {
      const { res, body } = await analytics("", (await t.signInAs(role)).cookie);
      expect(res.status, role).toBe(403);
      expect(body.error.code).toBe("forbidden");
    }
    const { res } = await analytics();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses an unknown period with a 400 naming it", async () => {
    const { res, body } = await analytics("?period=90d");
    expect(res.status).toBe(400);
    expect(body.error.field).toBe("period");
  });
});

describe("GET /api/admin/analytics", () => {
  it("applies the last 7 days to every figure and counts only page_view as a page view", async () => {
    const { body } = await analytics("?period=7d");
    expect(body.period).toBe("7d");
    expect(body.totals).toEqual({ page_views: 8, leads: 10 });
    expect(body.leads_by_source).toEqual({
      website: 5,
      contact_form: 2,
      mortgage_calculator: 1,
      "AI Chatbot": 2,
    });
    expect(body.top_agents).toEqual([
      expect.objectContaining({ name: "Alpha", leads: 3, page_views: 2 }),
      expect.objectContaining({ name: "Bravo", leads: 2, page_views: 0 }),
      expect.objectContaining({ name: "Delta", leads: 1, page_views: 3 }),
      expect.objectContaining({ name: "Echo", leads: 1, page_views: 1 }),
      expect.objectContaining({ name: "Charlie", leads: 1, page_views: 0 }),
    ]);
    expect(body.recent_activity).toHaveLength(10);
    expect(body.recent_activity.map((e) => Date.parse(e.created_at))).not.toContain(eightDaysAgo.getTime());

    expect(body.daily).toHaveLength(7);
    expect(body.from).toBe(body.daily[0]!.date);
    expect(body.to).toBe(torontoDate(new Date()));
    expect(body.daily.at(-1)!.date).toBe(body.to);
    expect(sum(body.daily, "page_views")).toBe(8);
    expect(sum(body.daily, "leads")).toBe(10);
    expect(body.daily.map((d) => d.date)).not.toContain(torontoDate(eightDaysAgo));
  });

  it("includes the 8-day-old view and Bravo's older leads in the last 30 days", async () => {
    const { body } = await analytics("?period=30d");
    expect(body.totals).toEqual({ page_views: 9, leads: 15 });
    expect(body.top_agents.map((a) => [a.name, a.leads, a.page_views])).toEqual([
      ["Bravo", 7, 0],
      ["Alpha", 3, 3],
      ["Delta", 1, 3],
      ["Echo", 1, 1],
      ["Charlie", 1, 0],
    ]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.find((d) => d.date === torontoDate(eightDaysAgo))?.page_views).toBe(1);
    expect(sum(body.daily, "page_views")).toBe(9);
    expect(sum(body.daily, "leads")).toBe(15);

    const recent = body.recent_activity;
    expect(recent).toHaveLength(10);
    expect(recent.slice(0, 2).map((e) => [e.event_type, e.agent.name])).toEqual([
      ["contact_click", "Alpha"],
      ["contact_click", "Alpha"],
    ]);
    const times = recent.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("counts everything for 'all' (the default), with a daily series from the first day", async () => {
    const { body } = await analytics();
    expect(body.period).toBe("all");
    expect(body.totals).toEqual({ page_views: 10, leads: 25 });
    expect(body.top_agents.map((a) => a.name)).toEqual(["Hotel", "Bravo", "Alpha", "Delta", "Echo"]);
    expect(body.recent_activity).toHaveLength(10);
    expect(body.from).toBe(torontoDate(daysAgo(100)));
    expect(body.series_capped).toBe(false);
    expect(body.daily[0]!.date).toBe(body.from);
    expect(sum(body.daily, "page_views")).toBe(10);
    expect(sum(body.daily, "leads")).toBe(25);
    expect((await analytics("?period=")).body.totals).toEqual(body.totals);
  });

  it("keeps 'all' totals complete but stops its chart at 365 days", async () => {
    const [old] = await t.deps.db
      .insert(leads)
      .values({ clientName: "Old", type: "contact", source: "contact_form", createdAt: daysAgo(400) })
      .returning();
    const { body } = await analytics("?period=all");
    expect(body.totals.leads).toBe(26);
    expect(body.series_capped).toBe(true);
    expect(body.daily).toHaveLength(365);
    expect(sum(body.daily, "leads")).toBe(25);
    expect(old).toBeDefined();
  });
});

describe("an empty database", () => {
  it("answers zeros and an empty series", async () => {
    const empty = await createTestContext();
    try {
      const res = await empty.request("/api/admin/analytics", {
        cookie: (await empty.signInAs("super_admin")).cookie,
      });
      const body = (await res.json()) as AnalyticsBody;
      expect(body).toMatchObject({
        totals: { page_views: 0, leads: 0 },
        leads_by_source: {},
        top_agents: [],
        recent_activity: [],
        daily: [],
        from: null,
        series_capped: false,
      });
      const week = (await (
        await empty.request("/api/admin/analytics?period=7d", {
          cookie: (await empty.signInAs("super_admin")).cookie,
        })
      ).json()) as AnalyticsBody;
      expect(week.daily.map((d) => d.page_views + d.leads)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    } finally {
      await empty.close();
    }
  });
});
