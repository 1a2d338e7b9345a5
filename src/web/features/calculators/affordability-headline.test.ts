import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { AFFORDABILITY_DEFAULTS, calculateAffordability } from "../../../domain/mortgage/affordability";
import { affordabilityAnnouncement, mortgageAnnouncement, simplePaymentAnnouncement } from "./announcements";
import { affordabilityHeadlines, headlineSummary } from "./affordability-headline";
import { calculatorFormats } from "./format";
import { calculatorMessages } from "./messages";

const english = calculatorFormats(translatorFor("en-CA"), "en-CA");
const french = calculatorFormats(translatorFor("fr-CA"), "fr-CA");

/*
 * Defaults (income 100,000, down 20,000, 4.84%, 25 y): price at the contract rate 483,521.41, at the stress
 * test (6.84%) 402,808.87. Minimum down payment: 5% → 24,176.07 and 20,140.44, both above 20,000, which
 * covers a price up to 400,000 (20,000 / 5%).
 */
describe("affordabilityHeadlines", () => {
  it("puts the stress-test price first and flags both prices the down payment does not cover", () => {
    const input = { ...AFFORDABILITY_DEFAULTS };
    const [stress, contract] = affordabilityHeadlines(input, calculateAffordability(input));
    expect(stress?.kind).toBe("stress-test");
    expect(stress?.ratePercent).toBe(6.84);
    expect(stress?.price).toBeCloseTo(402_808.87, 2);
    expect(stress?.shortfall?.minimum).toBeCloseTo(20_140.44, 2);
    expect(stress?.shortfall?.coveredPrice).toBe(400_000);
    expect(contract?.kind).toBe("contract");
    expect(contract?.price).toBeCloseTo(483_521.41, 2);
    expect(contract?.shortfall?.minimum).toBeCloseTo(24_176.07, 2);
  });

  it("has no shortfall once the down payment covers the price", () => {
    const input = { ...AFFORDABILITY_DEFAULTS, downPayment: 100_000 };
    const headlines = affordabilityHeadlines(input, calculateAffordability(input));
    expect(headlines.map((headline) => headline.shortfall)).toEqual([undefined, undefined]);
  });

  it("flags only the higher price when the down payment covers the stress-test one", () => {
    // 21,000 covers 420,000: above the stress-test price 403,809 (21,000 down) but not 484,521.
    const input = { ...AFFORDABILITY_DEFAULTS, downPayment: 21_000 };
    const [stress, contract] = affordabilityHeadlines(input, calculateAffordability(input));
    expect(stress?.shortfall).toBeUndefined();
    expect(contract?.shortfall?.coveredPrice).toBe(420_000);
  });
});

describe("live region sentences", () => {
  it("says the affordability answer in one sentence, stress test first", () => {
    const input = { ...AFFORDABILITY_DEFAULTS };
    expect(affordabilityAnnouncement(english, headlineSummary(input, calculateAffordability(input)))).toBe(
      "Maximum home price $402,809 at the 6.84% stress test rate, $483,521 at your 4.84% rate.",
    );
    expect(affordabilityAnnouncement(english, undefined)).toBe(calculatorMessages.fixFieldsPrompt);
  });

  it("says the payment, or what is missing", () => {
    expect(simplePaymentAnnouncement(english, { monthlyPayment: 2456.35, mortgageAmount: 400_000 })).toBe(
      "Monthly payment $2,456.35 on a mortgage of $400,000.00.",
    );
    expect(simplePaymentAnnouncement(english, undefined)).toBe(calculatorMessages.fixFieldsPrompt);
    expect(mortgageAnnouncement(english, undefined, "monthly", false)).toBe(
      calculatorMessages.enterFiguresPrompt,
    );
    expect(mortgageAnnouncement(english, undefined, "weekly", true)).toBe(calculatorMessages.fixFieldsPrompt);
  });

  it("says them in French on a French page", () => {
    const input = { ...AFFORDABILITY_DEFAULTS };
    expect(affordabilityAnnouncement(french, headlineSummary(input, calculateAffordability(input)))).toBe(
      "Prix maximal de la propriété\u00a0: 402\u00a0809\u00a0$ au taux de la simulation de crise de 6,84\u00a0%, 483\u00a0521\u00a0$ à votre taux de 4,84\u00a0%.",
    );
    expect(simplePaymentAnnouncement(french, { monthlyPayment: 2456.35, mortgageAmount: 400_000 })).toBe(
      "Versement mensuel de 2\u00a0456,35\u00a0$ sur un prêt de 400\u00a0000,00\u00a0$.",
    );
  });
});
