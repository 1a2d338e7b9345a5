import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { formatRateIn, mortgageTypeLabel, rateTermLabel, termAndTypeLabel } from "./rate-labels";

const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

describe("rate labels", () => {
  it("keeps the stored English words on English pages", () => {
    expect(rateTermLabel("5 year", english)).toBe("5 year");
    expect(rateTermLabel("1 year", english)).toBe("1 year");
    expect(termAndTypeLabel("10 year", "fixed", english)).toBe("10 year fixed");
    expect(mortgageTypeLabel("High-Ratio", english)).toBe("Insured (under 20% down)");
    expect(mortgageTypeLabel("Conventional", english)).toBeUndefined();
    expect(formatRateIn(3.94, "en-CA")).toBe("3.94%");
    expect(formatRateIn(4.5, "en-CA")).toBe("4.50%");
  });

  it("says terms, types and rates the French way", () => {
    expect(rateTermLabel("1 year", french)).toBe("1 an");
    expect(rateTermLabel("5 year", french)).toBe("5 ans");
    expect(termAndTypeLabel("3 year", "variable", french)).toBe("3 ans variable");
    expect(mortgageTypeLabel("Refinance", french)).toBe("Refinancement");
    expect(formatRateIn(3.94, "fr-CA")).toBe("3,94\u00a0%");
  });

  it("shows a term of another shape as stored", () => {
    expect(rateTermLabel("6 months open", french)).toBe("6 months open");
  });
});
