import { describe, expect, it } from "vitest";
import {
  resolveSlugCollision,
  SLUG_PATTERN,
  SLUG_SUFFIX_LIMIT,
  slugFromTitle,
  slugify,
  UNTITLED_SLUG,
} from "./slug";

describe("slugify", () => {
  it("lowercases and turns every run of non-alphanumerics into one hyphen", () => {
    expect(slugify("Fixed or Variable in 2026?")).toBe("fixed-or-variable-in-2026");
    expect(slugify("First-time buyer's  checklist: FHSA & RRSP")).toBe(
      "first-time-buyer-s-checklist-fhsa-rrsp",
    );
  });

  it("trims hyphens at both ends", () => {
    expect(slugify("  -- Renewal time! --  ")).toBe("renewal-time");
  });

  it("keeps only a-z and 0-9, as the rule says, so accented letters become hyphens", () => {
    expect(slugify("Prêt à 5 ans")).toBe("pr-t-5-ans");
  });

  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugify("?!")).toBe("");
  });

  it("always gives a slug the pattern accepts", () => {
    for (const title of ["A  B", "-x-", "Été 2026", "a_b.c"]) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});

describe("slugFromTitle", () => {
  it("is the title's slug", () => {
    expect(slugFromTitle("Renewal time: 5 tips")).toBe("renewal-time-5-tips");
  });

  it("falls back to 'post' when the title has no letter or digit to keep", () => {
    expect(slugFromTitle("?!")).toBe(UNTITLED_SLUG);
    expect(slugFromTitle("日本")).toMatch(SLUG_PATTERN);
  });
});

describe("resolveSlugCollision", () => {
  it("keeps a free slug", () => {
    expect(resolveSlugCollision("rates", ["rates-2", "rates-guide"])).toBe("rates");
  });

  it("appends -2, then -3, skipping numbers already taken", () => {
    expect(resolveSlugCollision("rates", ["rates"])).toBe("rates-2");
    expect(resolveSlugCollision("rates", ["rates", "rates-2"])).toBe("rates-3");
    expect(resolveSlugCollision("rates", ["rates", "rates-2", "rates-4"])).toBe("rates-3");
  });

  it("searches up to 10000 by default", () => {
    const taken = ["rates", ...Array.from({ length: 9998 }, (_, i) => `rates-${i + 2}`)];
    expect(SLUG_SUFFIX_LIMIT).toBe(10_000);
    expect(resolveSlugCollision("rates", taken)).toBe("rates-10000");
    expect(resolveSlugCollision("rates", [...taken, "rates-10000"], { now: () => 1_700_000_000_000 })).toBe(
      "rates-1700000000000",
    );
  });

  it("falls back to a timestamp suffix once the bound is reached", () => {
    const now = () => 1_767_225_600_000;
    expect(resolveSlugCollision("rates", ["rates", "rates-2", "rates-3"], { limit: 3, now })).toBe(
      "rates-1767225600000",
    );
    expect(resolveSlugCollision("rates", ["rates", "rates-2"], { limit: 3, now })).toBe("rates-3");
  });
});
