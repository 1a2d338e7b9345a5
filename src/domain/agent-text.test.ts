import { describe, expect, it } from "vitest";
import {
  DEFAULT_TAGLINE,
  excerptOf,
  firstName,
  initialsOf,
  licenceLabel,
  profilePath,
  taglineOf,
  telHref,
} from "./agent-text";

describe("agent text helpers", () => {
  it("takes the first name and two initials", () => {
    expect(firstName("Priya Raman")).toBe("Priya");
    expect(firstName("  Marc-André Tremblay ")).toBe("Marc-André");
    expect(initialsOf("Marc-André Tremblay")).toBe("MT");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("?");
  });

  it("uses the first line of the bio as the tagline, or the default", () => {
    expect(taglineOf(null)).toBe(DEFAULT_TAGLINE);
    expect(taglineOf("  \n ")).toBe(DEFAULT_TAGLINE);
    expect(taglineOf("Helping Ottawa families since 2009\nMore about me.")).toBe(
      "Helping Ottawa families since 2009",
    );
  });

  it("keeps the first sentence of a long first line", () => {
    const bio =
      "I have helped Greater Toronto Area families buy, renew and refinance for over twelve years. " +
      "Most of my clients are first-time buyers juggling an FHSA and a tight closing date, so I keep it plain.";
    expect(taglineOf(bio)).toBe(
      "I have helped Greater Toronto Area families buy, renew and refinance for over twelve years.",
    );
  });

  it("cuts excerpts at a word boundary", () => {
    expect(excerptOf("Short bio.", 40)).toBe("Short bio.");
    expect(excerptOf("One two three four five six seven", 20)).toBe("One two three four…");
    expect(excerptOf(undefined, 10)).toBe("");
  });

  it("builds tel: links and profile paths", () => {
    expect(telHref("(416) 555-0142")).toBe("tel:4165550142");
    expect(telHref("+1 416 555 0142")).toBe("tel:+14165550142");
    expect(profilePath({ id: "abc", profile_slug: "priyaraman" })).toBe("/agent/priyaraman");
    expect(profilePath({ id: "abc", profile_slug: null })).toBe("/agent/abc");
  });

  it("shows a licence number only when one is on file", () => {
    expect(licenceLabel("M08001234")).toBe("Licence #M08001234");
    expect(licenceLabel(" AMF 601234 ")).toBe("Licence #AMF 601234");
    expect(licenceLabel("  ")).toBeNull();
    expect(licenceLabel(null)).toBeNull();
    expect(licenceLabel(undefined)).toBeNull();
  });
});
