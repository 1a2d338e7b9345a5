import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCERPT_FALLBACK_LENGTH } from "../../src/domain/schemas/blog-posts";
import { UNTITLED_SLUG } from "../../src/domain/slug";
import { blogPosts } from "../../src/server/db/schema";
import type { AppEnv } from "../../src/server/deps";
import { handleError } from "../../src/server/http/errors";
import { dashboardBlogRoutes } from "../../src/server/routes/dashboard-blog/routes";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";
import { pngForm } from "./route-policy-matrix";

const POST_NOT_FOUND = "Blog post not found";
const ADMIN_POST_READ_ONLY =
  "An admin wrote this post for your page, so only an admin can change or delete it.";

interface OwnPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content?: string;
  featured_image_url: string | null;
  is_published: boolean;
  published_at: string | null;
  admin_created: boolean;
  seo_settings?: { description: string | null; keywords: string | null };
}

interface Body extends ApiErrorBody {
  post: OwnPost;
  posts: OwnPost[];
  total: number;
  limit: number;
  offset: number;
  url: string;
  key: string;
}

interface Agent {
  cookie: string;
  agentId: string;
}

let t: TestContext;
let agentA: Agent;
let agentB: Agent;
let superCookie: string;

async function signInAgent(): Promise<Agent> {
  const { cookie, agentId } = await t.signInAs("agent");
  return { cookie, agentId: agentId! };
}

beforeAll(async () => {
  t = await createTestContext();
  [agentA, agentB] = await Promise.all([signInAgent(), signInAgent()]);
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

async function send(method: string, path: string, cookie: string, json?: unknown) {
  const res = await t.request(`/api/dashboard/blog${path}`, { method, json, cookie });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : {}) as Body };
}

const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `## ${title}\n\nWhat every buyer should know about ${title.toLowerCase()}.`,
  ...extra,
});

async function write(agent: Agent, title: string, extra: Record<string, unknown> = {}) {
  const { res, body } = await send("POST", "", agent.cookie, draft(title, extra));
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.post;
}

async function stored(id: string) {
  const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

async function publicStatus(slug: string): Promise<number> {
  return (await t.request(`/api/blog/${slug}`)).status;
}

function adminPublish(id: string, published = true) {
  return t.request(`/api/admin/blog/${id}/publish`, {
    method: "PATCH",
    json: { is_published: published },
    cookie: superCookie,
  });
}

describe("who may use /api/dashboard/blog", () => {
  it("is for agents and admins with an active agent profile; the super admin has their own tab", async () => {
    const id = (await write(agentA, "Guarded post")).id;
    const calls = (cookie?: string) => [
      t.request("/api/dashboard/blog", { cookie }),
      t.request(`/api/dashboard/blog/${id}`, { cookie }),
      t.request("/api/dashboard/blog", { method: "POST", json: draft("Intruder post"), cookie }),
      t.request(`/api/dashboard/blog/${id}`, { method: "PATCH", json: draft("Intruder post"), cookie }),
      t.request(`/api/dashboard/blog/${id}`, { method: "DELETE", cookie }),
      t.request("/api/dashboard/blog/images", { method: "POST", body: pngForm(), cookie }),
    ];
    const statuses = async (cookie?: string) => (await Promise.all(calls(cookie))).map((r) => r.status);
    expect(await statuses()).toEqual([401, 401, 401, 401, 401, 401]);
    const refused = [403, 403, 403, 403, 403, 403];
    expect(await statuses(superCookie), "super_admin").toEqual(refused);
    expect(await statuses((await t.signInAs("others")).cookie), "others").toEqual(refused);
    const noAgentRow = await t.signInAs("agent", { withAgent: false });
    expect(await statuses(noAgentRow.cookie), "agent without agent row").toEqual(refused);
    const deactivated = await t.signInAs("agent", { agentActive: false });
    expect(await statuses(deactivated.cookie), "deactivated agent").toEqual(refused);

    expect(await stored(id)).toMatchObject({ title: "Guarded post" });
    const intruders = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.title, "Intruder post"));
    expect(intruders).toEqual([]);
  });
});

