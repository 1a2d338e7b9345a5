import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../i18n/catalogs";
import type { Locale } from "../../i18n/locale";
import type { MessageValues, Translate } from "../../i18n/translate";

/** The page's language. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}

/** Says a message of the page's language: `const t = useT(); t("shell.applyNow")`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues) =>
      intl.formatMessage({ id }, values as Record<string, string | number | Date>),
    [intl],
  );
}
