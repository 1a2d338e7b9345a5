import { translatorFor } from "../../src/i18n/intl";

/** The English catalogue's messages, as the back office shows them on an English page. */
export const say = translatorFor("en-CA");

/** The same messages as a French page shows them. */
export const sayInFrench = translatorFor("fr-CA");
