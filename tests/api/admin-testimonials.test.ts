import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials, type NewTestimonial } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

const ADMIN_TESTIMONIAL_ALWAYS_APPROVED =
  "Testimonials written by an admin are always approved; only agent-submitted ones can be approved or unapproved.";
const AGENT_TESTIMONIAL_NOT_EDITABLE =
  "Testimonials submitted by an agent cannot be edited here; approve or delete them instead.";
const NOT_THE_AUTHOR = "Only the admin who wrote this testimonial can edit it.";
const TESTIMONIAL_NOT_FOUND = "Testimonial not found";

interface AdminTestimonialBody {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  is_approved: boolean;
  admin_id: string | null;
  author_name: string | null;
  agent: { id: string; name: string } | null;
  created_at: string;
  editable: boolean;
}

interface ListBody extends ApiErrorBody {
  testimonials: AdminTestimonialBody[];
  total: number;
  limit: number;
  offset: number;
}

interface OneBody extends ApiErrorBody {
  testimonial: AdminTestimonialBody;
}

interface PublicBody {
  testimonials: { id: string; client_name: string }[];
}

let t: TestContext;
let author: { cookie: string; userId: string };
let otherAdmin: { cookie: string; userId: string };
let agent: { id: string; slug: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  author = await t.signInAs("super_admin");
  otherAdmin = await t.signInAs("super_admin");
  const row = await insertAgent(t.deps.db, { name: "Priya Raman" });
  agent = { id: row.id, slug: row.profileSlug!, name: row.name };
});
afterAll(() => t.close());

async function insert(values: Partial<NewTestimonial> & { clientName: string }): Promise<string> {
  const rows = await t.deps.db
    .insert(testimonials)
    .values({ content: `Words of ${values.clientName}`, rating: 5, ...values })
    .returning({ id: testimonials.id });
  return rows[0]!.id;
}

async function list(query = "", cookie = author.cookie) {
  const res = await t.request(`/api/admin/testimonials${query}`, { cookie });
  return { res, body: (await res.json()) as ListBody };
}

async function send(method: string, path: string, json?: unknown, cookie = author.cookie) {
  const res = await t.request(`/api/admin/testimonials${path}`, { method, json, cookie });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : {}) as OneBody };
}

async function homeNames(): Promise<string[]> {
  const body = (await (await t.request("/api/testimonials/home")).json()) as PublicBody;
  return body.testimonials.map((x) => x.client_name);
}

async function profileNames(): Promise<string[]> {
  const res = await t.request(`/api/agents/${agent.slug}/testimonials`);
  return ((await res.json()) as PublicBody).testimonials.map((x) => x.client_name);
}

const valid = { client_name: "Nadia Chen", content: "Clear advice and a great rate.", rating: 5 };

describe("who may use /api/admin/testimonials", () => {
  it("is super_admin only: visitors get 401, every other role 403, and nothing changes", async () => {
    const id = await insert({ clientName: "Guarded", agentId: agent.id });
    const calls = (cookie?: string) => [
      t.request("/api/admin/testimonials", { cookie }),
      t.request("/api/admin/testimonials", { method: "POST", json: valid, cookie }),
      t.request(`/api/admin/testimonials/${id}`, { method: "PATCH", json: valid, cookie }),
      t.request(`/api/admin/testimonials/${id}/approval`, {
        method: "PATCH",
        json: { is_approved: true },
        cookie,
      }),
      t.request(`/api/admin/testimonials/${id}`, { method: "DELETE", cookie }),
    ];
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    for (const role of ["agent", "admin", "others"] as const) {
      const { cookie } = await t.signInAs(role);
      const answers = await Promise.all(calls(cookie));
      expect(
        answers.map((r) => r.status),
        role,
      ).toEqual([403, 403, 403, 403, 403]);
    }
    const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row).toMatchObject({ clientName: "Guarded", isApproved: false });
  });
});