describe("POST /api/dashboard/blog", () => {
  it("saves a draft of the caller's own, with its slug from the title, off the public blog", async () => {
    const { res, body } = await send("POST", "", agentA.cookie, {
      title: "First-time buyer? Start here",
      excerpt: "The three numbers to know before you shop.",
      content: "## Start here\n\nKnow your budget, your down payment and your closing costs.",
      featured_image_url: "/storage/blog-images/cover.png",
      seo_settings: { description: "A first-time buyer's starting point", keywords: "first-time, FHSA" },
    });
    expect(res.status).toBe(201);
    expect(body.post).toMatchObject({
      title: "First-time buyer? Start here",
      slug: "first-time-buyer-start-here",
      excerpt: "The three numbers to know before you shop.",
      featured_image_url: "/storage/blog-images/cover.png",
      is_published: false,
      published_at: null,
      seo_settings: { description: "A first-time buyer's starting point", keywords: "first-time, FHSA" },
    });
    const row = await stored(body.post.id);
    expect(row).toMatchObject({ agentId: agentA.agentId, isPublished: false, publishedAt: null });
    expect(row?.seoSettings.admin_created).toBeUndefined();
    expect(await publicStatus(body.post.slug)).toBe(404);
  });

  it("ignores a body that asks to publish, picks its slug or names another agent", async () => {
    const post = await write(agentA, "Self published", {
      is_published: true,
      publish: true,
      published_at: new Date().toISOString(),
      slug: "chosen-by-the-agent",
      agent_id: agentB.agentId,
      seo_settings: { admin_created: true },
    });
    expect(post).toMatchObject({ slug: "self-published", is_published: false, published_at: null });
    const row = await stored(post.id);
    expect(row).toMatchObject({ agentId: agentA.agentId, isPublished: false, publishedAt: null });
    expect(row?.seoSettings.admin_created).toBeUndefined();
    expect(await publicStatus("self-published")).toBe(404);
    expect((await send("GET", "", agentB.cookie)).body.posts.map((p) => p.id)).not.toContain(post.id);
  });

  it("needs only a title and content (spec section 5); the excerpt falls back to the content's start", async () => {
    const content = "A".repeat(EXCERPT_FALLBACK_LENGTH + 50);
    const post = await write(agentA, "Excerpt fallback", { content, excerpt: "  " });
    expect(post.excerpt).toBe("A".repeat(EXCERPT_FALLBACK_LENGTH));
    expect(post.featured_image_url).toBeNull();
    expect(post.seo_settings).toEqual({ description: null, keywords: null });
  });

  it("refuses a missing title or content and bad image or SEO fields, naming the field", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ content: "Body only" }, "title"],
      [{ title: "   ", content: "Body" }, "title"],
      [{ title: "Title only" }, "content"],
      [draft("Script image", { featured_image_url: "javascript:alert(1)" }), "featured_image_url"],
      [draft("Long SEO", { seo_settings: { description: "x".repeat(161) } }), "seo_settings.description"],
    ];
    for (const [json, field] of bad) {
      const { res, body } = await send("POST", "", agentA.cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body.error.field).toBe(field);
    }
    const saved = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.agentId, agentA.agentId));
    expect(saved.map((row) => row.title)).not.toContain("Script image");
  });
});

describe("slugs follow the super admin's rules (spec section 5)", () => {
  it("appends -2, -3 after an admin's post with the same title's slug", async () => {
    const admin = await t.request("/api/admin/blog", {
      method: "POST",
      cookie: superCookie,
      json: { title: "Market update", slug: "market-update", excerpt: "E", content: "C", publish: true },
    });
    expect(admin.status).toBe(201);
    const second = await write(agentA, "Market Update");
    const third = await write(agentB, "Market update!");
    expect([second.slug, third.slug]).toEqual(["market-update-2", "market-update-3"]);
  });

  it("gives saves racing for one title distinct slugs instead of an error", async () => {
    const saves = await Promise.all(
      [agentA, agentB, agentA, agentB].map((agent) => send("POST", "", agent.cookie, draft("Racing title"))),
    );
    expect(saves.map(({ res }) => res.status)).toEqual([201, 201, 201, 201]);
    const slugs = saves.map(({ body }) => body.post.slug).sort();
    expect(slugs).toEqual(["racing-title", "racing-title-2", "racing-title-3", "racing-title-4"]);
  });

  it("gives a title without letters or digits the slug 'post'", async () => {
    expect((await write(agentA, "?!")).slug).toBe(UNTITLED_SLUG);
  });

  it("falls back to a timestamp suffix once the numbered search reaches its bound", async () => {
    const bounded = new Hono<AppEnv>();
    bounded.use("*", async (c, next) => {
      c.set("deps", t.deps);
      c.set("actor", undefined);
      await next();
    });
    bounded.route("/api/dashboard/blog", dashboardBlogRoutes({ slugSuffixLimit: 2 }));
    bounded.onError((error, c) => handleError(error, c, t.deps.log));
    const post = async () => {
      const res = await bounded.request("http://localhost/api/dashboard/blog", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: agentA.cookie },
        body: JSON.stringify(draft("Bounded title")),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as Body).post.slug;
    };
    const before = Date.now();
    const made = [await post(), await post(), await post()];
    expect(made.slice(0, 2)).toEqual(["bounded-title", "bounded-title-2"]);
    const suffix = Number(/^bounded-title-(\d+)$/.exec(made[2]!)?.[1]);
    expect(suffix).toBeGreaterThanOrEqual(before);
    expect(suffix).toBeLessThanOrEqual(Date.now());
  });
});

