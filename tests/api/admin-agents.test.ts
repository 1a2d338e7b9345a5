import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages, validationMessages } from "../support/english-texts";
import { authUser } from "../../src/server/db/auth-schema";
import {
  agents,
  analyticsEvents,
  blogPosts,
  leads,
  testimonials,
  type Agent,
} from "../../src/server/db/schema";
import { LICENCE_NUMBER_FORMAT_MESSAGE } from "../../src/domain/schemas/agents-admin";
import { tinyPng } from "../../src/server/storage/test-files";
import { cookieHeader, createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, uniqueSlug, type ApiErrorBody } from "./public-fixtures";

const INACTIVE_AGENT_MESSAGE = "Your agent profile has been deactivated";
const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

type AgentBody = Record<string, unknown> & {
  id: string;
  name: string;
  profile_slug: string;
  is_active: boolean;
};
interface ListBody {
  agents: AgentBody[];
  total: number;
  limit: number;
  offset: number;
}

const PNG_1X1 = tinyPng();

let t: TestContext;
let superCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

const admin = (path: string, init: Parameters<TestContext["request"]>[1] = {}) =>
  t.request(`/api/admin/agents${path}`, { cookie: superCookie, ...init });

async function create(
  fullName: string,
  email = `${uniqueSlug("new")}@brokers.test`,
  password = "s3cret-pass",
) {
  const res = await admin("", { method: "POST", json: { fullName, email, password } });
  return { res, body: (await res.json()) as { agent: AgentBody } & ApiErrorBody, email, password };
}

const patch = (id: string, json: unknown) => admin(`/${id}`, { method: "PATCH", json });

async function errorOf(res: Response) {
  return ((await res.json()) as ApiErrorBody).error;
}

function upload(id: string, kind: "headshot" | "banner", bytes: Uint8Array, name = "photo.png") {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return admin(`/${id}/${kind}`, { method: "POST", body: form });
}

async function signIn(email: string, password: string) {
  return t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
}

