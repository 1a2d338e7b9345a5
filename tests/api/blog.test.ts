import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { blogPosts, type Agent } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface PostSummary {
  id: string;
  title: string;
  slug: string;
  published_at: string;
  agent: { id: string; name: string; profile_slug: string | null } | null;
}

let t: TestContext;
let author: Agent;
beforeAll(async () => {
  t = await createTestContext();
  author = await insertAgent(t.deps.db, { name: "Priya Author", profileSlug: "priyaauthor" });
  const gone = await insertAgent(t.deps.db, { name: "Gone Agent", isActive: false });
  const post = (slug: string, publishedMinutesAgo: number | null, agentId = author.id) => ({
    agentId,
    title: `Title ${slug}`,
    slug,
    excerpt: `Excerpt ${slug}`,
    content: `# ${slug}\n\nBody of ${slug}`,
    featuredImageUrl: `/storage/blog-images/${slug}.png`,
    isPublished: publishedMinutesAgo !== null,
    publishedAt: publishedMinutesAgo === null ? null : minutesAgo(publishedMinutesAgo),
    seoSettings: { description: `About ${slug}`, keywords: "mortgage", admin_created: true },
    createdAt: minutesAgo(1000),
  });
  await t.deps.db
    .insert(blogPosts)
    .values([
      post("older-post", 300),
      post("draft-post", null),
      post("newest-post", 5),
      post("orphan-post", 100, gone.id),
    ]);
});
afterAll(() => t.close());

describe("GET /api/blog", () => {
  it("lists published posts only, newest published first, with the agent", async () => {
    const res = await t.request("/api/blog");
    expect(res.status).toBe(200);
    const { posts } = (await res.json()) as { posts: PostSummary[] };
    expect(posts.map((p) => p.slug)).toEqual(["newest-post", "orphan-post", "older-post"]);
    expect(posts[0]).toEqual({
      id: expect.any(String),
      title: "Title newest-post",
      slug: "newest-post",
      excerpt: "Excerpt newest-post",
      featured_image_url: "/storage/blog-images/newest-post.png",
      published_at: expect.any(String),
      language: "en",
      agent: { id: author.id, name: "Priya Author", profile_slug: "priyaauthor" },
    });
  });

  it("names no author for a post whose agent is inactive", async () => {
    const { posts } = (await (await t.request("/api/blog")).json()) as { posts: PostSummary[] };
    expect(posts.find((p) => p.slug === "orphan-post")?.agent).toBeNull();
    expect(JSON.stringify(posts)).not.toContain("Gone Agent");
  });
});

describe("GET /api/blog/:slug", () => {
  it("returns a published post with its content and agent", async () => {
    const res = await t.request("/api/blog/older-post");
    expect(res.status).toBe(200);
    const { post } = (await res.json()) as { post: Record<string, unknown> };
    expect(post).toMatchObject({
      slug: "older-post",
      content: "# older-post\n\nBody of older-post",
      agent: { id: author.id, name: "Priya Author", profile_slug: "priyaauthor" },
      seo_settings: { description: "About older-post", keywords: "mortgage" },
    });
    expect(JSON.stringify(post)).not.toContain("admin_created");
  });

  it("answers 404 'Blog post not found.' for a draft or an unknown slug", async () => {
    for (const slug of ["draft-post", "no-such-post", "x".repeat(400)]) {
      const res = await t.request(`/api/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error).toEqual({
        message: publicMessages.blogNotFound,
        code: "not_found",
      });
    }
  });
});
