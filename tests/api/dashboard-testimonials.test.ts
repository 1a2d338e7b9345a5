import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

const APPROVED_TESTIMONIAL_KEPT =
  "This testimonial is approved and shown on your page; only an admin can remove it.";
const TESTIMONIAL_NOT_FOUND = "Testimonial not found";

interface OwnTestimonial {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  is_approved: boolean;
  created_at: string;
}

interface Body extends ApiErrorBody {
  testimonial: OwnTestimonial;
  testimonials: OwnTestimonial[];
  total: number;
  limit: number;
  offset: number;
}

interface Agent {
  cookie: string;
  agentId: string;
  slug: string;
}

let t: TestContext;
let agentA: Agent;
let agentB: Agent;
let superCookie: string;

async function signInAgent(): Promise<Agent> {
  const { cookie, agentId } = await t.signInAs("agent");
  const slug = (await (await t.request(`/api/agents/${agentId}`)).json()) as {
    agent: { profile_slug: string };
  };
  return { cookie, agentId: agentId!, slug: slug.agent.profile_slug };
}

beforeAll(async () => {
  t = await createTestContext();
  [agentA, agentB] = await Promise.all([signInAgent(), signInAgent()]);
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

async function send(method: string, path: string, cookie: string, json?: unknown) {
  const res = await t.request(`/api/dashboard/testimonials${path}`, { method, json, cookie });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : {}) as Body };
}

const sample = (client: string) => ({
  client_name: client,
  content: `${client} was well looked after.`,
  rating: 5,
});

async function submit(agent: Agent, client: string) {
  const { res, body } = await send("POST", "", agent.cookie, sample(client));
  expect(res.status).toBe(201);
  return body.testimonial;
}

async function publicClients(agent: Agent): Promise<string[]> {
  const res = await t.request(`/api/agents/${agent.slug}/testimonials`);
  const body = (await res.json()) as { testimonials: { client_name: string }[] };
  return body.testimonials.map((row) => row.client_name);
}

async function stored(id: string) {
  const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

describe("who may use /api/dashboard/testimonials", () => {
  it("is for agents and admins with an active agent profile of their own", async () => {
    const id = (await submit(agentA, "Guarded Client")).id;
    const calls = (cookie?: string) => [
      t.request("/api/dashboard/testimonials", { cookie }),
      t.request("/api/dashboard/testimonials", { method: "POST", json: sample("Intruder"), cookie }),
      t.request(`/api/dashboard/testimonials/${id}`, { method: "DELETE", cookie }),
    ];
    const statuses = async (cookie?: string) => (await Promise.all(calls(cookie))).map((r) => r.status);
    expect(await statuses()).toEqual([401, 401, 401]);
    // The super admin approves testimonials in their own panel; the dashboard is not theirs.
    expect(await statuses(superCookie), "super_admin").toEqual([403, 403, 403]);
    expect(await statuses((await t.signInAs("others")).cookie), "others").toEqual([403, 403, 403]);
    const noAgentRow = await t.signInAs("admin", { withAgent: false });
    expect(await statuses(noAgentRow.cookie), "admin without agent").toEqual([403, 403, 403]);
    const deactivated = await t.signInAs("agent", { agentActive: false });
    expect(await statuses(deactivated.cookie), "deactivated agent").toEqual([403, 403, 403]);

    expect(await stored(id)).toBeDefined();
    const intruders = await t.deps.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.clientName, "Intruder"));
    expect(intruders).toEqual([]);
  });

  it("serves an admin who has an agent profile, scoped to that profile", async () => {
    const admin = await t.signInAs("admin");
    const { res, body } = await send("POST", "", admin.cookie, sample("Admin's Own Client"));
    expect(res.status).toBe(201);
    expect((await stored(body.testimonial.id))?.agentId).toBe(admin.agentId);
  });
});

