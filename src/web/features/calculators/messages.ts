import english from "../../../i18n/messages/en-CA/calculators.json" with { type: "json" };

/** The calculators' English texts that the e2e tests assert, as the English catalogue words them. */
export const calculatorMessages = {
  nationalRatesNotice: english["calculators.rates.nationalNotice"],
  enterFiguresPrompt: english["calculators.enterFiguresPrompt"],
  fixFieldsPrompt: english["calculators.fixFieldsPrompt"],
  customRateInUse: english["calculators.rates.customRateInUse"],
  downloadCsv: english["calculators.schedule.downloadCsv"],
  csvFileName: english["calculators.schedule.csvFileName"],
} as const;
