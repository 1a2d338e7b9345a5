import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, type Agent } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface PostBody {
  id: string;
  slug: string;
  title: string;
  language: string;
}

let t: TestContext;
let superCookie: string;
let agentCookie: string;
let author: Agent;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  agentCookie = (await t.signInAs("agent")).cookie;
  author = await insertAgent(t.deps.db);
});
afterAll(() => t.close());

const fields = (title: string) => ({
  title,
  slug: `post-${randomUUID().slice(0, 8)}`,
  excerpt: "Excerpt",
  content: "Content of the post.",
});

async function postOf(res: Response): Promise<PostBody> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { post: PostBody }).post;
}

async function refusal(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as ApiErrorBody).error;
}

describe("a blog post's language", () => {
  it("is English unless the super admin says French, kept by an edit that leaves it out", async () => {
    const admin = (path: string, method: string, json: unknown) =>
      t.request(`/api/admin/blog${path}`, { method, cookie: superCookie, json });
    const english = await postOf(await admin("", "POST", fields("An English post")));
    expect(english.language).toBe("en");

    const french = await postOf(await admin("", "POST", { ...fields("Un billet"), language: "fr" }));
    expect(french.language).toBe("fr");
    const edited = await postOf(await admin(`/${french.id}`, "PATCH", { ...fields("Un billet revu") }));
    expect(edited.language).toBe("fr");
    const back = await postOf(await admin(`/${french.id}`, "PATCH", { ...fields("Back"), language: "en" }));
    expect(back.language).toBe("en");

    const list = (await (await t.request("/api/admin/blog", { cookie: superCookie })).json()) as {
      posts: PostBody[];
    };
    expect(list.posts.find((post) => post.id === french.id)?.language).toBe("en");
  });

  it("is refused unless it is en or fr, naming the field, from the admin and from an agent", async () => {
    const admin = await refusal(
      await t.request("/api/admin/blog", {
        method: "POST",
        cookie: superCookie,
        json: { ...fields("Ein Beitrag"), language: "de" },
      }),
    );
    expect(admin.field).toBe("language");
    const { slug: _slug, ...agentFields } = fields("Ein Beitrag");
    const agent = await refusal(
      await t.request("/api/dashboard/blog", {
        method: "POST",
        cookie: agentCookie,
        json: { ...agentFields, language: "de" },
      }),
    );
    expect(agent.field).toBe("language");
  });

  it("is chosen by an agent for their own post", async () => {
    const { slug: _slug, ...agentFields } = fields("Renouveler son prêt");
    const created = await postOf(
      await t.request("/api/dashboard/blog", {
        method: "POST",
        cookie: agentCookie,
        json: { ...agentFields, language: "fr" },
      }),
    );
    expect(created.language).toBe("fr");
    const read = await postOf(await t.request(`/api/dashboard/blog/${created.id}`, { cookie: agentCookie }));
    expect(read.language).toBe("fr");
  });
});

describe("the public blog by language", () => {
  const published = async (title: string, language: "en" | "fr", minutes: number) => {
    const slug = `public-${randomUUID().slice(0, 8)}`;
    await t.deps.db.insert(blogPosts).values({
      agentId: author.id,
      title,
      slug,
      content: "Text",
      language,
      isPublished: true,
      publishedAt: minutesAgo(minutes),
    });
    return slug;
  };

  it("gives each post's language, lists newest first, and French first when asked for French", async () => {
    const newestEnglish = await published("Newest English", "en", 1);
    const newerFrench = await published("Billet récent", "fr", 2);
    const olderEnglish = await published("Older English", "en", 3);
    const olderFrench = await published("Billet ancien", "fr", 4);
    const order = async (query: string) => {
      const res = await t.request(`/api/blog${query}`);
      expect(res.status).toBe(200);
      const { posts } = (await res.json()) as { posts: (PostBody & { slug: string })[] };
      const ours = [newestEnglish, newerFrench, olderEnglish, olderFrench];
      return posts.filter((post) => ours.includes(post.slug)).map((post) => [post.slug, post.language]);
    };

    expect(await order("")).toEqual([
      [newestEnglish, "en"],
      [newerFrench, "fr"],
      [olderEnglish, "en"],
      [olderFrench, "fr"],
    ]);
    expect(await order("?language=fr")).toEqual([
      [newerFrench, "fr"],
      [olderFrench, "fr"],
      [newestEnglish, "en"],
      [olderEnglish, "en"],
    ]);
    expect(await order("?language=en")).toEqual([
      [newestEnglish, "en"],
      [olderEnglish, "en"],
      [newerFrench, "fr"],
      [olderFrench, "fr"],
    ]);

    const one = await postOf(await t.request(`/api/blog/${newerFrench}`));
    expect(one.language).toBe("fr");
  });

  it("refuses a language it does not know, naming the parameter, in the request's language", async () => {
    const error = await refusal(await t.request("/api/blog?language=de"));
    expect(error.field).toBe("language");
    expect(error.message).toContain("Must be one of en, fr");
    const french = await refusal(
      await t.request("/api/blog?language=de", { headers: { "accept-language": "fr-CA" } }),
    );
    expect(french.field).toBe("language");
    expect(french.message).toContain("en, fr");
    expect(french.message).not.toContain("Must be");
  });
});
