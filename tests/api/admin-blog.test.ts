import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages, validationMessages } from "../support/english-texts";
import { EXCERPT_FALLBACK_LENGTH } from "../../src/domain/schemas/blog-posts";
import { blogPosts } from "../../src/server/db/schema";
import type { AppEnv } from "../../src/server/deps";
import { handleError } from "../../src/server/http/errors";
import { adminBlogRoutes } from "../../src/server/routes/admin-blog/routes";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

const POST_NOT_FOUND = "Blog post not found";

interface AdminPostBody {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content?: string;
  featured_image_url: string | null;
  is_published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  admin_created: boolean;
  agent: { id: string; name: string };
  seo_settings?: { description: string | null; keywords: string | null };
}

interface ListBody extends ApiErrorBody {
  posts: AdminPostBody[];
  total: number;
  limit: number;
  offset: number;
}

interface OneBody extends ApiErrorBody {
  post: AdminPostBody;
}

let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

async function send(method: string, path: string, json?: unknown, cookie = superCookie) {
  const res = await t.request(`/api/admin/blog${path}`, { method, json, cookie });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : {}) as OneBody & ListBody };
}

const create = (json: Record<string, unknown>, cookie = superCookie) => send("POST", "", json, cookie);

function draft(slug: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Title of ${slug}`,
    slug,
    excerpt: `Excerpt of ${slug}`,
    content: `# ${slug}\n\nThe body of ${slug}.`,
    ...extra,
  };
}

async function publicSlugs(): Promise<string[]> {
  const body = (await (await t.request("/api/blog")).json()) as { posts: { slug: string }[] };
  return body.posts.map((p) => p.slug);
}

describe("a new post needs an agent (spec section 5)", () => {
  it("answers 400 with the spec's words when no agent exists, and saves nothing", async () => {
    const { res, body } = await create(draft("no-agent-yet"));
    expect(res.status).toBe(400);
    expect(body.error.message).toBe(validationMessages.noAgentForPost);
    expect(await t.deps.db.select().from(blogPosts)).toEqual([]);
  });
});

