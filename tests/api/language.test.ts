import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "../../src/i18n/locale";
import { createTestContext, type TestContext } from "./harness";

const SITE = "https://vayu.example.ca";
const FRENCH_BROWSER = "fr-CA,fr;q=0.9,en;q=0.8";

let webDir: string;
let t: TestContext;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "vayu-language-"));
  await copyFile(new URL("../../index.html", import.meta.url), path.join(webDir, "index.html"));
  t = await createTestContext({ PUBLIC_SITE_URL: SITE }, { webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

function visit(urlPath: string, headers: Record<string, string> = {}) {
  return t.request(urlPath, { headers, redirect: "manual" });
}

describe("a first visit to / follows the browser's language once", () => {
  it("sends a browser that prefers French to /fr and remembers it in the cookie", async () => {
    const res = await visit("/", { "accept-language": FRENCH_BROWSER });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/fr");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${LOCALE_COOKIE}=fr-CA`);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });

  it("keeps the query string on the way", async () => {
    const res = await visit("/?utm_source=news", { "accept-language": "fr" });
    expect(res.headers.get("location")).toBe("/fr?utm_source=news");
  });

  it("follows the cookie over the browser's language", async () => {
    const french = await visit("/", { cookie: `${LOCALE_COOKIE}=fr-CA`, "accept-language": "en-CA" });
    expect(french.status).toBe(302);
    expect(french.headers.get("location")).toBe("/fr");
    expect(french.headers.get("set-cookie")).toBeNull();

    const english = await visit("/", { cookie: `${LOCALE_COOKIE}=en-CA`, "accept-language": FRENCH_BROWSER });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en-CA">');
  });

  it("serves English to a browser without a French preference, saying what the answer depends on", async () => {
    for (const acceptLanguage of ["en-CA,en;q=0.9", "de-DE", "en;q=0.9,fr;q=0.5", ""]) {
      const res = await visit("/", acceptLanguage ? { "accept-language": acceptLanguage } : {});
      expect(res.status, acceptLanguage).toBe(200);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
    }
  });

  it("never redirects a crawler, whatever its languages", async () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "Slackbot-LinkExpanding 1.0",
    ]) {
      const res = await visit("/", {
        "user-agent": agent,
        "accept-language": "fr-CA",
        cookie: `${LOCALE_COOKIE}=fr-CA`,
      });
      expect(res.status, agent).toBe(200);
      expect(await res.text()).toContain('<html lang="en-CA">');
    }
  });

  it("never sends /fr or any other page anywhere: no loop", async () => {
    for (const [urlPath, headers] of [
      ["/fr", { "accept-language": "en-CA", cookie: `${LOCALE_COOKIE}=en-CA` }],
      ["/fr", { "accept-language": FRENCH_BROWSER }],
      ["/rates", { "accept-language": FRENCH_BROWSER }],
      ["/fr/rates", { cookie: `${LOCALE_COOKIE}=en-CA` }],
    ] as const) {
      const res = await visit(urlPath, headers);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get("location")).toBeNull();
    }
  });
});

describe("the French pages' head", () => {
  it("says /fr/rates in French, with its own canonical and both languages' alternates", async () => {
    const res = await visit("/fr/rates");
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("<title>Taux hypothécaires du jour — Vayu</title>");
    expect(html).toMatch(
      /<meta name="description" content="Les taux hypothécaires fixes et variables du jour/,
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}/fr/rates" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-CA" href="${SITE}/rates" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/rates" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/rates" />`);
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA" />');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/fr/rates" />`);
  });

  it("gives the English page the same alternates and its own locale", async () => {
    const html = await (await visit("/rates")).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/rates" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/rates" />`);
    expect(html).toContain('<meta property="og:locale" content="en_CA" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="fr_CA" />');
  });

  it("points the French home page's structured data at the French site, and names /fr as itself", async () => {
    const html = await (await visit("/fr")).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/fr" />`);
    expect(html).toContain(`"url":"${SITE}/fr"`);
  });

  it("says a missing French page in French, without alternates", async () => {
    const res = await visit("/fr/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>Page introuvable — Vayu</title>");
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain('rel="canonical"');
  });

  it("leaves the alternates off pages search engines may not list", async () => {
    const html = await (await visit("/fr/auth")).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="alternate"');
  });
});

describe("sitemap.xml", () => {
  it("lists every public page in both languages, each naming the other", async () => {
    const xml = await (await visit("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const page of ["/", "/rates", "/blog", "/find-broker", "/privacy"]) {
      expect(locs).toContain(`${SITE}${page}`);
    }
    for (const page of ["/fr", "/fr/rates", "/fr/blog", "/fr/find-broker", "/fr/privacy"]) {
      expect(locs).toContain(`${SITE}${page}`);
    }
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/fr`))).toHaveLength(locs.length / 2);
    const frenchRates = /<url><loc>[^<]*\/fr\/rates<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? "";
    expect(frenchRates).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE}/rates"/>`);
    expect(frenchRates).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/rates"/>`);
    expect(frenchRates).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/rates"/>`);
  });

  it("keeps crawlers out of the French staff areas too", async () => {
    const text = await (await visit("/robots.txt")).text();
    expect(text).toContain("Disallow: /fr/agent-dashboard\n");
    expect(text).toContain("Disallow: /fr/super-admin\n");
  });
});
