import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import type { Catalog } from "../../i18n/catalogs";
import type { Locale } from "../../i18n/locale";
import { reportIntlError } from "./catalog-store";

/** The page's language and its messages, for every component below. */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalog;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en-CA"
      messages={messages as Record<string, string>}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
