import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { translatorFor } from "../../i18n/intl";
import { PROVINCES } from "../constants";
import { cashToClose, CLOSING_COST_DEFAULTS, type CashToCloseInput } from "./cash-to-close";
import { cashToCloseInputSchema } from "./cash-to-close-schema";
import { mortgageInsuranceInputSchema } from "./cmhc-schema";

const base: CashToCloseInput = {
  province: "ON",
  price: 500_000,
  downPayment: 25_000,
  amortizationYears: 25,
  firstTimeBuyer: true,
  newBuild: false,
  netLandTransferTax: 2_475,
};

function amounts(input: CashToCloseInput) {
  return Object.fromEntries(cashToClose(input).lines.map((line) => [line.key, line.amount]));
}

describe("cashToClose", () => {
  it("adds the down payment, the net tax, the tax on the premium and the default fees in Ontario", () => {
    // Premium 4.00% × $475,000 = $19,000 (financed); Ontario tax 8% of it = $1,520 (cash).
    // 25,000 + 2,475 + 1,520 + legal 1,500 + title 300 + inspection 500 + adjustments 1,000 = $32,295.
    const result = cashToClose(base);
    expect(result.lines.map((line) => [line.label, line.amount])).toEqual([
      ["Down payment", 25_000],
      ["Land transfer tax, net of rebates", 2_475],
      ["Sales tax on the insurance premium", 1_520],
      ["Legal fees", 1_500],
      ["Title insurance", 300],
      ["Home inspection", 500],
      ["Adjustments", 1_000],
    ]);
    expect(result.total).toBe(32_295);
    expect(result.insurance).toMatchObject({ premium: 19_000, totalLoan: 494_000 });
  });

  it("counts a notary in Québec, where the premium is taxed at 9%", () => {
    // 25,000 + 5,000 + 9% × 19,000 = 1,710 + notary 1,800 + 300 + 500 + 1,000 = $35,310.
    const result = cashToClose({ ...base, province: "QC", netLandTransferTax: 5_000 });
    expect(amounts({ ...base, province: "QC", netLandTransferTax: 5_000 })).toMatchObject({
      premiumSalesTax: 1_710,
      notaryFees: CLOSING_COST_DEFAULTS.notaryFees.amount,
    });
    expect(result.lines.some((line) => line.key === "legalFees")).toBe(false);
    expect(result.total).toBe(35_310);
  });

  it("takes the buyer's own figures and sums them in exact cents", () => {
    // Alberta: no tax on the premium; 20% down: no premium at all.
    // 100,000 + 290.10 + 0 + 0.20 + 0 + 0 + 0.10 = $100,290.40 (0.1 + 0.2 in binary floating point is not 0.3).
    const result = cashToClose({
      ...base,
      province: "AB",
      downPayment: 100_000,
      netLandTransferTax: 290.1,
      legalFees: 0.2,
      titleInsurance: 0,
      homeInspection: 0,
      adjustments: 0.1,
    });
    expect(result.total).toBe(100_290.4);
    expect(result.insurance.status).toBe("not-required");
  });

  it("explains every default in one line, in both languages", () => {
    for (const locale of ["en-CA", "fr-CA"] as const) {
      const t = translatorFor(locale);
      for (const cost of Object.values(CLOSING_COST_DEFAULTS)) {
        expect(t(cost.label)).toMatch(/^[A-Z]/);
        expect(t(cost.explanation)).toMatch(/^[A-ZÀ-Ý].+\.$/);
        expect(t(cost.explanation)).not.toContain("\n");
      }
    }
  });

  it("is at least the down payment, and the sum of its lines", () => {
    const input = fc.record({
      province: fc.constantFrom(...PROVINCES.map((p) => p.code)),
      priceCents: fc.integer({ min: 0, max: 300_000_000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      amortizationYears: fc.integer({ min: 1, max: 30 }),
      firstTimeBuyer: fc.boolean(),
      netLandTransferTaxCents: fc.integer({ min: 0, max: 10_000_000 }),
      adjustmentsCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(input, ({ priceCents, share, netLandTransferTaxCents, adjustmentsCents, ...rest }) => {
        const downPayment = Math.floor(priceCents * share) / 100;
        const result = cashToClose({
          ...rest,
          newBuild: false,
          price: priceCents / 100,
          downPayment,
          netLandTransferTax: netLandTransferTaxCents / 100,
          adjustments: adjustmentsCents === undefined ? undefined : adjustmentsCents / 100,
        });
        expect(result.total).toBeGreaterThanOrEqual(downPayment);
        const lineCents = result.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
        expect(Math.round(result.total * 100)).toBe(lineCents);
      }),
    );
  });
});

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("closing cost input schemas", () => {
  const insurance = { province: "ON", price: 500_000, downPayment: 25_000, amortizationYears: 25 };

  it("accept valid inputs and default the yes/no questions to no", () => {
    expect(mortgageInsuranceInputSchema.parse(insurance)).toEqual({
      ...insurance,
      firstTimeBuyer: false,
      newBuild: false,
    });
    expect(
      messages(cashToCloseInputSchema, { ...insurance, netLandTransferTax: 0, adjustments: 500 }),
    ).toEqual([]);
  });

  it("name the field in every message", () => {
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, province: "XX" })).toEqual([
      "Choose a province or territory",
    ]);
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, price: -1 })).toEqual([
      "Purchase price cannot be negative",
    ]);
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, price: 100_000_001 })).toEqual([
      "Purchase price must be $100,000,000 or less",
    ]);
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, downPayment: 500_001 })).toEqual([
      "Down payment cannot be more than the purchase price",
    ]);
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, amortizationYears: 31 })).toEqual([
      "Amortization must be between 1 and 30 years",
    ]);
    expect(messages(mortgageInsuranceInputSchema, { ...insurance, firstTimeBuyer: "yes" })).toEqual([
      "First-time buyer must be yes or no",
    ]);
    expect(messages(cashToCloseInputSchema, { ...insurance, netLandTransferTax: "a lot" })).toEqual([
      "Land transfer tax must be a number",
    ]);
    expect(
      messages(cashToCloseInputSchema, {
        ...insurance,
        netLandTransferTax: 0,
        legalFees: -5,
        homeInspection: -1,
      }),
    ).toEqual(["Legal or notary fees cannot be negative", "Home inspection cannot be negative"]);
  });
});
