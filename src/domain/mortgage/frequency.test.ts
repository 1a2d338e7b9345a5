import { describe, expect, it } from "vitest";
import { COMPOUNDING_INFO, FREQUENCY_INFO, PAYMENT_FREQUENCIES } from "./frequency";

describe("payment frequencies", () => {
  it("label and count payments as spec section 9 says", () => {
    expect(
      PAYMENT_FREQUENCIES.map((f) => [FREQUENCY_INFO[f].label, FREQUENCY_INFO[f].paymentsPerYear]),
    ).toEqual([
      ["Monthly", 12],
      ["Semi-monthly", 24],
      ["Bi-weekly", 26],
      ["Rapid Bi-weekly", 26],
      ["Weekly", 52],
      ["Rapid Weekly", 52],
    ]);
  });

  it("describe both compounding options", () => {
    expect(COMPOUNDING_INFO["per-period"].label).toContain("rate ÷ payments per year");
    expect(COMPOUNDING_INFO["semi-annual"].description).toContain("Interest Act");
  });
});