describe("GET /api/dashboard/blog and /:id", () => {
  it("lists only the caller's posts, any state, newest first and paged", async () => {
    const agent = await signInAgent();
    const titles = ["Oldest", "Middle", "Newest"].map((word) => `${word} ${randomUUID().slice(0, 6)}`);
    for (const [index, title] of titles.entries()) {
      await t.deps.db.insert(blogPosts).values({
        agentId: agent.agentId,
        title,
        slug: `listed-${randomUUID()}`,
        content: "Body",
        isPublished: index === 1,
        publishedAt: index === 1 ? minutesAgo(1) : null,
        createdAt: minutesAgo(10 - index),
      });
    }
    await write(agentB, "Not in the list");

    const { res, body } = await send("GET", `?agent_id=${agentB.agentId}`, agent.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.posts.map((p) => p.title)).toEqual([...titles].reverse());
    expect(body.posts.map((p) => p.is_published)).toEqual([false, true, false]);
    expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });
    const page = await send("GET", "?limit=1&offset=1", agent.cookie);
    expect(page.body.posts.map((p) => p.title)).toEqual([titles[1]]);
    expect(page.body.total).toBe(3);
  });

  it("returns every field of the caller's own post, and 404 for another agent's or an unknown id", async () => {
    const post = await write(agentA, "Read back", { seo_settings: { keywords: "renewal" } });
    const own = await send("GET", `/${post.id}`, agentA.cookie);
    expect(own.res.status).toBe(200);
    expect(own.body.post).toMatchObject({ id: post.id, content: draft("Read back").content });
    expect(own.body.post.seo_settings).toEqual({ description: null, keywords: "renewal" });
    for (const path of [`/${post.id}`, `/${randomUUID()}`, "/not-an-id"]) {
      const { res, body } = await send("GET", path, agentB.cookie);
      expect(res.status, path).toBe(404);
      expect(body.error.message).toBe(POST_NOT_FOUND);
    }
  });
});

describe("PATCH /api/dashboard/blog/:id", () => {
  it("saves the fields, keeps the post's address and keeps it a draft", async () => {
    const post = await write(agentA, "Before the edit");
    const { res, body } = await send("PATCH", `/${post.id}`, agentA.cookie, {
      ...draft("After the edit"),
      excerpt: "New excerpt",
      slug: "chosen-by-the-agent",
      is_published: true,
      agent_id: agentB.agentId,
    });
    expect(res.status).toBe(200);
    expect(body.post).toMatchObject({
      title: "After the edit",
      slug: "before-the-edit",
      excerpt: "New excerpt",
      is_published: false,
      published_at: null,
    });
    expect((await stored(post.id))?.agentId).toBe(agentA.agentId);
  });

  it("sends an edited published post back to draft until the super admin publishes it again", async () => {
    const post = await write(agentA, "Published then edited");
    expect((await adminPublish(post.id)).status).toBe(200);
    expect(await publicStatus(post.slug)).toBe(200);

    const { body } = await send("PATCH", `/${post.id}`, agentA.cookie, draft("Published then edited"));
    expect(body.post).toMatchObject({ slug: post.slug, is_published: false, published_at: null });
    expect(await publicStatus(post.slug)).toBe(404);

    expect((await adminPublish(post.id)).status).toBe(200);
    const republished = await t.request(`/api/blog/${post.slug}`);
    expect(((await republished.json()) as { post: { content: string } }).post.content).toBe(
      draft("Published then edited").content,
    );
  });

  it("never changes another agent's post: 404, as for an unknown id", async () => {
    const post = await write(agentA, "Agent A's words");
    for (const path of [`/${post.id}`, `/${randomUUID()}`]) {
      const { res } = await send("PATCH", path, agentB.cookie, draft("Agent B's words"));
      expect(res.status, path).toBe(404);
    }
    expect(await stored(post.id)).toMatchObject({ title: "Agent A's words", agentId: agentA.agentId });
  });

  it("validates the body like a new post", async () => {
    const post = await write(agentA, "Kept as it was");
    const { res, body } = await send("PATCH", `/${post.id}`, agentA.cookie, { title: "No content" });
    expect(res.status).toBe(400);
    expect(body.error.field).toBe("content");
    expect((await stored(post.id))?.title).toBe("Kept as it was");
  });
});

