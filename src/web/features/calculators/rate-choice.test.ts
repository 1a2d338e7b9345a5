import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import type { Rate as ProvinceRate } from "../../lib/province-rates";
import { chosenRate, defaultRate, rateLabel } from "./rate-choice";

function rate(id: string, term: string, rateType: "fixed" | "variable", ourRate: number): ProvinceRate {
  return { id, term, rate_type: rateType, province: "Ontario", our_rate: ourRate, posted_rate: ourRate + 1 };
}

const RATES = [
  rate("a", "1 year", "fixed", 4.84),
  rate("b", "5 year", "variable", 3.95),
  rate("c", "5 year", "fixed", 4.04),
];

describe("rate choice", () => {
  it("starts on the 5 year fixed rate", () => {
    expect(defaultRate(RATES)?.id).toBe("c");
  });

  it("falls back to the first rate, or none", () => {
    expect(defaultRate(RATES.slice(0, 2))?.id).toBe("a");
    expect(defaultRate([])).toBeUndefined();
  });

  it("keeps the buyer's pick while it is offered", () => {
    expect(chosenRate(RATES, "b")?.id).toBe("b");
    expect(chosenRate(RATES, "gone")?.id).toBe("c");
    expect(chosenRate(RATES, null)?.id).toBe("c");
  });

  it("labels a rate with its term, type and rate", () => {
    expect(rateLabel(rate("d", "5 year", "fixed", 4.79), translatorFor("en-CA"), "en-CA")).toBe(
      "5 year fixed — 4.79%",
    );
    expect(rateLabel(rate("e", "1 year", "variable", 5), translatorFor("en-CA"), "en-CA")).toBe(
      "1 year variable — 5.00%",
    );
  });

  it("labels a rate in French on a French page", () => {
    expect(rateLabel(rate("d", "5 year", "fixed", 4.79), translatorFor("fr-CA"), "fr-CA")).toMatch(
      /^5\s+ans fixe — 4,79\u00a0%$/,
    );
  });
});
