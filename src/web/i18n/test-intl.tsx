import type { ReactNode } from "react";
import { allMessages } from "../../i18n/all-messages";
import type { Locale } from "../../i18n/locale";
import { LocaleProvider } from "./locale-provider";

/** A component under test with every message of `locale`, as the server renders it. */
export function WithIntl({ locale = "en-CA", children }: { locale?: Locale; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale} messages={allMessages(locale)}>
      {children}
    </LocaleProvider>
  );
}
