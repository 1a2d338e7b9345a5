import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { analyticsEvents, testimonials, type Agent } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

const PRIVATE_FIELDS = ["user_id", "crm_email", "is_active", "userId", "crmEmail"];

let t: TestContext;
let zoe: Agent;
let adam: Agent;
let retired: Agent;
let noSlug: Agent;
beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  const { userId } = await t.signInAs("agent", { withAgent: false });
  zoe = await insertAgent(db, {
    name: "Zoe Tremblay",
    profileSlug: "zoetremblay",
    userId,
    crmEmail: "zoe.crm@private.test",
    phone: "416-555-0101",
    licenceNumber: "M08005555",
    bio: "Toronto broker",
    socialLinks: { facebook: "https://facebook.com/zoe" },
    applicationLinks: { apply: "https://apply.test/zoe", newsletter: "/newsletter" },
    contactDetails: { address: "1 King St W, Toronto" },
  });
  adam = await insertAgent(db, { name: "Adam Singh", profileSlug: "adamsingh" });
  retired = await insertAgent(db, { name: "Bea Retired", profileSlug: "bearetired", isActive: false });
  noSlug = await insertAgent(db, { name: "Carl Noslug", profileSlug: null });
});
afterAll(() => t.close());

describe("GET /api/agents/list (get_agent_list)", () => {
  it("lists active agents as {id, name}, ordered by name", async () => {
    const res = await t.request("/api/agents/list");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: adam.id, name: "Adam Singh" },
      { id: noSlug.id, name: "Carl Noslug" },
      { id: zoe.id, name: "Zoe Tremblay" },
    ]);
  });
});

describe("GET /api/agents", () => {
  it("lists active agents with the find-broker and contact fields only", async () => {
    const body = (await (await t.request("/api/agents")).json()) as { agents: Record<string, unknown>[] };
    expect(body.agents.map((a) => a.name)).toEqual(["Adam Singh", "Carl Noslug", "Zoe Tremblay"]);
    const card = body.agents[2]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        "agent_logo_url",
        "banner_image_url",
        "bio",
        "contact_details",
        "email",
        "headshot_url",
        "id",
        "licence_number",
        "name",
        "phone",
        "profile_slug",
      ].sort(),
    );
    expect(card).toMatchObject({
      id: zoe.id,
      phone: "416-555-0101",
      licence_number: "M08005555",
      profile_slug: "zoetremblay",
      contact_details: { address: "1 King St W, Toronto" },
    });
  });
});

describe("GET /api/agents/:idOrSlug (get_agent_public_profile)", () => {
  it("finds an active agent by slug and by id, without private fields", async () => {
    for (const identifier of ["zoetremblay", zoe.id]) {
      const res = await t.request(`/api/agents/${identifier}`);
      expect(res.status).toBe(200);
      const { agent } = (await res.json()) as { agent: Record<string, unknown> };
      expect(agent).toMatchObject({
        id: zoe.id,
        name: "Zoe Tremblay",
        profile_slug: "zoetremblay",
        licence_number: "M08005555",
        social_links: { facebook: "https://facebook.com/zoe" },
        application_links: { apply: "https://apply.test/zoe", newsletter: "/newsletter" },
      });
      for (const field of PRIVATE_FIELDS) expect(agent).not.toHaveProperty(field);
      expect(JSON.stringify(agent)).not.toContain("zoe.crm@private.test");
    }
  });

  it("finds an agent without a slug by id", async () => {
    const res = await t.request(`/api/agents/${noSlug.id}`);
    expect(res.status).toBe(200);
  });

  it("answers 404 'Agent not found' for an inactive, unknown or malformed identifier", async () => {
    for (const identifier of [
      "bearetired",
      retired.id,
      "nobody",
      randomUUID(),
      "not-a-uuid-%27%3B",
      "12345678-1234-1234-1234-12345678901Z",
      "x".repeat(500),
    ]) {
      const res = await t.request(`/api/agents/${identifier}`);
      expect(res.status, identifier).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error).toEqual({
        message: publicMessages.agentNotFoundToast,
        code: "not_found",
      });
    }
  });
});

describe("GET /api/agents/:idOrSlug/testimonials", () => {
  beforeAll(async () => {
    const rows = [
      { agentId: zoe.id, clientName: "Approved old", isApproved: true, createdAt: minutesAgo(100) },
      { agentId: zoe.id, clientName: "Pending", isApproved: false, createdAt: minutesAgo(1) },
      { agentId: adam.id, clientName: "Other agent", isApproved: true, createdAt: minutesAgo(1) },
      { agentId: retired.id, clientName: "Retired", isApproved: true, createdAt: minutesAgo(1) },
      ...Array.from({ length: 6 }, (_, i) => ({
        agentId: zoe.id,
        clientName: `Recent ${i}`,
        isApproved: true,
        createdAt: minutesAgo(10 + i),
      })),
    ];
    await t.deps.db
      .insert(testimonials)
      .values(rows.map((r) => ({ ...r, content: `Great service from ${r.clientName}`, rating: 5 })));
  });

  it("returns up to 6 approved testimonials of that agent, newest first", async () => {
    const res = await t.request("/api/agents/zoetremblay/testimonials");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { testimonials: Record<string, unknown>[] };
    expect(body.testimonials.map((x) => x.client_name)).toEqual([
      "Recent 0",
      "Recent 1",
      "Recent 2",
      "Recent 3",
      "Recent 4",
      "Recent 5",
    ]);
    expect(Object.keys(body.testimonials[0]!).sort()).toEqual([
      "client_name",
      "content",
      "created_at",
      "id",
      "rating",
    ]);
    expect(new Date(body.testimonials[0]!.created_at as string).getTime()).not.toBeNaN();
  });

  it("never shows a pending testimonial", async () => {
    const body = (await (await t.request(`/api/agents/${adam.id}/testimonials`)).json()) as {
      testimonials: { client_name: string }[];
    };
    expect(body.testimonials.map((x) => x.client_name)).toEqual(["Other agent"]);
  });

  it("answers 404 for an inactive agent", async () => {
    expect((await t.request("/api/agents/bearetired/testimonials")).status).toBe(404);
  });
});

describe("POST /api/agents/:idOrSlug/page-view", () => {
  async function views(agentId: string) {
    const rows = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.agentId, agentId), eq(analyticsEvents.eventType, "page_view")));
    return rows.length;
  }

  it("records one page_view per visitor and agent per half hour", async () => {
    const ip = "198.51.100.20";
    const first = await t.request("/api/agents/adamsingh/page-view", { method: "POST", ip });
    expect(first.status).toBe(204);
    expect(await views(adam.id)).toBe(1);

    const refresh = await t.request(`/api/agents/${adam.id}/page-view`, { method: "POST", ip });
    expect(refresh.status).toBe(204);
    expect(await views(adam.id)).toBe(1);

    await t.request("/api/agents/adamsingh/page-view", { method: "POST", ip: "198.51.100.21" });
    expect(await views(adam.id)).toBe(2);

    await t.request("/api/agents/zoetremblay/page-view", { method: "POST", ip });
    expect(await views(zoe.id)).toBe(1);
  });

  it("answers 404 for an inactive or unknown agent and records nothing", async () => {
    const res = await t.request("/api/agents/bearetired/page-view", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await views(retired.id)).toBe(0);
    expect((await t.request("/api/agents/nobody/page-view", { method: "POST" })).status).toBe(404);
  });
});
