import { describe, expect, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type { AffordabilityInput } from "./affordability";
import type { HomeQuoteInput } from "./home-quote";
import type { ScheduleInput } from "./schedule";
import {
  affordabilityInputSchema,
  homeQuoteInputSchema,
  MAX_PRICE,
  MAX_RATE_PERCENT,
  paymentInputSchema,
  scheduleInputSchema,
} from "./schemas";

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const homeQuote = {
  price: 500_000,
  downPayment: 100_000,
  annualRatePercent: 3.94,
  amortizationYears: 25,
  paymentFrequency: "monthly",
};
const payment = { amount: 500_000, annualRatePercent: 5.5, amortizationYears: 25, frequency: "monthly" };
const affordability = {
  annualIncome: 100_000,
  downPayment: 20_000,
  annualRatePercent: 4.84,
  amortizationYears: 25,
  monthlyHeating: 0,
  annualPropertyTax: 0,
  monthlyCondoFees: 0,
  monthlyDebts: 0,
};
const schedule = {
  principal: 750_000,
  annualRatePercent: 4.89,
  amortizationYears: 30,
  frequency: "weekly",
  extraPerPayment: 50,
  annualLumpSum: 5000,
};

describe("calculator input schemas", () => {
  it("accept the spec defaults and feed the calculators' input types", () => {
    expect(messages(homeQuoteInputSchema, homeQuote)).toEqual([]);
    expect(messages(paymentInputSchema, payment)).toEqual([]);
    expect(messages(affordabilityInputSchema, affordability)).toEqual([]);
    expect(messages(scheduleInputSchema, schedule)).toEqual([]);
    expect(paymentInputSchema.parse(payment).compounding).toBe("per-period");
    expectTypeOf<z.output<typeof homeQuoteInputSchema>>().toExtend<HomeQuoteInput>();
    expectTypeOf<z.output<typeof affordabilityInputSchema>>().toExtend<AffordabilityInput>();
    expectTypeOf<z.output<typeof scheduleInputSchema>>().toExtend<ScheduleInput>();
  });

  it("accept zero amounts, which the calculators turn into zero results", () => {
    expect(messages(homeQuoteInputSchema, { ...homeQuote, price: 0, downPayment: 0 })).toEqual([]);
    expect(messages(paymentInputSchema, { ...payment, amount: 0, annualRatePercent: 0 })).toEqual([]);
  });

  it("reject negative amounts, naming the field", () => {
    expect(messages(homeQuoteInputSchema, { ...homeQuote, price: -1 })).toEqual([
      "Purchase price cannot be negative",
    ]);
    expect(messages(paymentInputSchema, { ...payment, amount: -0.01 })).toEqual([
      "Mortgage amount cannot be negative",
    ]);
    expect(messages(affordabilityInputSchema, { ...affordability, monthlyDebts: -5 })).toEqual([
      "Monthly debt payments cannot be negative",
    ]);
    expect(messages(affordabilityInputSchema, { ...affordability, monthlyHeating: -5 })).toEqual([
      "Heating and electricity cannot be negative",
    ]);
    expect(messages(scheduleInputSchema, { ...schedule, extraPerPayment: -1 })).toEqual([
      "Extra payment cannot be negative",
    ]);
    expect(messages(paymentInputSchema, { ...payment, annualRatePercent: -0.5 })).toEqual([
      "Interest rate cannot be negative",
    ]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "500000", undefined])(
    "reject %s as a number",
    (value) => {
      expect(messages(paymentInputSchema, { ...payment, amount: value })).toEqual([
        "Mortgage amount must be a number",
      ]);
      expect(messages(affordabilityInputSchema, { ...affordability, annualIncome: value })).toEqual([
        "Annual income must be a number",
      ]);
      expect(messages(paymentInputSchema, { ...payment, annualRatePercent: value })).toEqual([
        "Interest rate must be a number",
      ]);
    },
  );

  it("reject absurd values", () => {
    expect(MAX_PRICE).toBe(100_000_000);
    expect(MAX_RATE_PERCENT).toBe(30);
    expect(messages(paymentInputSchema, { ...payment, annualRatePercent: 30.01 })).toEqual([
      "Interest rate must be 30% or less",
    ]);
    expect(messages(paymentInputSchema, { ...payment, annualRatePercent: 30 })).toEqual([]);
    expect(messages(homeQuoteInputSchema, { ...homeQuote, price: 100_000_001 })).toEqual([
      "Purchase price must be $100,000,000 or less",
    ]);
    expect(messages(paymentInputSchema, { ...payment, amount: 1e12 })).toEqual([
      "Mortgage amount must be $100,000,000 or less",
    ]);
    expect(messages(scheduleInputSchema, { ...schedule, annualLumpSum: 2e8 })).toEqual([
      "Annual lump sum must be $100,000,000 or less",
    ]);
  });

  it("reject a down payment larger than the price", () => {
    expect(messages(homeQuoteInputSchema, { ...homeQuote, downPayment: 500_000.01 })).toEqual([
      "Down payment cannot be more than the purchase price",
    ]);
    expect(messages(homeQuoteInputSchema, { ...homeQuote, downPayment: 500_000 })).toEqual([]);
  });

  it("reject an amortization out of range", () => {
    const range = "Amortization must be between 1 and 30 years";
    expect(messages(paymentInputSchema, { ...payment, amortizationYears: 0 })).toEqual([range]);
    expect(messages(paymentInputSchema, { ...payment, amortizationYears: 31 })).toEqual([range]);
    expect(messages(scheduleInputSchema, { ...schedule, amortizationYears: 35 })).toEqual([range]);
    expect(messages(paymentInputSchema, { ...payment, amortizationYears: 2.5 })).toEqual([
      "Amortization must be a whole number of years",
    ]);
    expect(messages(paymentInputSchema, { ...payment, amortizationYears: Number.NaN })).toEqual([
      "Amortization must be a number of years",
    ]);
    expect(messages(homeQuoteInputSchema, { ...homeQuote, amortizationYears: 10 })).toEqual([
      "Amortization must be 15, 20, 25 or 30 years",
    ]);
    expect(messages(affordabilityInputSchema, { ...affordability, amortizationYears: 6 })).toEqual([
      "Amortization must be 1, 2, 3, 4, 5, 7, 10, 15, 20, 25 or 30 years",
    ]);
  });

  it("reject an unknown frequency or compounding", () => {
    expect(messages(paymentInputSchema, { ...payment, frequency: "daily" })).toEqual([
      "Choose a payment frequency",
    ]);
    expect(messages(homeQuoteInputSchema, { ...homeQuote, paymentFrequency: "weekly" })).toEqual([
      "Choose monthly or bi-weekly payments",
    ]);
    expect(messages(paymentInputSchema, { ...payment, compounding: "daily" })).toEqual([
      "Choose how interest is compounded",
    ]);
  });
});
