import { translatorFor } from "../../src/i18n/intl";

const say = translatorFor("en-CA");

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
