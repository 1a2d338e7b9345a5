import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/text";
import { formatPrice } from "./price";

describe("formatPrice", () => {
  it("writes a fee as the English pages always have", () => {
    for (const amount of [995, 995.5, 2920, "1500", 0]) {
      expect(formatPrice(amount, "en-CA")).toBe(formatMoney(amount));
    }
  });

  it("writes a fee the French way, the dollar sign after the amount", () => {
    expect(formatPrice(2920, "fr-CA")).toBe("2\u00a0920\u00a0$");
    expect(formatPrice(995.5, "fr-CA")).toBe("995,50\u00a0$");
  });

  it("shows no fee for a value that is not a number", () => {
    expect(formatPrice(null, "fr-CA")).toBeNull();
    expect(formatPrice("", "en-CA")).toBeNull();
    expect(formatPrice("free", "en-CA")).toBeNull();
  });
});
