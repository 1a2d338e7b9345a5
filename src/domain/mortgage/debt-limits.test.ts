import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/intl";
import { affordabilityCompoundingNote, debtLimitTexts, debtLimitsSummary } from "./debt-limits";

describe("the debt limits' wording", () => {
  it("is the same English in the calculators' catalogue and in the assistant's sentences", () => {
    const english = translatorFor("en-CA");
    expect(debtLimitsSummary(english, "en-CA")).toBe(debtLimitTexts.summary);
    expect(affordabilityCompoundingNote(english)).toBe(debtLimitTexts.compounding);
    expect(english("calculators.debtLimits.guidelineName")).toBe(debtLimitTexts.guidelineName);
  });

  it("names the French ratios ABD and ATD with French percentages", () => {
    const summary = debtLimitsSummary(translatorFor("fr-CA"), "fr-CA");
    expect(summary).toContain("32\u00a0% du revenu brut (ABD)");
    expect(summary).toContain("40\u00a0% (ATD)");
    expect(summary).toContain("39\u00a0% et 44\u00a0%");
  });
});
