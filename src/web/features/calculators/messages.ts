import { debtLimitTexts } from "../../../domain/mortgage/debt-limits";

/** The calculators' own texts, shared by the pages and the e2e tests that assert them. */
export const calculatorMessages = {
  nationalRatesNotice: "Showing National rates",
  enterFiguresPrompt:
    "Enter a mortgage amount, a rate, an amortization and a payment frequency to see your payment.",
  fixFieldsPrompt: "Correct the highlighted fields to see the results.",
  customRateInUse: "Your custom rate replaces the chosen rate.",
  downloadCsv: "Download CSV",
  /** The same words as the assistant's (debt-limits.ts): whose rule each pair of limits is. */
  debtLimits: debtLimitTexts.summary,
  affordabilityCompounding: debtLimitTexts.compounding,
  csvFileName: "vayu-amortization-schedule.csv",
  generalInformation:
    "These calculators give general information only. They are estimates, not a mortgage offer or advice; rates and approvals are subject to change and are available on approved credit (OAC).",
} as const;
