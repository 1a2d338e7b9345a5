import { IntlMessageFormat } from "intl-messageformat";
import type { Translate } from "../../src/i18n/translate";
import enAdmin from "../../src/i18n/messages/en-CA/admin.json" with { type: "json" };
import enBackOffice from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };

const english = { ...enAdmin, ...enBackOffice };

/** An English text of the back office, as the panel says it: the tests assert the catalogue's words. */
export function en(id: keyof typeof english, values?: Record<string, string | number>): string {
  return String(new IntlMessageFormat(english[id], "en-CA").format(values));
}

/** The same, as the `Translate` the panel's text helpers take. */
export const englishTranslate: Translate = (id, values) =>
  en(id as keyof typeof english, values as Record<string, string | number>);
