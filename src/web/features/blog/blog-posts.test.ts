import { describe, expect, it } from "vitest";
import { postsInReadingOrder } from "./blog-posts";

const posts = [
  { slug: "closing-costs", language: "en" },
  { slug: "mise-de-fonds", language: "fr" },
  { slug: "renewal", language: "en" },
  { slug: "premier-achat", language: "fr" },
] as const;

describe("postsInReadingOrder", () => {
  it("lists the French posts first on the French site, newest first within each language", () => {
    expect(postsInReadingOrder(posts, "fr-CA").map((post) => post.slug)).toEqual([
      "mise-de-fonds",
      "premier-achat",
      "closing-costs",
      "renewal",
    ]);
  });

  it("keeps the newest first on the English site, whatever their language", () => {
    expect(postsInReadingOrder(posts, "en-CA")).toEqual(posts);
  });
});
