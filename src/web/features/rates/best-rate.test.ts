import { afterEach, describe, expect, it, vi } from "vitest";
import { bestRateCaption, fetchBestRate, formatRate, type BestRate } from "./best-rate";

afterEach(() => vi.unstubAllGlobals());

describe("formatRate", () => {
  it("shows 2 decimals and a percent sign", () => {
    expect(formatRate(3.94)).toBe("3.94%");
    expect(formatRate(4.5)).toBe("4.50%");
  });
});

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
    expect(bestRateCaption(rate)).toEqual({ what: "5 year variable", where: undefined });
  });

  it("adds the province and an insured or refinance rate's note", () => {
    expect(bestRateCaption({ ...rate, province: "Ontario" })).toEqual({
      what: "5 year variable",
      where: "Ontario",
    });
    expect(bestRateCaption({ ...rate, province: "Alberta", mortgage_type: "High-Ratio" }).where).toBe(
      "Alberta · Insured (under 20% down)",
    );
    expect(bestRateCaption({ ...rate, rate_type: "fixed", mortgage_type: "Refinance" })).toEqual({
      what: "5 year fixed",
      where: "Refinance",
    });
  });
});
