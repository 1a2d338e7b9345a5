import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAssets } from "../../scripts/compress-assets";
import { agents, blogPosts, mortgageServices, products } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, insertRate, minutesAgo } from "./public-fixtures";

/** A built site in miniature: the page, a hashed script worth compressing, and a tiny one that is not. */
const SCRIPT = `export const rates = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ term: i, rate: 4.5 })))};\n`;
const TINY = "export const x = 1;\n";

let webDir: string;
let t: TestContext;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "vayu-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Vayu</title><div id=root></div>");
  await writeFile(path.join(webDir, "assets", "app-abc123.js"), SCRIPT);
  await writeFile(path.join(webDir, "assets", "tiny-def456.js"), TINY);
  await mkdir(path.join(webDir, ".vite"));
  await writeFile(
    path.join(webDir, ".vite", "manifest.json"),
    '{"src/web/main.tsx":{"file":"assets/app-abc123.js"}}',
  );
  await writeFile(path.join(webDir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  await compressAssets(webDir);
  t = await createTestContext({ PUBLIC_SITE_URL: "https://vayu.example.ca" }, { webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (urlPath: string, acceptEncoding?: string) =>
  t.request(urlPath, acceptEncoding === undefined ? {} : { headers: { "accept-encoding": acceptEncoding } });

describe("built assets", () => {
  it("sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, else the plain file", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get("/assets/app-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("carries nosniff, CORP and HSTS but not the page-only security headers; a page carries them all", async () => {
    const asset = await get("/assets/app-abc123.js", "gzip, deflate, br");
    const page = await get("/rates", "gzip");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // PUBLIC_SITE_URL is https: HSTS goes on every answer.
    expect(asset.headers.get("strict-transport-security")).toContain("max-age=");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
    ]) {
      expect(asset.headers.get(name), name).toBeNull();
      expect(page.headers.get(name), name).toBeTruthy();
    }
    // A missing asset's 404 is not a page either.
    const missing = await get("/assets/gone-000000.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
    // A stored upload can be opened as a document: it keeps its own policy (dashboard-documents tests).
  });

  it("leaves a file under 1 KB as it is", async () => {
    const res = await get("/assets/tiny-def456.js", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(TINY);
  });

  it("answers 404, not the page, for a missing script or any missing file", async () => {
    // The build's manifest exists but is the server's: it names source files.
    const missingFiles = ["/assets/gone-000000.js", "/favicon.ico", "/assets/logo.png", "/blog/x.php"];
    for (const missing of [...missingFiles, "/.vite/manifest.json"]) {
      const res = await get(missing, "br, gzip");
      expect(res.status, missing).toBe(404);
      expect(res.headers.get("content-type"), missing).not.toMatch(/html/);
    }
  });

  it("still answers the app's page for a client route, gzipped for a browser that accepts it", async () => {
    const res = await get("/rates", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<div id=root>");
    expect(await (await get("/rates", "identity")).text()).toContain("<div id=root>");
  });
});

describe("API responses", () => {
  it("sends the cached public rates brotli- or gzip-compressed as accepted, else plain", async () => {
    for (let i = 0; i < 12; i++) await insertRate(t.deps.db, { province: "Ontario", ourRate: 4 + i / 100 });
    const plain = await get("/api/rates?province=ON", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect((JSON.parse(text) as { rates: unknown[] }).rates.length).toBeGreaterThanOrEqual(12);

    const br = await get("/api/rates?province=ON", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);

    for (const header of ["gzip", "br;q=0, gzip"]) {
      const gz = await get("/api/rates?province=ON", header);
      expect(gz.headers.get("content-encoding"), header).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), header).toBe(text);
    }
  });

  it("gzips other JSON on the fly for a browser that accepts it", async () => {
    await t.deps.db.insert(products).values(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Delivery product ${i}`,
        description: "x".repeat(200),
      })),
    );
    const zipped = await get("/api/products", "gzip");
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/api/products", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(2000);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  it("a revalidation by the compressed answer's weak ETag is still a 304", async () => {
    const first = await get("/api/rates?province=ON", "gzip");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const again = await t.request("/api/rates?province=ON", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });
});

describe("cached public reads built whole", () => {
  const SECURITY = [
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "permissions-policy",
    "strict-transport-security",
  ];

  it("carry the security headers and a request id of their own, on a 200 and on a 304", async () => {
    const other = await get("/api/products", "identity");
    const first = await get("/api/rates?province=ON", "identity");
    const again = await t.request("/api/rates?province=ON", {
      headers: { "if-none-match": first.headers.get("etag")!, "x-request-id": "revalidation-1" },
    });
    expect(again.status).toBe(304);
    for (const name of SECURITY) {
      expect(other.headers.get(name), name).toBeTruthy();
      expect(first.headers.get(name), name).toBe(other.headers.get(name));
      expect(again.headers.get(name), name).toBe(other.headers.get(name));
    }
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("x-request-id")).not.toBe(other.headers.get("x-request-id"));
    expect(again.headers.get("x-request-id")).toBe("revalidation-1");
    expect(Number(first.headers.get("content-length"))).toBe((await first.arrayBuffer()).byteLength);
    expect(again.headers.get("content-type")).toBeNull();
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the staff areas and the API and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const area of ["/super-admin", "/agent-dashboard", "/auth", "/reset-password", "/api/"]) {
      expect(text).toContain(`Disallow: ${area}\n`);
    }
    expect(text).toContain("Sitemap: https://vayu.example.ca/sitemap.xml");
  });

  it("sitemap.xml lists the public pages, active brokers, published posts, products and services", async () => {
    const active = await insertAgent(t.deps.db, { name: "Sitemap Active", profileSlug: "sitemapactive" });
    const noSlug = await insertAgent(t.deps.db, { name: "Sitemap No Slug", profileSlug: null });
    await insertAgent(t.deps.db, {
      name: "Sitemap Inactive",
      profileSlug: "sitemapinactive",
      isActive: false,
    });
    const edited = minutesAgo(5);
    await t.deps.db.insert(blogPosts).values([
      {
        agentId: active.id,
        title: "Published",
        slug: "sitemap-published",
        content: "Body",
        isPublished: true,
        publishedAt: minutesAgo(60),
        updatedAt: edited,
      },
      { agentId: active.id, title: "Draft", slug: "sitemap-draft", content: "Body", isPublished: false },
    ]);
    const [product] = await t.deps.db
      .insert(products)
      .values({ name: "Sitemap product" })
      .returning({ id: products.id });
    const [service] = await t.deps.db
      .insert(mortgageServices)
      .values({ name: "Sitemap service" })
      .returning({ id: mortgageServices.id });

    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const site = "https://vayu.example.ca";
    for (const page of ["/", "/rates", "/blog", "/find-broker", "/privacy", "/terms"]) {
      expect(locs).toContain(`${site}${page}`);
    }
    expect(locs).toContain(`${site}/agent/sitemapactive`);
    expect(locs).toContain(`${site}/agent/${noSlug.id}`);
    expect(locs).not.toContain(`${site}/agent/sitemapinactive`);
    expect(locs).toContain(`${site}/blog/sitemap-published`);
    expect(locs).not.toContain(`${site}/blog/sitemap-draft`);
    expect(locs).toContain(`${site}/products/${product!.id}`);
    expect(locs).toContain(`${site}/services/${service!.id}`);
    expect(locs.filter((loc) => loc.includes("/super-admin") || loc.includes("/agent-dashboard"))).toEqual(
      [],
    );
    expect(xml).toContain(
      `<url><loc>${site}/blog/sitemap-published</loc><lastmod>${edited.toISOString()}</lastmod><xhtml:link`,
    );
    expect(xml).toMatch(new RegExp(`<url><loc>${site}/rates</loc><lastmod>[0-9T:.Z-]+</lastmod><xhtml:link`));
  });

  it("follows the data: a broker switched off leaves the sitemap", async () => {
    const agent = await insertAgent(t.deps.db, { name: "Leaving", profileSlug: "sitemapleaving" });
    expect(await (await get("/sitemap.xml")).text()).toContain("/agent/sitemapleaving</loc>");
    await t.deps.db.update(agents).set({ isActive: false }).where(eq(agents.id, agent.id));
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/agent/sitemapleaving</loc>");
  });

  it("escapes what it prints", async () => {
    const ctx = await createTestContext({ PUBLIC_SITE_URL: "https://vayu.example.ca/a&b" });
    try {
      const xml = await (await ctx.request("/sitemap.xml")).text();
      expect(xml).toContain("<loc>https://vayu.example.ca/a&amp;b/rates</loc>");
      expect(xml).not.toContain("a&b");
    } finally {
      await ctx.close();
    }
  });
});
