import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { translatorFor } from "../../i18n/intl";
import { DEFAULT_LOCALE, preferredLocale, type Locale } from "../../i18n/locale";
import { provideTranslator } from "../../i18n/translate";
import type { AppEnv } from "../deps";

/**
 * The language of each request: the one its Accept-Language prefers between English and French
 * (a page of the French site sends fr-CA with every API call it makes), English otherwise. Kept for
 * the request's whole life, so a message said anywhere while it is served is in its language.
 */
const requestLocales = new AsyncLocalStorage<Locale>();

/** The language of the request being served; English outside a request (jobs, start-up). */
export function requestLocale(): Locale {
  return requestLocales.getStore() ?? DEFAULT_LOCALE;
}

provideTranslator(() => translatorFor(requestLocale()));

export function requestLanguage(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const locale = preferredLocale(c.req.header("accept-language")) ?? DEFAULT_LOCALE;
    return requestLocales.run(locale, next);
  };
}