describe("GET /api/admin/testimonials", () => {
  it("lists every testimonial newest first with agent, author name, state and editability", async () => {
    await t.deps.db.delete(testimonials);
    await insert({ clientName: "Agent pending", agentId: agent.id, createdAt: minutesAgo(1) });
    await insert({ clientName: "Mine", adminId: author.userId, isApproved: true, createdAt: minutesAgo(2) });
    await insert({
      clientName: "Theirs",
      adminId: otherAdmin.userId,
      isApproved: true,
      createdAt: minutesAgo(3),
    });
    await insert({
      clientName: "Agent approved",
      agentId: agent.id,
      isApproved: true,
      createdAt: minutesAgo(4),
    });

    const { res, body } = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.testimonials.map((x) => x.client_name)).toEqual([
      "Agent pending",
      "Mine",
      "Theirs",
      "Agent approved",
    ]);
    expect(body).toMatchObject({ total: 4, limit: 25, offset: 0 });
    const [pending, mine, theirs] = body.testimonials;
    expect(pending).toMatchObject({
      agent: { id: agent.id, name: agent.name },
      admin_id: null,
      author_name: null,
      is_approved: false,
      editable: false,
      content: "Words of Agent pending",
      rating: 5,
    });
    expect(mine).toMatchObject({
      agent: null,
      admin_id: author.userId,
      author_name: "Test super_admin",
      editable: true,
    });
    expect(theirs).toMatchObject({ admin_id: otherAdmin.userId, editable: false });

    // The other admin sees the same list with editability from their side.
    const seenByOther = await list("", otherAdmin.cookie);
    const editable = seenByOther.body.testimonials.filter((x) => x.editable).map((x) => x.client_name);
    expect(editable).toEqual(["Theirs"]);
  });

  it("filters by state and pages on the server", async () => {
    expect((await list("?state=pending")).body.testimonials.map((x) => x.client_name)).toEqual([
      "Agent pending",
    ]);
    const approved = await list("?state=approved&limit=2&offset=1");
    expect(approved.body.testimonials.map((x) => x.client_name)).toEqual(["Theirs", "Agent approved"]);
    expect(approved.body).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect((await list("?state=")).body.total).toBe(4);
  });

  it("refuses an unknown state or a bad page with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?state=rejected", "state"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?offset=-1", "offset"],
    ] as const) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });
});

describe("POST /api/admin/testimonials", () => {
  it("creates an approved admin testimonial that the home page shows at once", async () => {
    expect(await homeNames()).not.toContain("Nadia Chen");
    const { res, body } = await send("POST", "", { ...valid, rating: "4" });
    expect(res.status).toBe(201);
    expect(body.testimonial).toMatchObject({
      client_name: "Nadia Chen",
      content: valid.content,
      rating: 4,
      is_approved: true,
      admin_id: author.userId,
      agent: null,
      author_name: "Test super_admin",
      editable: true,
    });
    const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, body.testimonial.id));
    expect(row).toMatchObject({ adminId: author.userId, agentId: null, isApproved: true });

    const home = await t.request("/api/testimonials/home");
    expect(home.headers.get("cache-control")).toBe("no-cache");
    expect(await homeNames()).toContain("Nadia Chen");
  });

  it("requires client name, content and a whole rating from 1 to 5", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, client_name: "  " }, "client_name"],
      [{ content: valid.content, rating: 5 }, "client_name"],
      [{ ...valid, content: "" }, "content"],
      [{ ...valid, rating: undefined }, "rating"],
      [{ ...valid, rating: 0 }, "rating"],
      [{ ...valid, rating: 6 }, "rating"],
      [{ ...valid, rating: 4.5 }, "rating"],
      [{ ...valid, rating: "five" }, "rating"],
      [{ ...valid, rating: true }, "rating"],
    ];
    const before = (await list()).body.total;
    for (const [json, field] of cases) {
      const { res, body } = await send("POST", "", json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body.error.field, JSON.stringify(json)).toBe(field);
    }
    expect((await list()).body.total).toBe(before);
  });
});

