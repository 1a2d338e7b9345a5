import { describe, expect, it } from "vitest";
import { formatDollars } from "../money";
import { INSURED_PRICE_CEILING, TIER_BREAK } from "../mortgage/down-payment";
import { debtLimitTexts } from "../mortgage/debt-limits";
import { answerText } from "./entry";
import { KNOWLEDGE_BASE } from "./knowledge-base";

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
