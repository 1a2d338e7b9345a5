import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/intl";
import english from "../i18n/messages/en-CA/meta.json" with { type: "json" };
import { publicMessages } from "../../tests/support/english-texts";
import {
  agentPageMeta,
  blogPostPageMeta,
  catalogueItemPageMeta,
  fullTitle,
  isStaticPagePath,
  notFoundPageMeta,
  pageMeta,
  sayPageMeta,
} from "./page-meta";

const inEnglish = translatorFor("en-CA");
const inFrench = translatorFor("fr-CA");

describe("pageMeta", () => {
  it("titles every page as its own title followed by the site's name", () => {
    expect(fullTitle(pageMeta["/rates"].title)).toBe("Today's mortgage rates — Vayu");
  });

  it("marks only the sign-in, password and back-office pages noindex", () => {
    const noindex = Object.entries(pageMeta)
      .filter(([, meta]) => "noindex" in meta && meta.noindex)
      .map(([path]) => path);
    expect(noindex.sort()).toEqual(["/agent-dashboard", "/auth", "/reset-password", "/super-admin"]);
  });

  it("knows its paths and nothing inherited", () => {
    expect(isStaticPagePath("/blog")).toBe(true);
    expect(isStaticPagePath("/blog/post")).toBe(false);
    expect(isStaticPagePath("toString")).toBe(false);
  });
});

describe("agentPageMeta", () => {
  const agent = { name: "Priya Sharma", bio: "Helping first-time buyers in Ottawa.\nMore.", seo: {} };

  it("uses the broker's own SEO title and description when set", () => {
    const meta = agentPageMeta(
      { ...agent, seo: { meta_title: "Priya", meta_description: "Ottawa broker" } },
      false,
    );
    expect(meta).toEqual({ title: "Priya", description: "Ottawa broker" });
    expect(sayPageMeta(meta, inFrench)).toMatchObject({ title: "Priya", description: "Ottawa broker" });
  });

  it("falls back to the name and the first line of the bio, also for blank settings", () => {
    const meta = agentPageMeta({ ...agent, seo: { meta_title: " ", meta_description: "" } }, false);
    expect(meta).toMatchObject({
      title: "Priya Sharma",
      description: "Priya Sharma, licensed mortgage agent with Vayu. Helping first-time buyers in Ottawa.",
    });
    expect(sayPageMeta(meta, inFrench)).toEqual({
      title: "Priya Sharma",
      description:
        "Priya Sharma, courtier hypothécaire autorisé chez Vayu. Helping first-time buyers in Ottawa.",
      noindex: false,
    });
  });

  it("names a missing broker's page, noindex, and a loading one generically", () => {
    expect(agentPageMeta(undefined, true)).toMatchObject({
      title: publicMessages.agentNotFoundTitle,
      noindex: true,
    });
    expect(agentPageMeta(undefined, false).title).toBe("Mortgage broker");
  });
});

describe("blogPostPageMeta", () => {
  it("prefers the SEO description, then the excerpt, then the blog's line", () => {
    const post = { title: "Renewing", excerpt: "The excerpt" };
    expect(blogPostPageMeta({ ...post, seoDescription: "SEO" }, false).description).toBe("SEO");
    expect(blogPostPageMeta({ ...post, seoDescription: "" }, false).description).toBe("The excerpt");
    expect(blogPostPageMeta({ title: "Renewing" }, false).description).toMatch(/^Mortgage articles/);
    expect(blogPostPageMeta(undefined, true).title).toBe(publicMessages.blogNotFound);
  });
});

describe("catalogueItemPageMeta", () => {
  const kind = { singular: "product", notFound: publicMessages.productNotFound };

  it("uses the item's name and the teaser of its description", () => {
    const meta = catalogueItemPageMeta(
      kind,
      { name: "HELOC", description: `${"word ".repeat(60)}end` },
      false,
    );
    expect(meta.title).toBe("HELOC");
    expect(meta.description.length).toBeLessThanOrEqual(183);
    expect(meta.description).toMatch(/\.\.\.$/);
  });

  it("names a missing item's page, noindex, and a loading one by its kind", () => {
    expect(catalogueItemPageMeta(kind, undefined, true)).toMatchObject({
      title: publicMessages.productNotFound,
      noindex: true,
    });
    expect(catalogueItemPageMeta(kind, undefined, false).title).toBe("Product");
  });
});

describe("page meta in both languages", () => {
  it("says every fixed page in English exactly as its English fields, and in French otherwise", () => {
    for (const meta of [...Object.values(pageMeta), notFoundPageMeta]) {
      expect(sayPageMeta(meta, inEnglish)).toEqual({
        title: meta.title,
        description: meta.description,
        noindex: meta.noindex ?? false,
      });
      const french = sayPageMeta(meta, inFrench);
      expect(french.title).not.toBe(meta.title);
      expect(french.description).not.toBe(meta.description);
    }
    expect(sayPageMeta(pageMeta["/rates"], inFrench).title).toBe("Taux hypothécaires du jour");
  });

  it("fills the English messages' plain arguments as the catalogue's formatter does", () => {
    for (const [id, message] of Object.entries(english)) {
      expect(message, id).not.toMatch(/\{\w+,/);
    }
    const meta = agentPageMeta({ name: "Zoé", bio: "Je vous accompagne.", seo: {} }, false);
    expect(meta.description).toBe(
      inEnglish("meta.agent.description", { name: "Zoé", tagline: "Je vous accompagne." }),
    );
  });

  it("translates the fixed words of a missing or loading page", () => {
    expect(sayPageMeta(blogPostPageMeta(undefined, true), inFrench).title).toBe("Article introuvable.");
    expect(sayPageMeta(agentPageMeta(undefined, true), inFrench)).toMatchObject({
      title: "Courtier introuvable",
      noindex: true,
    });
    const kind = { singular: "service", notFound: publicMessages.serviceNotFound };
    expect(sayPageMeta(catalogueItemPageMeta(kind, undefined, true), inFrench).title).toBe(
      "Service introuvable.",
    );
    expect(catalogueItemPageMeta(kind, undefined, true).title).toBe("Service not found.");
  });
});