describe("with agents", () => {
  let oldestAgent: { id: string; name: string };

  beforeAll(async () => {
    const oldest = await insertAgent(t.deps.db, { name: "Oldest Agent", createdAt: minutesAgo(5000) });
    await insertAgent(t.deps.db, { name: "Newer Agent", createdAt: minutesAgo(10) });
    oldestAgent = { id: oldest.id, name: oldest.name };
  });

  describe("who may use /api/admin/blog", () => {
    it("is super_admin only: visitors get 401, every other role 403, and nothing changes", async () => {
      const id = (await create(draft("guarded-post"))).body.post.id;
      const calls = (cookie?: string) => [
        t.request("/api/admin/blog", { cookie }),
        t.request(`/api/admin/blog/${id}`, { cookie }),
        t.request("/api/admin/blog", { method: "POST", json: draft("intruder"), cookie }),
        t.request(`/api/admin/blog/${id}`, { method: "PATCH", json: draft("intruder"), cookie }),
        t.request(`/api/admin/blog/${id}/publish`, { method: "PATCH", json: { is_published: true }, cookie }),
        t.request(`/api/admin/blog/${id}`, { method: "DELETE", cookie }),
      ];
      expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
      for (const role of ["agent", "admin", "others"] as const) {
        const { cookie } = await t.signInAs(role);
        const statuses = (await Promise.all(calls(cookie))).map((r) => r.status);
        expect(statuses, role).toEqual([403, 403, 403, 403, 403, 403]);
      }
      const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row).toMatchObject({ slug: "guarded-post", isPublished: false });
      expect(await publicSlugs()).not.toContain("intruder");
    });
  });

  describe("POST /api/admin/blog", () => {
    it("creates a draft by default, owned by the oldest agent, marked admin-created", async () => {
      const { res, body } = await create(
        draft("first-draft", {
          featured_image_url: "/storage/blog-images/blog/1.png",
          seo_settings: { description: "About the first draft", keywords: "mortgage, draft" },
        }),
      );
      expect(res.status).toBe(201);
      expect(body.post).toMatchObject({
        title: "Title of first-draft",
        slug: "first-draft",
        excerpt: "Excerpt of first-draft",
        content: "# first-draft\n\nThe body of first-draft.",
        featured_image_url: "/storage/blog-images/blog/1.png",
        is_published: false,
        published_at: null,
        admin_created: true,
        agent: oldestAgent,
        seo_settings: { description: "About the first draft", keywords: "mortgage, draft" },
      });
      const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, body.post.id));
      expect(row?.seoSettings).toEqual({
        admin_created: true,
        description: "About the first draft",
        keywords: "mortgage, draft",
      });
      expect(await publicSlugs()).not.toContain("first-draft");
      expect((await t.request("/api/blog/first-draft")).status).toBe(404);
    });

    it("gives the post to the caller's own agent when they have one", async () => {
      const withAgent = await t.signInAs("super_admin", { withAgent: true });
      const { body } = await create(draft("by-my-agent"), withAgent.cookie);
      expect(body.post.agent.id).toBe(withAgent.agentId);
    });

    it("publishes at once when asked, and the public blog shows the post", async () => {
      const before = Date.now();
      const { body } = await create(draft("published-now", { publish: true }));
      expect(body.post.is_published).toBe(true);
      expect(new Date(body.post.published_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await publicSlugs()).toContain("published-now");
      const single = await t.request("/api/blog/published-now");
      expect(single.status).toBe(200);
      expect(((await single.json()) as OneBody).post.title).toBe("Title of published-now");
    });

    it("uses the first 150 characters of the content when the excerpt is blank", async () => {
      const content = "A".repeat(100) + " " + "b".repeat(100);
      for (const excerpt of [undefined, "", "   ", null]) {
        const slug = `fallback-${randomUUID().slice(0, 8)}`;
        const { res, body } = await create({ ...draft(slug), excerpt, content });
        expect(res.status).toBe(201);
        expect(body.post.excerpt).toBe(content.slice(0, EXCERPT_FALLBACK_LENGTH));
      }
    });

    it("requires title, slug and content, and checks slug, image address and SEO lengths", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [draft("x", { title: " " }), "title"],
        [draft("x", { title: undefined }), "title"],
        [draft("x", { slug: "" }), "slug"],
        [draft("x", { slug: "Has Spaces" }), "slug"],
        [draft("x", { slug: "-edge-" }), "slug"],
        [draft("x", { slug: "double--hyphen" }), "slug"],
        [draft("x", { content: "" }), "content"],
        [draft("x", { featured_image_url: "javascript:alert(1)" }), "featured_image_url"],
        [draft("x", { featured_image_url: "//evil.example/x.png" }), "featured_image_url"],
        [draft("x", { seo_settings: { description: "d".repeat(161) } }), "seo_settings.description"],
        [draft("x", { publish: "yes" }), "publish"],
      ];
      const before = (await send("GET", "")).body.total;
      for (const [json, field] of cases) {
        const { res, body } = await create(json);
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(body.error.field, JSON.stringify(json)).toBe(field);
      }
      expect((await send("GET", "")).body.total).toBe(before);
    });
  });

  describe("slug collisions (spec section 5)", () => {
    it("appends -2, then -3, and an edit keeps the post's own slug", async () => {
      const slugs = [];
      for (let i = 0; i < 3; i++) slugs.push((await create(draft("rate-guide"))).body.post);
      expect(slugs.map((p) => p.slug)).toEqual(["rate-guide", "rate-guide-2", "rate-guide-3"]);

      const second = slugs[1]!;
      const kept = await send("PATCH", `/${second.id}`, draft("rate-guide-2", { title: "Renamed" }));
      expect(kept.body.post).toMatchObject({ slug: "rate-guide-2", title: "Renamed" });

      // Moving the third onto the first's slug gives it the first free number, its own being free.
      const moved = await send("PATCH", `/${slugs[2]!.id}`, draft("rate-guide"));
      expect(moved.body.post.slug).toBe("rate-guide-3");
    });

    it("falls back to a timestamp suffix once the numbered search reaches its bound", async () => {
      const bounded = new Hono<AppEnv>();
      bounded.use("*", async (c, next) => {
        c.set("deps", t.deps);
        c.set("actor", undefined);
        await next();
      });
      bounded.route("/api/admin/blog", adminBlogRoutes({ slugSuffixLimit: 3 }));
      bounded.onError((error, c) => handleError(error, c, t.deps.log));
      const post = async () => {
        const res = await bounded.request("http://localhost/api/admin/blog", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: superCookie },
          body: JSON.stringify(draft("bounded")),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as OneBody).post.slug;
      };
      const before = Date.now();
      const made = [await post(), await post(), await post(), await post()];
      expect(made.slice(0, 3)).toEqual(["bounded", "bounded-2", "bounded-3"]);
      const suffix = Number(/^bounded-(\d+)$/.exec(made[3]!)?.[1]);
      expect(suffix).toBeGreaterThanOrEqual(before);
      expect(suffix).toBeLessThanOrEqual(Date.now());
    });
  });

  describe("GET /api/admin/blog", () => {
    it("lists drafts and published posts newest first with their agent, filters and pages", async () => {
      await t.deps.db.delete(blogPosts);
      const ids: Record<string, string> = {};
      for (const [slug, minutes, published] of [
        ["list-oldest", 30, true],
        ["list-middle", 20, false],
        ["list-newest", 10, true],
      ] as const) {
        ids[slug] = (await create(draft(slug, { publish: published }))).body.post.id;
        await t.deps.db
          .update(blogPosts)
          .set({ createdAt: minutesAgo(minutes) })
          .where(eq(blogPosts.slug, slug));
      }
      const { res, body } = await send("GET", "");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(body.posts.map((p) => p.slug)).toEqual(["list-newest", "list-middle", "list-oldest"]);
      expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });
      expect(body.posts[1]).toMatchObject({
        id: ids["list-middle"],
        title: "Title of list-middle",
        excerpt: "Excerpt of list-middle",
        is_published: false,
        published_at: null,
        agent: oldestAgent,
      });
      expect(body.posts[1]).not.toHaveProperty("content");

      expect((await send("GET", "?state=draft")).body.posts.map((p) => p.slug)).toEqual(["list-middle"]);
      const page = await send("GET", "?state=published&limit=1&offset=1");
      expect(page.body.posts.map((p) => p.slug)).toEqual(["list-oldest"]);
      expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1 });

      for (const query of ["?state=archived", "?limit=500", "?offset=x"]) {
        expect((await send("GET", query)).res.status, query).toBe(400);
      }
    });
  });

  describe("GET /api/admin/blog/:id", () => {
    it("returns every field of a draft for the edit form, and 404 for an unknown id", async () => {
      const { body: created } = await create(
        draft("for-editing", { seo_settings: { description: "Desc", keywords: "kw" } }),
      );
      const { res, body } = await send("GET", `/${created.post.id}`);
      expect(res.status).toBe(200);
      expect(body.post).toEqual(created.post);
      for (const id of [randomUUID(), "nope"]) {
        const missing = await send("GET", `/${id}`);
        expect(missing.res.status).toBe(404);
        expect(missing.body.error.message).toBe(POST_NOT_FOUND);
      }
    });
  });

  describe("PATCH /api/admin/blog/:id", () => {
    it("saves every field, keeps the agent and admin flag, and the public post shows it at once", async () => {
      const { body: created } = await create(draft("edit-me", { publish: true }));
      const id = created.post.id;
      const { res, body } = await send("PATCH", `/${id}`, {
        title: "Edited title",
        slug: "edited-slug",
        excerpt: "",
        content: "New body",
        featured_image_url: "https://cdn.example.ca/cover.png",
        seo_settings: { description: "New description", keywords: null },
        publish: false,
      });
      expect(res.status).toBe(200);
      expect(body.post).toMatchObject({
        title: "Edited title",
        slug: "edited-slug",
        excerpt: "New body",
        content: "New body",
        featured_image_url: "https://cdn.example.ca/cover.png",
        seo_settings: { description: "New description", keywords: null },
        is_published: true,
        admin_created: true,
        agent: created.post.agent,
      });
      expect(new Date(body.post.updated_at).getTime()).toBeGreaterThanOrEqual(
        new Date(created.post.updated_at).getTime(),
      );
      expect((await t.request("/api/blog/edit-me")).status).toBe(404);
      const single = (await (await t.request("/api/blog/edited-slug")).json()) as OneBody;
      expect(single.post.title).toBe("Edited title");
    });

    it("keeps an agent's post marked as not admin-created", async () => {
      const agent = await insertAgent(t.deps.db);
      const [row] = await t.deps.db
        .insert(blogPosts)
        .values({ agentId: agent.id, title: "Agent post", slug: "agent-post", content: "Body" })
        .returning();
      const { body } = await send("PATCH", `/${row!.id}`, draft("agent-post"));
      expect(body.post).toMatchObject({ admin_created: false, agent: { id: agent.id } });
    });

    it("validates the body and answers 404 for an unknown id", async () => {
      const { body: created } = await create(draft("validate-edit"));
      const bad = await send("PATCH", `/${created.post.id}`, draft("validate-edit", { title: "" }));
      expect(bad.res.status).toBe(400);
      expect(bad.body.error.field).toBe("title");
      expect((await send("PATCH", `/${randomUUID()}`, draft("ghost"))).res.status).toBe(404);
    });
  });

  describe("PATCH /api/admin/blog/:id/publish", () => {
    it("publishing stamps published_at and shows the post; unpublishing clears it and hides it", async () => {
      const { body: created } = await create(draft("toggle-me"));
      const id = created.post.id;
      expect(await publicSlugs()).not.toContain("toggle-me");

      const before = Date.now();
      const published = await send("PATCH", `/${id}/publish`, { is_published: true });
      expect(published.res.status).toBe(200);
      expect(published.body.post.is_published).toBe(true);
      expect(new Date(published.body.post.published_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await publicSlugs()).toContain("toggle-me");
      expect((await t.request("/api/blog/toggle-me")).status).toBe(200);

      const unpublished = await send("PATCH", `/${id}/publish`, { is_published: false });
      expect(unpublished.body.post).toMatchObject({ is_published: false, published_at: null });
      expect(await publicSlugs()).not.toContain("toggle-me");
      const gone = await t.request("/api/blog/toggle-me");
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as ApiErrorBody).error.message).toBe(publicMessages.blogNotFound);
    });

    it("requires a boolean and answers 404 for an unknown id", async () => {
      const { body: created } = await create(draft("publish-validate"));
      for (const json of [{}, { is_published: "true" }]) {
        const { res, body } = await send("PATCH", `/${created.post.id}/publish`, json);
        expect(res.status).toBe(400);
        expect(body.error.field).toBe("is_published");
      }
      expect((await send("PATCH", `/${randomUUID()}/publish`, { is_published: true })).res.status).toBe(404);
    });
  });

  describe("DELETE /api/admin/blog/:id", () => {
    it("removes the post from the public blog and 404s after", async () => {
      const { body: created } = await create(draft("delete-me", { publish: true }));
      expect(await publicSlugs()).toContain("delete-me");
      expect((await send("DELETE", `/${created.post.id}`)).res.status).toBe(204);
      expect(await publicSlugs()).not.toContain("delete-me");
      expect((await t.request("/api/blog/delete-me")).status).toBe(404);
      const again = await send("DELETE", `/${created.post.id}`);
      expect(again.res.status).toBe(404);
      expect(again.body.error.message).toBe(POST_NOT_FOUND);
    });
  });
});
