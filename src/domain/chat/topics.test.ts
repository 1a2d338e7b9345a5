import { describe, expect, it } from "vitest";
import { formatDollars } from "../money";
import { formatPercent } from "../format";
import { MORTGAGE_INSURANCE_RULES } from "../closing-costs/cmhc";
import { INSURED_PRICE_CEILING, TIER_BREAK } from "../mortgage/down-payment";
import { debtLimitTexts } from "../mortgage/debt-limits";
import { answerText } from "./entry";
import { translatorFor } from "../../i18n/intl";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "../mortgage/affordability";
import { INSURED_HOUSING_RATIO, INSURED_TOTAL_DEBT_RATIO } from "../mortgage/debt-limits";
import { affordabilityAnswer } from "./affordability-question";
import { percentFr } from "./french-texts";
import { KNOWLEDGE_BASE, KNOWLEDGE_BASE_FR } from "./knowledge-base";

const NO_RATES = { fixed: null, variable: null };
const answer = (id: string) =>
  answerText(
    KNOWLEDGE_BASE.find((entry) => entry.id === id)!,
    NO_RATES,
  );

describe("the assistant's rules match the calculators'", () => {
  it("names 32%/40% as the calculator's guideline and 39%/44% as the insured maximum, in the calculator's words", () => {
    const eligibility = answer("eligibility");
    expect(eligibility).toContain(debtLimitTexts.summary);
    expect(eligibility).toMatch(/the calculator's guideline.*32%.*40%.*the insured maximum.*39% and 44%/);
    expect(eligibility).not.toContain("about 39%");
  });

  it("gives the down payment tiers at $500,000 and 20% from $1.5 million", () => {
    const downPayment = answer("down-payment");
    expect(downPayment).toContain(`5% of the first ${formatDollars(TIER_BREAK)}`);
    expect(downPayment).toContain(
      `between ${formatDollars(TIER_BREAK)} and ${formatDollars(INSURED_PRICE_CEILING)}`,
    );
    expect(downPayment).toContain("homes of $1.5 million or more need 20%");
    expect(downPayment).not.toMatch(/\$1M|\$1,000,000/);
  });
});

describe("the French assistant's rules match the French calculators'", () => {
  const french = translatorFor("fr-CA");
  const ratio = (value: number) => percentFr(value * 100);
  const summary = french("calculators.debtLimits.summary", {
    housing: ratio(HOUSING_RATIO),
    totalDebt: ratio(TOTAL_DEBT_RATIO),
    insuredHousing: ratio(INSURED_HOUSING_RATIO),
    insuredTotalDebt: ratio(INSURED_TOTAL_DEBT_RATIO),
  });

  it("names the debt limits in the calculators' French words", () => {
    const eligibility = answerText(
      KNOWLEDGE_BASE_FR.find((entry) => entry.id === "eligibility")!,
      NO_RATES,
    );
    expect(eligibility).toContain(summary);
    const figures = affordabilityAnswer({ annualIncome: 95000, downPayment: 40000 }, "fr-CA");
    expect(figures).toContain(summary);
    expect(figures).toContain(french("calculators.debtLimits.compounding"));
  });

  it("gives the down payment tiers in French figures", () => {
    const downPayment = answerText(
      KNOWLEDGE_BASE_FR.find((entry) => entry.id === "down-payment")!,
      NO_RATES,
    );
    expect(downPayment).toContain("5\u00a0% sur la première tranche de 500\u00a0000\u00a0$");
    expect(downPayment).toContain("entre 500\u00a0000\u00a0$ et 1\u00a0500\u00a0000\u00a0$");
  });
});

describe("the articles' insurance rules are the calculator's, and point to the new calculators", () => {
  const fr = (id: string) =>
    answerText(
      KNOWLEDGE_BASE_FR.find((entry) => entry.id === id)!,
      NO_RATES,
    );

  it("quotes each premium tier, the surcharge and the taxed provinces from the calculator's table", () => {
    for (const tier of MORTGAGE_INSURANCE_RULES.premiumTiers) {
      expect(answer("down-payment")).toContain(formatPercent(tier.basisPoints / 100, 2));
      expect(fr("down-payment")).toContain(percentFr(tier.basisPoints / 100, 2));
    }
    expect(answer("down-payment")).toContain(
      "4.00% of the loan with 5-9.99% down, 3.10% with 10-14.99% and 2.80% with 15-19.99%, plus 0.20%",
    );
    expect(answer("down-payment")).toContain(
      "In Ontario (8%), Quebec (9%) and Saskatchewan (6%) provincial sales tax",
    );
    expect(fr("down-payment")).toContain(
      "en Ontario (8\u00a0%), au Québec (9\u00a0%) et en Saskatchewan (6\u00a0%)",
    );
  });

  it("links the calculators in the reader's language", () => {
    expect(answer("down-payment")).toContain("](/cmhc-insurance-calculator)");
    expect(fr("down-payment")).toContain("](/fr/cmhc-insurance-calculator)");
    expect(answer("land-transfer-tax")).toContain("](/land-transfer-tax-calculator)");
    expect(answer("land-transfer-tax")).toContain("](/closing-costs-calculator)");
    expect(fr("land-transfer-tax")).toContain("](/fr/land-transfer-tax-calculator)");
    expect(fr("land-transfer-tax")).toContain("](/fr/closing-costs-calculator)");
  });
});
