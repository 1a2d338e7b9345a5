import { CATALOG_FILES } from "../../src/i18n/all-messages";
import type { CatalogFile, MessageId } from "../../src/i18n/catalogs";
import { translatorFor } from "../../src/i18n/intl";
import type { Locale } from "../../src/i18n/locale";

/** One catalogue file of one language, as written: `{ id: ICU message }`. */
export function catalogue(locale: Locale, file: CatalogFile): Record<string, string> {
  return CATALOG_FILES[locale][file] as Record<string, string>;
}

/** Every message of every catalogue file of `locale`. */
export function everyMessage(locale: Locale): string[] {
  return Object.values(CATALOG_FILES[locale]).flatMap((file) => Object.values(file) as string[]);
}

/** Says a message as the page does: `say("fr-CA", "brokers.card.contactLabel", { name })`. */
export function say(locale: Locale, id: string, values?: Record<string, string | number>): string {
  // An unknown id throws (src/i18n/intl.ts), so a test never asserts an id as text.
  return translatorFor(locale)(id as MessageId, values);
}
