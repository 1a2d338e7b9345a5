import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMeta } from "../../src/domain/page-meta";
import { blogPosts, mortgageServices, products } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo } from "./public-fixtures";

const SITE = "https://vayu.example.ca";

let webDir: string;
let t: TestContext;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "vayu-head-"));
  // The app's own page: one title and one description, both replaced for each page.
  await copyFile(new URL("../../index.html", import.meta.url), path.join(webDir, "index.html"));
  await writeFile(path.join(webDir, "site.webmanifest"), `{"name":"Vayu"}`);
  t = await createTestContext({ PUBLIC_SITE_URL: SITE, BROKERAGE_NAME: "Vayu Mortgages Inc." }, { webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

async function page(urlPath: string) {
  const res = await t.request(urlPath);
  const html = await res.text();
  const attr = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    status: res.status,
    html,
    cacheControl: res.headers.get("cache-control"),
    titles: html.match(/<title>([^<]*)<\/title>/g) ?? [],
    title: attr(/<title>([^<]*)<\/title>/),
    descriptions: html.match(/<meta name="description"/g) ?? [],
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => attr(new RegExp(`<meta property="og:${key}" content="([^"]*)"`)),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe("fixed pages", () => {
  it("answers /rates with its own title, description, canonical and Open Graph tags", async () => {
    const res = await page("/rates");
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe("no-cache");
    expect(res.titles).toEqual(["<title>Today&#39;s mortgage rates — Vayu</title>"]);
    expect(res.descriptions).toHaveLength(1);
    expect(res.html).not.toContain("connect with a licensed mortgage broker near you");
    expect(res.description).toBe(pageMeta["/rates"].description.replaceAll("'", "&#39;"));
    expect(res.canonical).toBe(`${SITE}/rates`);
    expect(res.og("url")).toBe(`${SITE}/rates`);
    expect(res.og("type")).toBe("website");
    expect(res.robots).toBeUndefined();
    expect(res.html).toContain('<html lang="en-CA">');
    // The app names the web manifest once the page is in use (src/web/lib/web-manifest.ts).
    expect(res.html).not.toContain('rel="manifest"');
  });

  it("describes the brokerage on the home page", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    expect(res.jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "FinancialService",
        name: "Vayu Mortgages Inc.",
        url: `${SITE}/`,
        logo: `${SITE}/icon-512.png`,
        areaServed: { "@type": "Country", name: "Canada" },
      }),
    );
  });

  it("keeps sign-in and the back offices out of search engines", async () => {
    for (const urlPath of [
      "/auth",
      "/reset-password",
      "/super-admin",
      "/agent-dashboard",
      "/agent-dashboard/leads/8c1d6f0e-2b1a-4c59-9d7e-0b9a1f3c2d4e",
      "/super-admin/leads/8c1d6f0e-2b1a-4c59-9d7e-0b9a1f3c2d4e",
    ]) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.robots, urlPath).toBe("noindex");
    }
  });

  it("answers an address the web app redirects with the page it leads to", async () => {
    const res = await page("/agents");
    expect(res.status).toBe(200);
    expect(res.canonical).toBe(`${SITE}/find-broker`);
  });

  it("answers 404 with a noindex not-found head for an unknown address", async () => {
    for (const urlPath of [
      "/no-such-page",
      "/rates/extra",
      "/blog/a/b",
      "/bad/%E0%A4%A",
      "/agent-dashboard/leads",
      "/super-admin/leads/a/b",
    ]) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.title, urlPath).toBe("Page not found — Vayu");
      expect(res.robots, urlPath).toBe("noindex");
      expect(res.canonical, urlPath).toBeUndefined();
      expect(res.html, urlPath).toContain('<div id="root"></div>');
    }
  });

  it("still serves the built files, and answers a missing one with a plain 404", async () => {
    const manifest = await t.request("/site.webmanifest");
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toBe(`{"name":"Vayu"}`);

    const res = await t.request("/assets/nope.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
  });
});

