import { translatorFor } from "../../src/i18n/intl";

const t = translatorFor("en-CA");

/** The rate history section's English texts, from the catalogue the page says them from. */
export const rateHistoryMessages = {
  title: t("rates.history.title"),
  intro: (where: string) => t("rates.history.intro", { term: "5 year", where }),
  loading: t("rates.history.loading"),
  loadError: t("rates.history.loadError"),
  empty: (where: string) => t("rates.history.empty", { where }),
  nationalNote: (province: string) => t("rates.history.nationalNote", { province }),
  showNumbers: t("rates.history.showNumbers"),
  tableCaption: (where: string) => t("rates.history.tableCaption", { term: "5 year", where }),
};
