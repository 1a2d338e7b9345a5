import { useLocation } from "react-router";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  languageOf,
  pathInLocale,
  type Locale,
} from "../../../i18n/locale";
import { cn } from "../../lib/cn";
import { useLocale, useT } from "../../i18n/use-t";

const LANGUAGES: {
  locale: Locale;
  short: string;
  name: "shell.languageEnglish" | "shell.languageFrench";
}[] = [
  { locale: "en-CA", short: "EN", name: "shell.languageEnglish" },
  { locale: "fr-CA", short: "FR", name: "shell.languageFrench" },
];

/** Remembers the choice for the next visit to `/`, which follows it over the browser's languages. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * 'EN | FR': the same page in the other language. A plain link, so the browser loads it whole: the
 * other language is another site for the router (its basename) and another catalogue.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  // Inside the French site's router the path comes without its /fr: pathInLocale takes either.
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t("shell.languageSwitchLabel")} className={cn("shrink-0", className)}>
      {/* The rule between the two reads as "EN | FR" without a character in either name. */}
      <ul className="flex items-center text-sm font-semibold">
        {LANGUAGES.map(({ locale, short, name }, index) => (
          <li key={locale} className={cn("flex items-center", index > 0 && "border-l border-border")}>
            <a
              href={`${pathInLocale(pathname, locale)}${search}${hash}`}
              lang={languageOf(locale)}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => rememberLocale(locale)}
              className="inline-flex min-h-10 min-w-8 items-center justify-center rounded-md px-1.5 text-muted-foreground hover:text-primary aria-[current=true]:text-primary aria-[current=true]:underline aria-[current=true]:underline-offset-4"
            >
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{t(name)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
