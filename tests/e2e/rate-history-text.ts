import rates from "../../src/i18n/messages/en-CA/rates.json" with { type: "json" };

type RatesId = keyof typeof rates;

/** A message of the English rates catalogue with its plain `{name}` arguments filled in. */
function say(id: RatesId, values: Record<string, string> = {}): string {
  return rates[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** The rate history section's English texts, from the catalogue the page says them from. */
export const rateHistoryMessages = {
  title: say("rates.history.title"),
  intro: (where: string) => say("rates.history.intro", { term: "5 year", where }),
  loading: say("rates.history.loading"),
  loadError: say("rates.history.loadError"),
  empty: (where: string) => say("rates.history.empty", { where }),
  nationalNote: (province: string) => say("rates.history.nationalNote", { province }),
  showNumbers: say("rates.history.showNumbers"),
  tableCaption: (where: string) => say("rates.history.tableCaption", { term: "5 year", where }),
};