describe("POST /api/dashboard/testimonials", () => {
  it("submits a pending testimonial for the caller's own agent (spec sections 4 and 7)", async () => {
    const { res, body } = await send("POST", "", agentA.cookie, {
      client_name: "  Amira Haddad ",
      content: "Patient and clear from start to finish.",
      rating: "4",
    });
    expect(res.status).toBe(201);
    expect(body.testimonial).toMatchObject({
      client_name: "Amira Haddad",
      content: "Patient and clear from start to finish.",
      rating: 4,
      is_approved: false,
    });
    expect(await stored(body.testimonial.id)).toMatchObject({
      agentId: agentA.agentId,
      adminId: null,
      isApproved: false,
    });
    expect(await publicClients(agentA)).not.toContain("Amira Haddad");
  });

  it("ignores a body that tries to approve it, name its admin or give it to another agent", async () => {
    const { res, body } = await send("POST", "", agentA.cookie, {
      ...sample("Self Approver"),
      is_approved: true,
      agent_id: agentB.agentId,
      admin_id: "someone",
    });
    expect(res.status).toBe(201);
    expect(body.testimonial.is_approved).toBe(false);
    expect(await stored(body.testimonial.id)).toMatchObject({
      agentId: agentA.agentId,
      adminId: null,
      isApproved: false,
    });
    expect(await publicClients(agentA)).not.toContain("Self Approver");
    expect(await publicClients(agentB)).not.toContain("Self Approver");
  });

  it("requires client name, content and a whole rating from 1 to 5 (spec section 5), saving nothing else", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...sample("No Name"), client_name: "   " }, "client_name"],
      [{ ...sample("No Content"), content: "" }, "content"],
      [{ client_name: "No Rating", content: "Good." }, "rating"],
      [{ ...sample("Zero"), rating: 0 }, "rating"],
      [{ ...sample("Six"), rating: 6 }, "rating"],
      [{ ...sample("Half"), rating: 4.5 }, "rating"],
      [{ ...sample("Word"), rating: "five" }, "rating"],
    ];
    const before = (await send("GET", "", agentA.cookie)).body.total;
    for (const [json, field] of bad) {
      const { res, body } = await send("POST", "", agentA.cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body.error.field).toBe(field);
    }
    expect((await send("GET", "", agentA.cookie)).body.total).toBe(before);
  });
});

describe("GET /api/dashboard/testimonials", () => {
  it("lists only the caller's testimonials, newest first, paged, with their state", async () => {
    const agent = await signInAgent();
    const other = await signInAgent();
    const names = ["Oldest", "Middle", "Newest"].map((name) => `${name} ${randomUUID().slice(0, 6)}`);
    for (const [index, name] of names.entries()) {
      await t.deps.db.insert(testimonials).values({
        agentId: agent.agentId,
        clientName: name,
        content: "Good.",
        rating: 5,
        isApproved: index === 0,
        createdAt: minutesAgo(10 - index),
      });
    }
    await submit(other, "Someone Else's Client");

    const { res, body } = await send("GET", `?agent_id=${other.agentId}`, agent.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.testimonials.map((row) => row.client_name)).toEqual([...names].reverse());
    expect(body.testimonials.map((row) => row.is_approved)).toEqual([false, false, true]);
    expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });

    const second = await send("GET", "?limit=2&offset=2", agent.cookie);
    expect(second.body.testimonials.map((row) => row.client_name)).toEqual([names[0]]);
    expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2 });

    const otherList = await send("GET", "", other.cookie);
    expect(otherList.body.testimonials.map((row) => row.client_name)).toEqual(["Someone Else's Client"]);

    expect((await send("GET", "?limit=0", agent.cookie)).res.status).toBe(400);
  });
});

describe("approval by the super admin", () => {
  it("shows the testimonial as Approved in the agent's list and on the agent's public page", async () => {
    const testimonial = await submit(agentA, "Approved Later");
    const approval = await t.request(`/api/admin/testimonials/${testimonial.id}/approval`, {
      method: "PATCH",
      json: { is_approved: true },
      cookie: superCookie,
    });
    expect(approval.status).toBe(200);
    const mine = (await send("GET", "", agentA.cookie)).body.testimonials;
    expect(mine.find((row) => row.id === testimonial.id)?.is_approved).toBe(true);
    expect(await publicClients(agentA)).toContain("Approved Later");
    expect(await publicClients(agentB)).not.toContain("Approved Later");
  });
});

describe("DELETE /api/dashboard/testimonials/:id", () => {
  it("deletes the caller's own pending testimonial", async () => {
    const { id } = await submit(agentA, "Withdrawn");
    const { res } = await send("DELETE", `/${id}`, agentA.cookie);
    expect(res.status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    const again = await send("DELETE", `/${id}`, agentA.cookie);
    expect(again.res.status).toBe(404);
    expect(again.body.error.message).toBe(TESTIMONIAL_NOT_FOUND);
  });

  it("never touches another agent's testimonial: 404, as for an unknown id", async () => {
    const { id } = await submit(agentA, "Not B's To Delete");
    for (const path of [`/${id}`, `/${randomUUID()}`, "/not-an-id"]) {
      const { res, body } = await send("DELETE", path, agentB.cookie);
      expect(res.status, path).toBe(404);
      expect(body.error.message).toBe(TESTIMONIAL_NOT_FOUND);
    }
    expect(await stored(id)).toBeDefined();
  });

  it("keeps an approved testimonial: removing it is the super admin's call", async () => {
    const { id } = await submit(agentA, "Approved And Kept");
    await t.deps.db.update(testimonials).set({ isApproved: true }).where(eq(testimonials.id, id));
    const { res, body } = await send("DELETE", `/${id}`, agentA.cookie);
    expect(res.status).toBe(409);
    expect(body.error.message).toBe(APPROVED_TESTIMONIAL_KEPT);
    expect(await publicClients(agentA)).toContain("Approved And Kept");
  });
});
