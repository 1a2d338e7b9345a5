import { describe, expect, it } from "vitest";
import {
  FALLBACK_PROFILE_SLUG,
  firstFreeProfileSlug,
  isReservedProfileSlug,
  PROFILE_SLUG_MAX_LENGTH,
  profileSlugBase,
  toProfileSlug,
} from "./profile-slug";

describe("toProfileSlug", () => {
  it("lowercases and keeps only a-z and 0-9", () => {
    expect(toProfileSlug("Priya Raman")).toBe("priyaraman");
    expect(toProfileSlug("  Jane_Doe-2 (Toronto)! ")).toBe("janedoe2toronto");
    expect(toProfileSlug("-- !! --")).toBe("");
  });

  it("folds accents to their base letter", () => {
    expect(toProfileSlug("Marc-André Tremblay")).toBe("marcandretremblay");
    expect(toProfileSlug("ÉLODIE Côté")).toBe("elodiecote");
  });
});

describe("profileSlugBase", () => {
  it("falls back when the name keeps nothing, and is bounded", () => {
    expect(profileSlugBase("李小龙")).toBe(FALLBACK_PROFILE_SLUG);
    expect(profileSlugBase("a".repeat(200))).toHaveLength(PROFILE_SLUG_MAX_LENGTH);
  });
});

describe("firstFreeProfileSlug", () => {
  it("adds a number on a collision, from 2 upwards", () => {
    expect(firstFreeProfileSlug("priya", new Set())).toBe("priya");
    expect(firstFreeProfileSlug("priya", new Set(["priya"]))).toBe("priya2");
    expect(firstFreeProfileSlug("priya", new Set(["priya", "priya2", "priya3", "priyaraman"]))).toBe(
      "priya4",
    );
    expect(firstFreeProfileSlug("priya", new Set(["priya2"]))).toBe("priya");
  });
});

describe("reserved slugs", () => {
  it("keeps a new agent called List off the agent selector's route", () => {
    expect(isReservedProfileSlug("list")).toBe(true);
    expect(isReservedProfileSlug("lista")).toBe(false);
    expect(firstFreeProfileSlug(profileSlugBase("List"), new Set())).toBe("list2");
  });
});
