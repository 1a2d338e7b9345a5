import { readdirSync, readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import type { CatalogFile } from "../../src/i18n/catalogs";
import type { Locale } from "../../src/i18n/locale";

/*
 * The catalogues as the tests read them. Node refuses a JSON module imported without an import
 * attribute, so the specs cannot import the catalogues (nor src/i18n/intl.ts) the way the app does:
 * they read the files instead.
 */

const files = new Map<string, Record<string, string>>();

/** One catalogue file of one language, as written: `{ id: ICU message }`. */
export function catalogue(locale: Locale, file: CatalogFile): Record<string, string> {
  const key = `${locale}/${file}`;
  let messages = files.get(key);
  if (!messages) {
    const url = new URL(`../../src/i18n/messages/${key}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(url, "utf8")) as Record<string, string>;
    files.set(key, messages);
  }
  return messages;
}

/** Every message of every catalogue file of `locale`. */
export function everyMessage(locale: Locale): string[] {
  const dir = new URL(`../../src/i18n/messages/${locale}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => Object.values(catalogue(locale, name.replace(/\.json$/, "") as CatalogFile)));
}

/** Says a message as the page does: `say("fr-CA", "brokers.card.contactLabel", { name })`. */
export function say(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const file = id.slice(0, id.indexOf(".")) as CatalogFile;
  const message = catalogue(locale, file)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}
