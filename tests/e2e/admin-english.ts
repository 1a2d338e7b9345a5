import { translatorFor } from "../../src/i18n/intl";

/** An English text of the back office, as the panel says it: the tests assert the catalogue's words. */
export const en = translatorFor("en-CA");

/** The same, as the `Translate` the panel's text helpers take. */
export const englishTranslate = en;