describe("PATCH /api/admin/testimonials/:id", () => {
  it("lets the author edit their testimonial, and the home page shows the change", async () => {
    const id = await insert({ clientName: "Before Edit", adminId: author.userId, isApproved: true });
    const { res, body } = await send("PATCH", `/${id}`, {
      client_name: "After Edit",
      content: "Edited words.",
      rating: 3,
    });
    expect(res.status).toBe(200);
    expect(body.testimonial).toMatchObject({
      id,
      client_name: "After Edit",
      content: "Edited words.",
      rating: 3,
      is_approved: true,
      editable: true,
    });
    const names = await homeNames();
    expect(names).toContain("After Edit");
    expect(names).not.toContain("Before Edit");
  });

  it("refuses another super admin with 403 and leaves the testimonial as it was", async () => {
    const id = await insert({ clientName: "Author Only", adminId: author.userId, isApproved: true });
    const { res, body } = await send("PATCH", `/${id}`, valid, otherAdmin.cookie);
    expect(res.status).toBe(403);
    expect(body.error.message).toBe(NOT_THE_AUTHOR);
    const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row?.clientName).toBe("Author Only");
  });

  it("does not edit an agent-submitted testimonial", async () => {
    const id = await insert({ clientName: "Agent Words", agentId: agent.id });
    const { res, body } = await send("PATCH", `/${id}`, valid);
    expect(res.status).toBe(403);
    expect(body.error.message).toBe(AGENT_TESTIMONIAL_NOT_EDITABLE);
  });

  it("validates the body and answers 404 for an unknown or malformed id", async () => {
    const id = await insert({ clientName: "Validated", adminId: author.userId, isApproved: true });
    const bad = await send("PATCH", `/${id}`, { ...valid, rating: 9 });
    expect(bad.res.status).toBe(400);
    expect(bad.body.error.field).toBe("rating");
    for (const missing of [randomUUID(), "not-a-uuid"]) {
      const { res, body } = await send("PATCH", `/${missing}`, valid);
      expect(res.status).toBe(404);
      expect(body.error.message).toBe(TESTIMONIAL_NOT_FOUND);
    }
  });
});

describe("PATCH /api/admin/testimonials/:id/approval", () => {
  it("approves an agent testimonial onto the broker's page and unapproves it off again", async () => {
    const id = await insert({ clientName: "Profile Client", agentId: agent.id });
    expect(await profileNames()).not.toContain("Profile Client");

    const approved = await send("PATCH", `/${id}/approval`, { is_approved: true });
    expect(approved.res.status).toBe(200);
    expect(approved.body.testimonial).toMatchObject({ id, is_approved: true, agent: { id: agent.id } });
    expect(await profileNames()).toContain("Profile Client");
    // Agent testimonials never reach the home page (spec section 6).
    expect(await homeNames()).not.toContain("Profile Client");

    const unapproved = await send("PATCH", `/${id}/approval`, { is_approved: false });
    expect(unapproved.body.testimonial.is_approved).toBe(false);
    expect(await profileNames()).not.toContain("Profile Client");
  });

  it("refuses an admin-written testimonial with 409, which stays approved", async () => {
    const id = await insert({ clientName: "Always Approved", adminId: author.userId, isApproved: true });
    const { res, body } = await send("PATCH", `/${id}/approval`, { is_approved: false });
    expect(res.status).toBe(409);
    expect(body.error.message).toBe(ADMIN_TESTIMONIAL_ALWAYS_APPROVED);
    const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row?.isApproved).toBe(true);
  });

  it("requires a boolean and answers 404 for an unknown id", async () => {
    const id = await insert({ clientName: "Boolean Only", agentId: agent.id });
    for (const json of [{}, { is_approved: "yes" }, { is_approved: 1 }]) {
      const { res, body } = await send("PATCH", `/${id}/approval`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body.error.field).toBe("is_approved");
    }
    const { res } = await send("PATCH", `/${randomUUID()}/approval`, { is_approved: true });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/admin/testimonials/:id", () => {
  it("deletes any testimonial, which leaves the public lists, and 404s after", async () => {
    const mine = await insert({ clientName: "Delete Home", adminId: otherAdmin.userId, isApproved: true });
    const agents = await insert({ clientName: "Delete Profile", agentId: agent.id, isApproved: true });
    expect(await homeNames()).toContain("Delete Home");
    expect(await profileNames()).toContain("Delete Profile");

    for (const id of [mine, agents]) expect((await send("DELETE", `/${id}`)).res.status).toBe(204);
    expect(await homeNames()).not.toContain("Delete Home");
    expect(await profileNames()).not.toContain("Delete Profile");

    const again = await send("DELETE", `/${mine}`);
    expect(again.res.status).toBe(404);
    expect(again.body.error.message).toBe(TESTIMONIAL_NOT_FOUND);
  });
});
