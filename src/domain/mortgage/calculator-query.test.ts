import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AFFORDABILITY_AMORTIZATIONS } from "./affordability";
import {
  affordabilityCalculatorLink,
  readAffordabilityQuery,
  readPaymentQuery,
  writeAffordabilityQuery,
  writePaymentQuery,
} from "./calculator-query";

const read = (query: string) => readPaymentQuery(new URLSearchParams(query));

describe("readPaymentQuery", () => {
  it("takes the down payment off the price", () => {
    expect(read("price=600000&down_payment=120000")).toEqual({ amount: 480000 });
  });

  it("reads a price alone as the mortgage amount", () => {
    expect(read("price=450000")).toEqual({ amount: 450000 });
  });

  it("reads rate, amortization, frequency, compounding and a province code", () => {
    expect(
      read("rate=4.29&amortization=30&frequency=rapid-bi-weekly&compounding=semi-annual&province=bc"),
    ).toEqual({
      annualRatePercent: 4.29,
      amortizationYears: 30,
      frequency: "rapid-bi-weekly",
      compounding: "semi-annual",
      province: "BC",
    });
  });

  it.each([
    "price=abc",
    "price=-5",
    "price=1e6",
    "price=500000&down_payment=600000",
    "price=500000&down_payment=x",
    "price=200000000",
    "rate=31",
    "rate=",
    "amortization=0",
    "amortization=2.5",
    "amortization=40",
    "frequency=daily",
    "compounding=daily",
    "province=XX",
    "province=Ontario",
  ])("ignores %s", (query) => {
    expect(read(query)).toEqual({});
  });
});

describe("readAffordabilityQuery", () => {
  it("reads every input by its parameter name", () => {
    const params = new URLSearchParams(
      "income=95000&down_payment=40000&rate=4.5&amortization=30&debts=350&heating=120&property_tax=3600&condo_fees=400",
    );
    expect(readAffordabilityQuery(params)).toEqual({
      annualIncome: 95000,
      downPayment: 40000,
      annualRatePercent: 4.5,
      amortizationYears: 30,
      monthlyDebts: 350,
      monthlyHeating: 120,
      annualPropertyTax: 3600,
      monthlyCondoFees: 400,
    });
  });

  it("ignores an amortization the calculator does not offer and figures out of range", () => {
    const params = new URLSearchParams("income=95000&amortization=6&rate=45&debts=-1");
    expect(readAffordabilityQuery(params)).toEqual({ annualIncome: 95000 });
  });

  it("links to the calculator with the inputs given", () => {
    expect(affordabilityCalculatorLink({ annualIncome: 95000, downPayment: 40000 })).toBe(
      "/affordability-calculator?income=95000&down_payment=40000",
    );
    expect(affordabilityCalculatorLink({})).toBe("/affordability-calculator");
  });
});

const dollars = fc.integer({ min: 0, max: 100_000_000 });
const rate = fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100);

describe("round trips", () => {
  it("the payment query reads back what was written", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            amount: dollars,
            annualRatePercent: rate,
            amortizationYears: fc.integer({ min: 1, max: 30 }),
            frequency: fc.constantFrom("monthly", "weekly", "rapid-weekly" as const),
            compounding: fc.constantFrom("per-period", "semi-annual" as const),
            province: fc.constantFrom("ON", "QC", "YT" as const),
          },
          { requiredKeys: [] },
        ),
        (query) => {
          expect(readPaymentQuery(writePaymentQuery(query))).toEqual(query);
        },
      ),
    );
  });

  it("the affordability query reads back what was written", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            annualIncome: dollars,
            downPayment: dollars,
            annualRatePercent: rate,
            amortizationYears: fc.constantFrom(...AFFORDABILITY_AMORTIZATIONS),
            monthlyDebts: dollars,
            monthlyHeating: dollars,
            annualPropertyTax: dollars,
            monthlyCondoFees: dollars,
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(readAffordabilityQuery(writeAffordabilityQuery(input))).toEqual(input);
        },
      ),
    );
  });
});
