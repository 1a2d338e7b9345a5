import { describe, expect, it } from "vitest";
import { containsPattern, leadSearchPattern, leadSearchTerm } from "./lead-search";

describe("leadSearchTerm", () => {
  it("looks for a phone number by its digits, however it is written", () => {
    for (const written of ["416.555.0123", "(416) 555-0123", "416 555 0123", "416/555-0123", "4165550123"]) {
      expect(leadSearchTerm(written)).toBe("4165550123");
    }
  });

  it("drops the country code of an 11-digit number, which the stored digits may not have", () => {
    expect(leadSearchTerm("+1 416 555 0123")).toBe("4165550123");
    expect(leadSearchTerm("1-416-555-0123")).toBe("4165550123");
    // Only then: ten digits starting with 1 stay as they are.
    expect(leadSearchTerm("1416555012")).toBe("1416555012");
  });

  it("looks for anything else as typed, in lower case, accents kept", () => {
    expect(leadSearchTerm("  Émilie GAGNON ")).toBe("émilie gagnon");
    expect(leadSearchTerm("marie@Example.ca")).toBe("marie@example.ca");
    expect(leadSearchTerm("Unit 4B")).toBe("unit 4b");
    // Punctuation without a digit is no phone number.
    expect(leadSearchTerm("-")).toBe("-");
  });

  it("is nothing for a blank query", () => {
    expect(leadSearchTerm("   ")).toBeNull();
    expect(leadSearchPattern("")).toBeNull();
  });
});

describe("containsPattern", () => {
  it("finds the term anywhere, its wildcards and backslash taken as themselves", () => {
    expect(containsPattern("marie")).toBe("%marie%");
    expect(containsPattern("100%_\\")).toBe("%100\\%\\_\\\\%");
    expect(leadSearchPattern("416.555")).toBe("%416555%");
  });
});
