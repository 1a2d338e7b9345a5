import { afterEach, describe, expect, it, vi } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import type { Locale } from "../../../i18n/locale";
import { provinceNameLabel } from "../../../domain/province-labels";
import { mortgageTypeLabel, termAndTypeLabel } from "../../components/rates/rate-labels";
import { bestRateCaption, fetchBestRate, type BestRate } from "./best-rate";

function labelsIn(locale: Locale) {
  const t = translatorFor(locale);
  return {
    termAndType: (term: string, type: "fixed" | "variable") => termAndTypeLabel(term, type, t),
    mortgageType: (type: string | null | undefined) => mortgageTypeLabel(type, t),
    provinceName: (name: string) => provinceNameLabel(name, locale),
  };
}
const english = labelsIn("en-CA");

afterEach(() => vi.unstubAllGlobals());

describe("fetchBestRate", () => {
  it("reads rates sent as decimal strings", async () => {
    const rate = {
      id: "r1",
      term: "5 year",
      rate_type: "fixed",
      province: "Ontario",
      our_rate: "3.940",
      posted_rate: "4.790",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ rate }))),
    );
    await expect(fetchBestRate()).resolves.toMatchObject({
      term: "5 year",
      our_rate: 3.94,
      posted_rate: 4.79,
    });
  });

  it("returns null when no rate is active", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ rate: null }))),
    );
    await expect(fetchBestRate()).resolves.toBeNull();
  });
});

describe("bestRateCaption", () => {
  const rate: BestRate = {
    id: "r1",
    term: "5 year",
    rate_type: "variable",
    province: "National",
    our_rate: 3.92,
    posted_rate: 4.6,
    mortgage_type: "Conventional",
  };

  it("names the term and type, and nothing more for a conventional National rate", () => {
    expect(bestRateCaption(rate, english)).toEqual({ what: "5 year variable", where: undefined });
  });

  it("adds the province and an insured or refinance rate's note", () => {
    expect(bestRateCaption({ ...rate, province: "Ontario" }, english)).toEqual({
      what: "5 year variable",
      where: "Ontario",
    });
    expect(
      bestRateCaption({ ...rate, province: "Alberta", mortgage_type: "High-Ratio" }, english).where,
    ).toBe("Alberta · Insured (under 20% down)");
    expect(bestRateCaption({ ...rate, rate_type: "fixed", mortgage_type: "Refinance" }, english)).toEqual({
      what: "5 year fixed",
      where: "Refinance",
    });
  });
});

describe("bestRateCaption in French", () => {
  it("translates the term, the type, the province and the note", () => {
    const rate: BestRate = {
      id: "r1",
      term: "5 year",
      rate_type: "fixed",
      province: "Quebec",
      our_rate: 3.92,
      posted_rate: 4.6,
      mortgage_type: "High-Ratio",
    };
    expect(bestRateCaption(rate, labelsIn("fr-CA"))).toEqual({
      what: "5 ans fixe",
      where: "Québec · Assuré (mise de fonds de moins de 20\u00a0%)",
    });
    expect(bestRateCaption({ ...rate, term: "1 year", rate_type: "variable" }, labelsIn("fr-CA")).what).toBe(
      "1 an variable",
    );
  });
});
