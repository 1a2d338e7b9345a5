import { loadErrors, publicMessages } from "../support/english-texts";
import { BUYING_POSTS } from "../../src/server/db/demo/blog-buying";
import { OWNING_POSTS } from "../../src/server/db/demo/blog-owning";
import {
  expect,
  expectNoSeriousAxeViolations,
  renderInBrowser,
  test,
  waitUntilInteractive,
} from "./fixtures";

const DEMO_POSTS = [...BUYING_POSTS, ...OWNING_POSTS];
const PUBLISHED = DEMO_POSTS.filter((post) => post.publishedDaysAgo !== undefined).sort(
  (a, b) => a.publishedDaysAgo! - b.publishedDaysAgo!,
);
const DRAFTS = DEMO_POSTS.filter((post) => post.publishedDaysAgo === undefined);
const FIRST_HOME = BUYING_POSTS.find((post) => post.slug === "first-home-checklist-canada")!;

test.describe("the blog list", () => {
  test("shows only published posts, newest first, with author and date", async ({ page }) => {
    expect(DRAFTS.length).toBeGreaterThan(0);
    await page.goto("/blog");
    await expect(page).toHaveTitle("Mortgage blog — Vayu");
    const titles = page.getByRole("article").getByRole("heading", { level: 2 });
    // Other tests may publish posts; the demo's published ones keep their relative order.
    await expect(titles.first()).toBeVisible();
    const shown = await titles.allInnerTexts();
    const demoShown = shown.filter((title) => DEMO_POSTS.some((post) => post.title === title));
    expect(demoShown).toEqual(PUBLISHED.map((post) => post.title));
    for (const draft of DRAFTS) await expect(page.getByText(draft.title)).toHaveCount(0);

    const first = page.getByRole("article", { name: FIRST_HOME.title });
    await expect(first).toContainText("By Priya Raman");
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first).toContainText(FIRST_HOME.excerpt);
    await expect(first.getByRole("img")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("shows the empty state", async ({ page }) => {
    await renderInBrowser(page);
    await page.route("**/api/blog", (route) => route.fulfill({ json: { posts: [] } }));
    await page.goto("/blog");
    await expect(page.getByText(publicMessages.noBlogPosts)).toBeVisible();
  });

  test("shows an error when the list fails", async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    consoleErrors.allow(/500|Failed to load resource/);
    await page.route("**/api/blog", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
    );
    await page.goto("/blog");
    await expect(page.getByText(loadErrors.blogPosts)).toBeVisible({ timeout: 30_000 });
  });
});

test.describe("a blog post", () => {
  test("renders the markdown, the author link and the post's title and description", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: FIRST_HOME.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${FIRST_HOME.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FIRST_HOME.title })).toBeVisible();
    await expect(page).toHaveTitle(`${FIRST_HOME.title} — Vayu`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", FIRST_HOME.excerpt);
    // The server sends the post's own head: an article, described as a BlogPosting for crawlers.
    const served = await page.request.get(`/blog/${FIRST_HOME.slug}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain('<meta property="og:type" content="article" />');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; headline?: string },
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "BlogPosting", headline: FIRST_HOME.title }),
    );
    expect((await page.request.get("/blog/no-such-post-anywhere")).status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 2, name: "1. Know the minimum down payment" }),
    ).toBeVisible();
    await expect(page.getByRole("article").locator("strong").first()).toBeVisible();
    await expect(page.getByRole("article").locator("li").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Priya Raman" })).toHaveAttribute(
      "href",
      "/agent/priyaraman",
    );
    await expectNoSeriousAxeViolations(page);
  });

  test("a post loaded directly keeps the server's content and never fetches the markdown renderer", async ({
    page,
  }) => {
    await page.goto(`/blog/${FIRST_HOME.slug}`);
    await waitUntilInteractive(page);
    const article = page.getByRole("article");
    await expect(
      article.getByRole("heading", { level: 2, name: "1. Know the minimum down payment" }),
    ).toBeVisible();
    await expect(article.locator("li").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((path) => /\/assets\/markdown-[\w-]{8}\.js$/.test(path))).toEqual([]);
    // The same post reached by a link is drawn in the browser, renderer and all.
    await page.getByRole("link", { name: "Back to the blog" }).first().click();
    await page.getByRole("link", { name: FIRST_HOME.title, exact: true }).click();
    await expect(
      article.getByRole("heading", { level: 2, name: "1. Know the minimum down payment" }),
    ).toBeVisible();
  });

  test("shows script and event handlers in content as inert text", async ({ page, consoleErrors }) => {
    // The post is only in the mocked API: the server answers its address 404.
    consoleErrors.allow(/status of 404/);
    await renderInBrowser(page);
    const content =
      "## Safe heading\n\n<script>window.__blogXss = 1</script>\n\n" +
      '<img src="x" onerror="window.__blogXss = 2">\n\n[click me](javascript:window.__blogXss=3)';
    await page.route("**/api/blog/xss-check", (route) =>
      route.fulfill({
        json: {
          post: {
            id: "00000000-0000-4000-8000-0000000b1095",
            title: "Markdown safety check",
            slug: "xss-check",
            excerpt: "A post whose content tries to run code.",
            featured_image_url: null,
            published_at: new Date().toISOString(),
            agent: null,
            content,
            updated_at: null,
            seo_settings: { description: null, keywords: null },
          },
        },
      }),
    );
    await page.goto("/blog/xss-check");
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: "Safe heading" })).toBeVisible();
    await expect(article).toContainText("<script>window.__blogXss = 1</script>");
    await expect(article).toContainText('<img src="x" onerror="window.__blogXss = 2">');
    await expect(article.locator("script, img")).toHaveCount(0);
    await expect(article.getByText("click me")).not.toHaveAttribute("href", /javascript:/);
    expect(await page.evaluate(() => (window as { __blogXss?: number }).__blogXss)).toBeUndefined();
  });

  test("an unknown slug shows the load toast, then 'Blog post not found.'", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/404|Failed to load resource/);
    await page.goto("/blog/no-such-post-anywhere");
    await expect(page.getByText(publicMessages.blogLoadFailed)).toBeVisible();
    await expect(page.getByRole("heading", { name: publicMessages.blogNotFound })).toBeVisible();
  });
});