describe("an agent's post on its way to the blog", () => {
  it("shows in the admin blog tab as a draft of its agent; once published the agent and the public see it", async () => {
    const post = await write(agentA, "Waiting for approval");
    const admin = await t.request("/api/admin/blog?state=draft&limit=100", { cookie: superCookie });
    const drafts = ((await admin.json()) as { posts: (OwnPost & { agent: { id: string } })[] }).posts;
    expect(post.admin_created).toBe(false);
    expect(drafts.find((p) => p.id === post.id)).toMatchObject({
      is_published: false,
      agent: { id: agentA.agentId },
      admin_created: false,
    });

    expect((await adminPublish(post.id)).status).toBe(200);
    const mine = (await send("GET", "", agentA.cookie)).body.posts.find((p) => p.id === post.id);
    expect(mine?.is_published).toBe(true);
    expect(mine?.published_at).not.toBeNull();
    expect(await publicStatus(post.slug)).toBe(200);
  });
});

describe("a post the super admin wrote under the agent's name", () => {
  it("is listed and readable, but only the super admin may change or delete it", async () => {
    const agent = await signInAgent();
    const [row] = await t.deps.db
      .insert(blogPosts)
      .values({
        agentId: agent.agentId,
        title: "Written by the admin",
        slug: `admin-written-${randomUUID()}`,
        content: "The admin's words.",
        isPublished: true,
        publishedAt: new Date(),
        seoSettings: { admin_created: true },
      })
      .returning();
    const listed = (await send("GET", "", agent.cookie)).body.posts;
    expect(listed.map((p) => [p.id, p.admin_created])).toEqual([[row!.id, true]]);
    expect((await send("GET", `/${row!.id}`, agent.cookie)).body.post.admin_created).toBe(true);

    for (const [method, json] of [
      ["PATCH", draft("Taken over")],
      ["DELETE", undefined],
    ] as const) {
      const { res, body } = await send(method, `/${row!.id}`, agent.cookie, json);
      expect(res.status, method).toBe(403);
      expect(body.error.message).toBe(ADMIN_POST_READ_ONLY);
    }
    expect(await stored(row!.id)).toMatchObject({ title: "Written by the admin", isPublished: true });
    expect(await publicStatus(row!.slug)).toBe(200);
  });
});

describe("DELETE /api/dashboard/blog/:id", () => {
  it("deletes the caller's own post, published or not, and takes it off the blog", async () => {
    const post = await write(agentA, "To be deleted");
    await adminPublish(post.id);
    expect((await send("DELETE", `/${post.id}`, agentA.cookie)).res.status).toBe(204);
    expect(await stored(post.id)).toBeUndefined();
    expect(await publicStatus(post.slug)).toBe(404);
    expect((await send("DELETE", `/${post.id}`, agentA.cookie)).res.status).toBe(404);
  });

  it("never deletes another agent's post", async () => {
    const post = await write(agentA, "Safe from agent B");
    const { res, body } = await send("DELETE", `/${post.id}`, agentB.cookie);
    expect(res.status).toBe(404);
    expect(body.error.message).toBe(POST_NOT_FOUND);
    expect(await stored(post.id)).toBeDefined();
  });
});

describe("POST /api/dashboard/blog/images", () => {
  function upload(body: FormData, cookie = agentA.cookie) {
    return t.request("/api/dashboard/blog/images", { method: "POST", body, cookie });
  }

  it("stores the image in blog-images under the caller's agent id (spec section 7)", async () => {
    const res = await upload(pngForm());
    expect(res.status).toBe(201);
    const { url, key } = (await res.json()) as Body;
    expect(key).toMatch(new RegExp(`^${agentA.agentId}/\\d{13}-pixel\\.png$`));
    expect(url).toBe(`/storage/blog-images/${key}`);
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a file that is not an image and a request without a file", async () => {
    const pdf = new FormData();
    pdf.set("file", new File(["%PDF-1.4 not an image"], "cover.png", { type: "image/png" }));
    expect((await upload(pdf)).status).toBe(415);
    const empty = new FormData();
    empty.set("other", "value");
    const missing = await upload(empty);
    expect(missing.status).toBe(400);
  });
});