describe("a broker's page", () => {
  it("uses the broker's SEO settings in the title, Open Graph and JSON-LD", async () => {
    const agent = await insertAgent(t.deps.db, {
      name: "Priya Sharma",
      profileSlug: "priya-head",
      phone: "613-555-0100",
      headshotUrl: "/storage/agent-headshots/a/head.png",
      bannerImageUrl: "/storage/agent-banners/a/banner.png",
      socialLinks: { linkedin: "https://linkedin.com/in/priya", website: "javascript:alert(1)" },
      seoSettings: {
        meta_title: "Priya Sharma, Ottawa mortgage broker",
        meta_description: "First homes and renewals in Ottawa.",
        og_image: "https://cdn.example.ca/priya-og.png",
      },
    });
    for (const urlPath of ["/agent/priya-head", `/agents/${agent.id}`]) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.titles).toEqual(["<title>Priya Sharma, Ottawa mortgage broker — Vayu</title>"]);
      expect(res.og("title")).toBe("Priya Sharma, Ottawa mortgage broker — Vayu");
      expect(res.og("description")).toBe("First homes and renewals in Ottawa.");
      expect(res.og("image")).toBe("https://cdn.example.ca/priya-og.png");
      expect(res.canonical).toBe(`${SITE}/agent/priya-head`);
    }
    const { jsonLd } = await page("/agent/priya-head");
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "Person",
        name: "Priya Sharma",
        jobTitle: "Mortgage Agent",
        telephone: "613-555-0100",
        image: `${SITE}/storage/agent-headshots/a/head.png`,
        sameAs: ["https://linkedin.com/in/priya"],
        worksFor: expect.objectContaining({ "@type": "FinancialService", name: "Vayu Mortgages Inc." }),
      }),
    );
    const crumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Find a Broker", item: `${SITE}/find-broker` },
      { "@type": "ListItem", position: 3, name: "Priya Sharma", item: `${SITE}/agent/priya-head` },
    ]);
  });

  it("falls back to the name, the bio and the banner when no SEO settings are set", async () => {
    await insertAgent(t.deps.db, {
      name: "Marc Tremblay",
      profileSlug: "marc-head",
      bio: "Renewals across Quebec.",
      bannerImageUrl: "/storage/agent-banners/m/banner.png",
    });
    const res = await page("/agent/marc-head");
    expect(res.title).toBe("Marc Tremblay — Vayu");
    expect(res.description).toBe("Marc Tremblay, licensed mortgage agent with Vayu. Renewals across Quebec.");
    expect(res.og("image")).toBe(`${SITE}/storage/agent-banners/m/banner.png`);
  });

  it("answers 404 for an inactive or unknown broker", async () => {
    await insertAgent(t.deps.db, { profileSlug: "gone-head", isActive: false });
    for (const urlPath of [
      "/agent/gone-head",
      "/agent/nobody-here",
      "/agents/00000000-0000-4000-8000-000000000000",
    ]) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.robots, urlPath).toBe("noindex");
    }
  });

  it("escapes hostile text from the broker's settings", async () => {
    await insertAgent(t.deps.db, {
      name: `Eve"><script>alert(1)</script>`,
      profileSlug: "eve-head",
      seoSettings: { meta_description: `</script><script>alert(2)</script>` },
    });
    const res = await page("/agent/eve-head");
    expect(res.status).toBe(200);
    expect(res.html).not.toMatch(/<script>alert/);
    expect(res.title).toBe("Eve&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Vayu");
    expect(res.titles).toHaveLength(1);
    expect(res.jsonLd[0]).toMatchObject({ name: `Eve"><script>alert(1)</script>` });
  });
});

describe("a blog post's page", () => {
  it("describes a published post as an article, with BlogPosting JSON-LD", async () => {
    const author = await insertAgent(t.deps.db, { name: "Post Author", profileSlug: "post-author-head" });
    const published = minutesAgo(60);
    await t.deps.db.insert(blogPosts).values({
      agentId: author.id,
      title: "Renewing </script> early",
      slug: "renewing-head",
      excerpt: "When an early renewal pays.",
      content: "Body",
      featuredImageUrl: "/storage/blog-images/blog/renew.png",
      isPublished: true,
      publishedAt: published,
      seoSettings: { description: "Renew early, or not." },
    });
    const res = await page("/blog/renewing-head");
    expect(res.status).toBe(200);
    expect(res.og("type")).toBe("article");
    expect(res.title).toBe("Renewing &lt;/script&gt; early — Vayu");
    expect(res.description).toBe("Renew early, or not.");
    expect(res.og("image")).toBe(`${SITE}/storage/blog-images/blog/renew.png`);
    expect(res.html).toContain(
      `<meta property="article:published_time" content="${published.toISOString()}" />`,
    );
    // Only the JSON-LD scripts close in the head: the title's </script> stayed text.
    expect(res.html.split("</head>")[0]!.match(/<\/script>/g)).toHaveLength(res.jsonLd.length);
    expect(res.jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: "Renewing </script> early",
        datePublished: published.toISOString(),
        image: `${SITE}/storage/blog-images/blog/renew.png`,
        author: { "@type": "Person", name: "Post Author", url: `${SITE}/agent/post-author-head` },
        publisher: expect.objectContaining({ name: "Vayu Mortgages Inc." }),
        mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/blog/renewing-head` },
      }),
    );
    expect(res.jsonLd.find((data) => data["@type"] === "BreadcrumbList")).toBeDefined();
  });

  it("answers 404 for a draft or an unknown post", async () => {
    const author = await insertAgent(t.deps.db);
    await t.deps.db.insert(blogPosts).values({
      agentId: author.id,
      title: "Draft",
      slug: "draft-head",
      content: "Body",
      isPublished: false,
    });
    for (const urlPath of ["/blog/draft-head", "/blog/no-such-post"]) {
      expect((await page(urlPath)).status, urlPath).toBe(404);
    }
  });
});

describe("products and services", () => {
  it("titles an item by its name and describes it with its teaser", async () => {
    const [product] = await t.deps.db
      .insert(products)
      .values({ name: "Head HELOC", description: `${"Borrow against your home. ".repeat(12)}` })
      .returning();
    const [service] = await t.deps.db
      .insert(mortgageServices)
      .values({ name: "Head refinancing", description: "Refinance with a broker." })
      .returning();
    const productPage = await page(`/products/${product!.id}`);
    expect(productPage.status).toBe(200);
    expect(productPage.title).toBe("Head HELOC — Vayu");
    expect(productPage.description).toMatch(/^Borrow against your home\. .*\.\.\.$/);
    const servicePage = await page(`/services/${service!.id}`);
    expect(servicePage.title).toBe("Head refinancing — Vayu");
    expect(servicePage.canonical).toBe(`${SITE}/services/${service!.id}`);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const urlPath of [
      "/products/00000000-0000-4000-8000-000000000000",
      "/services/00000000-0000-4000-8000-000000000000",
      "/products/not-an-id",
    ]) {
      expect((await page(urlPath)).status, urlPath).toBe(404);
    }
  });
});
