import { describe, expect, it } from "vitest";
import { jsonForScript } from "../../domain/html";
import { absoluteUrl, renderHead, type PageHead } from "./head";
import { fillPageTemplate, parsePageTemplate } from "./page-template";

const ORIGIN = "https://vayu.example.ca";

const base: PageHead = {
  title: "Today's mortgage rates",
  description: "Rates & more",
  canonicalPath: "/rates",
  ogType: "website",
};

describe("renderHead", () => {
  it("writes the title, description, canonical, Open Graph and Twitter tags", () => {
    const html = renderHead(base, ORIGIN);
    expect(html).toContain("<title>Today&#39;s mortgage rates — Vayu</title>");
    expect(html).toContain('<meta name="description" content="Rates &amp; more" />');
    expect(html).toContain('<link rel="canonical" href="https://vayu.example.ca/rates" />');
    expect(html).toContain('<meta property="og:url" content="https://vayu.example.ca/rates" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Vayu" />');
    expect(html).toContain('<meta property="og:title" content="Today&#39;s mortgage rates — Vayu" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain("og:image");
    expect(html).not.toContain("robots");
  });

  it("makes an image path absolute and asks for the large card", () => {
    const html = renderHead({ ...base, ogImage: "/storage/agent-banners/a/b.png" }, ORIGIN);
    expect(html).toContain(
      '<meta property="og:image" content="https://vayu.example.ca/storage/agent-banners/a/b.png" />',
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://vayu.example.ca/storage/agent-banners/a/b.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("names the French page as canonical on /fr, with both languages as alternates and its og:locale", () => {
    const html = renderHead({ ...base, locale: "fr-CA" }, ORIGIN);
    expect(html).toContain('<link rel="canonical" href="https://vayu.example.ca/fr/rates" />');
    expect(html).toContain('<link rel="alternate" hreflang="en-CA" href="https://vayu.example.ca/rates" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="fr-CA" href="https://vayu.example.ca/fr/rates" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://vayu.example.ca/rates" />',
    );
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA" />');
  });

  it("marks a page noindex and leaves out the canonical of a page that has none", () => {
    const html = renderHead({ ...base, canonicalPath: null, noindex: true }, ORIGIN);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:url");
    expect(html).not.toContain("hreflang");
  });

  it("escapes hostile text in every attribute and the title", () => {
    const hostile = `Eve"><script>alert(1)</script>`;
    const html = renderHead(
      { ...base, title: hostile, description: hostile, ogImage: `https://x.test/a"b.png` },
      ORIGIN,
    );
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("<title>Eve&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Vayu</title>");
    expect(html).toContain('content="Eve&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="https://x.test/a&quot;b.png"');
  });

  it("writes JSON-LD that no text can break out of", () => {
    const html = renderHead(
      { ...base, jsonLd: [{ "@type": "BlogPosting", headline: "</script><b>x</b>" }] },
      ORIGIN,
    );
    const scripts = html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = scripts[0]!.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({ "@type": "BlogPosting", headline: "</script><b>x</b>" });
  });

  it("adds extra Open Graph properties", () => {
    const html = renderHead(
      { ...base, properties: { "article:published_time": "2026-01-01T00:00:00.000Z" } },
      ORIGIN,
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-01-01T00:00:00.000Z" />');
  });
});

describe("jsonForScript and absoluteUrl", () => {
  it("escapes the characters that matter in a script element", () => {
    expect(jsonForScript({ a: "<!-- & > \u2028" })).toBe('{"a":"\\u003c!-- \\u0026 \\u003e \\u2028"}');
  });

  it("keeps full URLs and protocol-relative ones, and prefixes paths", () => {
    expect(absoluteUrl("https://cdn.test/a.png", ORIGIN)).toBe("https://cdn.test/a.png");
    expect(absoluteUrl("/a.png", ORIGIN)).toBe("https://vayu.example.ca/a.png");
    expect(absoluteUrl("//evil.test/a.png", ORIGIN)).toBe("//evil.test/a.png");
  });
});

describe("the page template", () => {
  const built = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>Vayu — Canadian mortgages</title>
    <meta
      name="description"
      content="Old description"
    />
    <link rel="manifest" href="/site.webmanifest" />
  </head>
  <body><div id="root"></div></body>
</html>`;

  it("puts the page's head where the title was and drops the built description", () => {
    const html = fillPageTemplate(parsePageTemplate(built), "<title>New</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>New</title>");
    expect(html).not.toContain("Old description");
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(html).toContain('<html lang="en-CA">');
  });

  it("writes the head before </head> when the page has no title", () => {
    const html = fillPageTemplate(
      parsePageTemplate('<html><head></head><body><div id="root"></div></body></html>'),
      "<title>T</title>",
    );
    expect(html).toBe('<html><head><title>T</title></head><body><div id="root"></div></body></html>');
  });

  it("puts a rendered page inside the root element and its state right after it", () => {
    const html = fillPageTemplate(parsePageTemplate(built), "<title>New</title>", {
      html: "<main>Rates</main>",
      state: '{"a":1}',
      stateId: "state",
    });
    expect(html).toContain(
      '<body><div id="root"><main>Rates</main></div><script type="application/json" id="state">{"a":1}</script></body>',
    );
  });

  it("puts the page's own preloads at the end of the head, after what the built page loads first", () => {
    const html = fillPageTemplate(
      parsePageTemplate(built),
      "<title>New</title>",
      { html: "", state: "{}", stateId: "state" },
      '<link rel="modulepreload" href="/assets/page.js">',
    );
    expect(html).toMatch(
      /<link rel="manifest" href="\/site.webmanifest" \/>\s*<link rel="modulepreload" href="\/assets\/page.js"><\/head>/,
    );
    expect(fillPageTemplate(parsePageTemplate(built), "<title>New</title>")).not.toContain("modulepreload");
  });

  it("refuses a built page with no empty root element to render into", () => {
    expect(() => parsePageTemplate("<html><head></head><body></body></html>")).toThrow(/root/);
  });
});
