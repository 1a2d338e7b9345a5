/**
 * The formatter of each language over its whole catalogue, for the server and the tests: e-mails,
 * API messages, the page renderer's provider. Made once per language and kept.
 */
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { allMessages } from "./all-messages";
import type { Locale } from "./locale";
import type { Translate } from "./translate";

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** A missing message is a defect, never something to show a reader: it fails loudly. */
function failOnMissing(error: Error) {
  throw error;
}

export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, messages: allMessages(locale) as Record<string, string>, onError: failOnMissing },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Says the messages of `locale`. */
export function translatorFor(locale: Locale): Translate {
  const intl = intlFor(locale);
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number | Date>);
}
