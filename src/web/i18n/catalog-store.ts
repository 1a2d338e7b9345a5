/**
 * The browser's catalogue: the bundles of the page's language loaded so far, merged. A page's
 * bundles load before it is drawn (router.ts, routes.tsx), so a text is never shown as its id; the
 * language is the document's, fixed for its life (switching language loads the other site's page).
 */
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import type { BrowserBundle, Catalog } from "../../i18n/catalogs";
import { localeOfPath, type Locale } from "../../i18n/locale";
import type { Translate } from "../../i18n/translate";

type Loader = () => Promise<{ default: Catalog }>;

/** Each bundle in each language, as its own chunk (scripts/catalog-bundles.ts compiles them). */
const LOADERS: Record<BrowserBundle, Record<Locale, Loader>> = {
  site: {
    "en-CA": () => import("virtual:catalog/site/en-CA"),
    "fr-CA": () => import("virtual:catalog/site/fr-CA"),
  },
  calculators: {
    "en-CA": () => import("virtual:catalog/calculators/en-CA"),
    "fr-CA": () => import("virtual:catalog/calculators/fr-CA"),
  },
  "closing-costs": {
    "en-CA": () => import("virtual:catalog/closing-costs/en-CA"),
    "fr-CA": () => import("virtual:catalog/closing-costs/fr-CA"),
  },
  content: {
    "en-CA": () => import("virtual:catalog/content/en-CA"),
    "fr-CA": () => import("virtual:catalog/content/fr-CA"),
  },
  "back-office": {
    "en-CA": () => import("virtual:catalog/back-office/en-CA"),
    "fr-CA": () => import("virtual:catalog/back-office/fr-CA"),
  },
};

/** A bundle's module, as the build's manifest names its chunk. */
export function catalogModule(bundle: BrowserBundle, locale: Locale): string {
  return `virtual:catalog/${bundle}/${locale}`;
}

/** The page's language, from its address. */
export const documentLocale: Locale =
  typeof window === "undefined" ? "en-CA" : localeOfPath(window.location.pathname);

const loading = new Map<BrowserBundle, Promise<void>>();
let messages: Catalog = {};
const listeners = new Set<() => void>();

/** Loads `bundles` of the page's language (each once) and adds them to the catalogue. */
export function loadBundles(bundles: readonly BrowserBundle[]): Promise<void> {
  // The server renders with every catalogue of the request's language (entry-server.tsx).
  if (typeof window === "undefined") return Promise.resolve();
  return Promise.all(
    bundles.map((bundle) => {
      let load = loading.get(bundle);
      if (!load) {
        load = LOADERS[bundle][documentLocale]().then((module) => {
          messages = { ...messages, ...module.default };
          for (const listener of listeners) listener();
        });
        loading.set(bundle, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

export function subscribeToCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedMessages(): Catalog {
  return messages;
}

/** A text with no message is a defect: reported where tests and people look. */
export function reportIntlError(error: unknown) {
  // eslint-disable-next-line no-console -- a missing or broken message is reported, never shown
  console.error(error);
}

const cache = createIntlCache();
let intl: { messages: Catalog; shape: IntlShape } | undefined;

/** Says a text outside React's tree (the forms' validation messages) with the catalogue loaded now. */
export const translateLoaded: Translate = (id, values) => {
  if (intl?.messages !== messages) {
    intl = {
      messages,
      shape: createIntl(
        { locale: documentLocale, messages: messages as Record<string, string>, onError: reportIntlError },
        cache,
      ),
    };
  }
  return intl.shape.formatMessage({ id }, values as Record<string, string | number | Date>);
};
