import { describe, expect, it } from "vitest";
import { publicMessages } from "./messages";
import {
  agentPageMeta,
  blogPostPageMeta,
  catalogueItemPageMeta,
  fullTitle,
  isStaticPagePath,
  pageMeta,
} from "./page-meta";

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
  });

  it("falls back to the name and the first line of the bio, also for blank settings", () => {
    const meta = agentPageMeta({ ...agent, seo: { meta_title: " ", meta_description: "" } }, false);
    expect(meta).toEqual({
      title: "Priya Sharma",
      description: "Priya Sharma, licensed mortgage agent with Vayu. Helping first-time buyers in Ottawa.",
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
