import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBestRate, formatRate } from "./best-rate";

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