describe("access", () => {
  it("refuses every caller but super_admin", async () => {
    expect((await t.request("/api/admin/agents")).status).toBe(401);
    for (const role of ["others", "agent", "admin"] as const) {
      const { cookie } = await t.signInAs(role);
      expect((await t.request("/api/admin/agents", { cookie })).status).toBe(403);
      const res = await t.request("/api/admin/agents", {
        method: "POST",
        cookie,
        json: { fullName: "Sneaky", email: `${randomUUID()}@x.test`, password: "password1" },
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("POST / (create-agent)", () => {
  it("creates the sign-in account (role agent), its profile and an agent with a slug from the name", async () => {
    const { res, body, email, password } = await create("Élodie Côté-Roy");
    expect(res.status).toBe(201);
    expect(body.agent).toMatchObject({
      name: "Élodie Côté-Roy",
      email,
      profile_slug: "elodiecoteroy",
      is_active: true,
    });

    const signedIn = await signIn(email, password);
    expect(signedIn.status).toBe(200);
    const me = (await (await t.request("/api/me", { cookie: cookieHeader(signedIn) })).json()) as {
      user: Record<string, unknown>;
    };
    expect(me.user).toMatchObject({
      role: "agent",
      fullName: "Élodie Côté-Roy",
      agentId: body.agent.id,
      agentActive: true,
    });

    const publicProfile = await t.request(`/api/agents/elodiecoteroy`);
    expect(publicProfile.status).toBe(200);
    const cards = (await (await t.request("/api/agents")).json()) as { agents: { id: string }[] };
    expect(cards.agents.map((a) => a.id)).toContain(body.agent.id);
  });

  it("adds a number to a slug already taken", async () => {
    const name = `Sam ${uniqueSlug("twin")}`;
    const first = await create(name);
    const second = await create(name);
    const third = await create(name);
    expect(second.body.agent.profile_slug).toBe(`${first.body.agent.profile_slug}2`);
    expect(third.body.agent.profile_slug).toBe(`${first.body.agent.profile_slug}3`);
  });

  it("refuses an email already in use with a 409 naming email, and creates nothing", async () => {
    const { email } = await create("First Owner");
    const before = await t.deps.db.$count(agents);
    const res = await admin("", {
      method: "POST",
      json: { fullName: "Second Owner", email: email.toUpperCase(), password: "another-pass" },
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: EMAIL_TAKEN_MESSAGE, field: "email" });
    expect(await t.deps.db.$count(agents)).toBe(before);
    expect(await t.deps.db.$count(authUser, eq(authUser.email, email))).toBe(1);
  });

  it.each([
    [{ email: "a@b.test", password: "password1" }, "fullName"],
    [{ fullName: "   ", email: "a@b.test", password: "password1" }, "fullName"],
    [{ fullName: "No Email", password: "password1" }, "email"],
    [{ fullName: "Bad Email", email: "not-an-email", password: "password1" }, "email"],
    [{ fullName: "No Password", email: "a@b.test" }, "password"],
    [{ fullName: "Short Password", email: "a@b.test", password: "1234567" }, "password"],
  ])("refuses %j naming %s", async (json, field) => {
    const before = await t.deps.db.$count(agents);
    const res = await admin("", { method: "POST", json });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
    expect(await t.deps.db.$count(agents)).toBe(before);
  });
});

describe("GET / (list)", () => {
  it("lists every agent, active or not, newest first, a page at a time, and searches name and email", async () => {
    const tag = uniqueSlug("list");
    const oldest = await insertAgent(t.deps.db, { name: `Old ${tag}`, createdAt: minutesAgo(30) });
    const inactive = await insertAgent(t.deps.db, {
      name: `Off ${tag}`,
      isActive: false,
      createdAt: minutesAgo(20),
    });
    const newest = await insertAgent(t.deps.db, {
      name: `New`,
      email: `${tag}@search.test`,
      createdAt: minutesAgo(10),
    });

    const res = await admin(`?q=${tag}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListBody;
    expect(body.agents.map((a) => a.id)).toEqual([newest.id, inactive.id, oldest.id]);
    expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(Object.keys(body.agents[0]!).sort()).toEqual(
      ["created_at", "email", "headshot_url", "id", "is_active", "name", "phone", "profile_slug"].sort(),
    );

    const second = (await (await admin(`?q=${tag}&limit=1&offset=1`)).json()) as ListBody;
    expect(second.agents.map((a) => a.id)).toEqual([inactive.id]);
    expect(second.total).toBe(3);

    const literal = (await (await admin(`?q=${encodeURIComponent("%_")}`)).json()) as ListBody;
    expect(literal.total).toBe(0);
    expect((await admin("?limit=101")).status).toBe(400);
  });
});

describe("GET /:id", () => {
  it("answers every agents field, and 404 for an unknown id", async () => {
    const agent = await insertAgent(t.deps.db, {
      crmEmail: "crm@private.test",
      socialLinks: { website: "https://x.test" },
    });
    const res = await admin(`/${agent.id}`);
    expect(res.status).toBe(200);
    const { agent: body } = (await res.json()) as { agent: AgentBody };
    expect(body).toMatchObject({
      id: agent.id,
      crm_email: "crm@private.test",
      social_links: { website: "https://x.test" },
    });
    for (const field of [
      "seo_settings",
      "application_links",
      "contact_details",
      "badge_2_url",
      "banner_image_url",
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect((await admin(`/${randomUUID()}`)).status).toBe(404);
    expect((await admin(`/not-a-uuid`)).status).toBe(404);
  });
});

describe("PATCH /:id", () => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await insertAgent(t.deps.db, { name: "Before Edit" });
  });

  it("saves every editable field, and the public profile shows it at once", async () => {
    const slug = uniqueSlug("edited");
    const res = await patch(agent.id, {
      name: "After Edit",
      email: "after@brokers.test",
      phone: "416-555-0100",
      bio: "New bio",
      calendly_link: "https://calendly.com/after",
      crm_email: "crm@brokers.test",
      social_links: {
        facebook: "https://facebook.com/after",
        instagram: "",
        youtube: null,
        linkedin: "https://linkedin.com/in/after",
        website: "https://after.test",
      },
      application_links: {
        apply: "https://apply.test",
        contact_form: "/contact",
        rate_quote: "/rates",
        scheduler: "",
        newsletter: "/newsletter",
      },
      seo_settings: {
        meta_title: "t".repeat(60),
        meta_description: "d".repeat(160),
        meta_keywords: "a, b",
        og_image: "/storage/agent-headshots/x.png",
      },
      profile_slug: `${slug.toUpperCase()} !`,
      contact_details: { address: "1 King St W, Toronto" },
      is_active: true,
      custom_background_image: "https://img.test/bg.png",
      agent_logo_url: "https://img.test/logo.png",
      badge_1_url: "https://img.test/b1.png",
      badge_2_url: "",
    });
    expect(res.status).toBe(200);
    const { agent: body } = (await res.json()) as { agent: AgentBody };
    expect(body).toMatchObject({
      name: "After Edit",
      profile_slug: slug,
      social_links: {
        facebook: "https://facebook.com/after",
        linkedin: "https://linkedin.com/in/after",
        website: "https://after.test",
      },
      application_links: {
        apply: "https://apply.test",
        contact_form: "/contact",
        rate_quote: "/rates",
        newsletter: "/newsletter",
      },
      contact_details: { address: "1 King St W, Toronto" },
      badge_2_url: null,
    });
    expect(body.social_links).not.toHaveProperty("instagram");

    const publicRes = await t.request(`/api/agents/${slug}`);
    expect(publicRes.status).toBe(200);
    expect(((await publicRes.json()) as { agent: AgentBody }).agent).toMatchObject({
      name: "After Edit",
      bio: "New bio",
    });
    expect((await t.request(`/api/agents/${agent.profileSlug}`)).status).toBe(404);
  });

  it("gives the spec's slug messages: empty, and taken (409)", async () => {
    const empty = await patch(agent.id, { profile_slug: " -!- " });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({
      message: validationMessages.emptyProfileSlug,
      field: "profile_slug",
    });

    const other = await insertAgent(t.deps.db);
    const taken = await patch(agent.id, { profile_slug: other.profileSlug });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({
      message: validationMessages.profileSlugTaken,
      field: "profile_slug",
    });
  });

  it.each([
    [{ name: "" }, "name"],
    [{ email: "nope" }, "email"],
    [{ crm_email: "nope" }, "crm_email"],
    [{ calendly_link: "javascript:alert(1)" }, "calendly_link"],
    [{ social_links: { facebook: "//evil.test" } }, "social_links.facebook"],
    [{ application_links: { apply: "data:text/html,hi" } }, "application_links.apply"],
    [{ seo_settings: { meta_title: "t".repeat(61) } }, "seo_settings.meta_title"],
    [{ seo_settings: { meta_description: "d".repeat(161) } }, "seo_settings.meta_description"],
    [{ agent_logo_url: "ftp://files.test/logo.png" }, "agent_logo_url"],
    [{ is_active: "yes" }, "is_active"],
    [{ headshot_url: "https://elsewhere.test/me.png" }, "headshot_url"],
  ])("refuses %j naming %s", async (json, field) => {
    const res = await patch(agent.id, json);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });

  it("answers 404 for an unknown agent", async () => {
    expect((await patch(randomUUID(), { name: "Ghost" })).status).toBe(404);
  });
});

describe("licence number", () => {
  it("is saved on create, changed and cleared on edit, and shown on the public profile and card", async () => {
    const name = `Licensed ${uniqueSlug("broker")}`;
    const created = await admin("", {
      method: "POST",
      json: {
        fullName: name,
        email: `${uniqueSlug("lic")}@brokers.test`,
        password: "s3cret-pass",
        licence_number: "  M08001234 ",
      },
    });
    expect(created.status).toBe(201);
    const { agent } = (await created.json()) as { agent: AgentBody };
    expect(agent.licence_number).toBe("M08001234");

    const publicProfile = async () =>
      ((await (await t.request(`/api/agents/${agent.profile_slug}`)).json()) as { agent: AgentBody }).agent;
    expect((await publicProfile()).licence_number).toBe("M08001234");
    const cards = (await (await t.request("/api/agents")).json()) as { agents: AgentBody[] };
    expect(cards.agents.find((card) => card.id === agent.id)?.licence_number).toBe("M08001234");

    const changed = await patch(agent.id, { licence_number: "AMF 601234" });
    expect(((await changed.json()) as { agent: AgentBody }).agent.licence_number).toBe("AMF 601234");
    expect((await publicProfile()).licence_number).toBe("AMF 601234");

    await patch(agent.id, { licence_number: "" });
    expect((await publicProfile()).licence_number).toBeNull();
  });

  it.each([
    ["M0800<1234>", LICENCE_NUMBER_FORMAT_MESSAGE],
    ["M".repeat(41), "Licence number must be at most 40 characters"],
    [12345, "Licence number must be text"],
  ])("refuses %j with a 400 naming licence_number", async (licence, message) => {
    const agent = await insertAgent(t.deps.db, { licenceNumber: "M08009999" });
    const res = await patch(agent.id, { licence_number: licence });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe("licence_number");
    expect(error.message).toContain(message);
    const refusedCreate = await admin("", {
      method: "POST",
      json: {
        fullName: "Bad Licence",
        email: `${uniqueSlug("bad")}@brokers.test`,
        password: "s3cret-pass",
        licence_number: licence,
      },
    });
    expect(refusedCreate.status).toBe(400);
    expect((await errorOf(refusedCreate)).field).toBe("licence_number");
    const [stored] = await t.deps.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(stored?.licenceNumber).toBe("M08009999");
  });
});

describe("deactivation", () => {
  it("hides the public profile and stops the agent's sign-in from reaching agent routes", async () => {
    const { body, email, password } = await create("Soon Inactive");
    const cookie = cookieHeader(await signIn(email, password));
    expect((await t.request("/api/leads/applications", { cookie })).status).toBe(200);

    expect((await patch(body.agent.id, { is_active: false })).status).toBe(200);
    const profile = await t.request(`/api/agents/${body.agent.profile_slug}`);
    expect(profile.status).toBe(404);
    expect(await errorOf(profile)).toMatchObject({ message: publicMessages.agentNotFoundToast });
    const cards = (await (await t.request("/api/agents")).json()) as { agents: { id: string }[] };
    expect(cards.agents.map((a) => a.id)).not.toContain(body.agent.id);

    const refused = await t.request("/api/leads/applications", { cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(INACTIVE_AGENT_MESSAGE);
    const me = (await (await t.request("/api/me", { cookie })).json()) as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({ role: "agent", agentActive: false });

    expect((await patch(body.agent.id, { is_active: true })).status).toBe(200);
    expect((await t.request("/api/leads/applications", { cookie })).status).toBe(200);
    expect((await t.request(`/api/agents/${body.agent.profile_slug}`)).status).toBe(200);
  });
});

describe("POST /:id/headshot and /:id/banner", () => {
  it("stores the picture under the agent's id, shows it publicly, and removes the one it replaces", async () => {
    const agent = await insertAgent(t.deps.db);
    const first = await upload(agent.id, "headshot", PNG_1X1);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { agent: AgentBody; url: string };
    expect(firstBody.url).toMatch(new RegExp(`^/storage/agent-headshots/${agent.id}/\\d+-photo\\.png$`));
    expect(firstBody.agent.headshot_url).toBe(firstBody.url);
    expect((await t.request(firstBody.url)).status).toBe(200);
    const publicProfile = (await (await t.request(`/api/agents/${agent.id}`)).json()) as { agent: AgentBody };
    expect(publicProfile.agent.headshot_url).toBe(firstBody.url);

    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = (await (await upload(agent.id, "headshot", PNG_1X1, "new.png")).json()) as { url: string };
    expect(second.url).not.toBe(firstBody.url);
    expect((await t.request(firstBody.url)).status).toBe(404);

    const banner = await upload(agent.id, "banner", PNG_1X1, "banner.png");
    expect(banner.status).toBe(200);
    const bannerUrl = ((await banner.json()) as { agent: AgentBody }).agent.banner_image_url as string;
    expect(bannerUrl).toMatch(new RegExp(`^/storage/agent-banners/${agent.id}/`));

    const removed = await patch(agent.id, { banner_image_url: null });
    expect(((await removed.json()) as { agent: AgentBody }).agent.banner_image_url).toBeNull();
    expect((await t.request(bannerUrl)).status).toBe(404);
  });

  it("refuses what is not an image, a missing file and an unknown agent", async () => {
    const agent = await insertAgent(t.deps.db);
    const text = await upload(agent.id, "headshot", new TextEncoder().encode("just text"), "notes.txt");
    expect(text.status).toBe(415);
    const noFile = await admin(`/${agent.id}/banner`, { method: "POST", body: new FormData() });
    expect(noFile.status).toBe(400);
    expect((await upload(randomUUID(), "banner", PNG_1X1)).status).toBe(404);
    const [row] = await t.deps.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row!.headshotUrl).toBeNull();
  });
});

describe("DELETE /:id", () => {
  it("keeps the agent's leads unassigned, removes its content, files and sign-in account", async () => {
    const { db } = t.deps;
    const heir = await insertAgent(db, { createdAt: minutesAgo(60 * 24 * 365) });
    const { body, email, password } = await create("Leaving Agent");
    const id = body.agent.id;
    const cookie = cookieHeader(await signIn(email, password));
    const headshot = ((await (await upload(id, "headshot", PNG_1X1)).json()) as { url: string }).url;
    const [lead] = await db
      .insert(leads)
      .values({
        agentId: id,
        clientName: "Kept Client",
        clientEmail: "kept@client.test",
        type: "contact",
        source: "contact_form",
        message: "Call me",
      })
      .returning();
    const [own] = await db
      .insert(blogPosts)
      .values({ agentId: id, title: "Mine", slug: uniqueSlug("mine"), content: "x" })
      .returning();
    const [adminPost] = await db
      .insert(blogPosts)
      .values({
        agentId: id,
        title: "Admin's",
        slug: uniqueSlug("adm"),
        content: "x",
        seoSettings: { admin_created: true },
      })
      .returning();
    await db.insert(testimonials).values({ agentId: id, clientName: "C", content: "Great", rating: 5 });
    await db.insert(analyticsEvents).values({ agentId: id, eventType: "page_view" });

    const res = await admin(`/${id}`, { method: "DELETE" });
    expect(res.status).toBe(204);

    const [keptLead] = await db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(keptLead).toMatchObject({
      agentId: null,
      clientName: "Kept Client",
      clientEmail: "kept@client.test",
      message: "Call me",
    });
    expect(await db.$count(blogPosts, eq(blogPosts.id, own!.id))).toBe(0);
    const [movedPost] = await db.select().from(blogPosts).where(eq(blogPosts.id, adminPost!.id));
    expect(movedPost!.agentId).toBe(heir.id);
    expect(await db.$count(testimonials, eq(testimonials.agentId, id))).toBe(0);
    expect(await db.$count(analyticsEvents, eq(analyticsEvents.agentId, id))).toBe(0);
    expect((await t.request(headshot)).status).toBe(404);

    expect((await signIn(email, password)).status).toBe(401);
    expect(await (await t.request("/api/me", { cookie })).json()).toEqual({ user: null });
    expect((await t.request(`/api/agents/${id}`)).status).toBe(404);
    expect((await admin(`/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});
