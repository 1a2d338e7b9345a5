/**
 * The catalogues of the product's texts. Each part of the product has one JSON file per language in
 * messages/<locale>/; the English files are where the specification's texts live, word for word, and
 * each French file holds the same ids (catalogs.test.ts fails on a missing id or different placeholders).
 *
 * The browser loads a page's catalogues in a few bundles (BUNDLES), so a public page never downloads
 * the back office's texts; the server and the tests read them all (all-messages.ts).
 */
import type admin from "./messages/en-CA/admin.json";
import type api from "./messages/en-CA/api.json";
import type auth from "./messages/en-CA/auth.json";
import type backOffice from "./messages/en-CA/back-office.json";
import type blog from "./messages/en-CA/blog.json";
import type brokers from "./messages/en-CA/brokers.json";
import type calculators from "./messages/en-CA/calculators.json";
import type catalogue from "./messages/en-CA/catalogue.json";
import type closingCosts from "./messages/en-CA/closing-costs.json";
import type chat from "./messages/en-CA/chat.json";
import type content from "./messages/en-CA/content.json";
import type dashboard from "./messages/en-CA/dashboard.json";
import type email from "./messages/en-CA/email.json";
import type errors from "./messages/en-CA/errors.json";
import type forms from "./messages/en-CA/forms.json";
import type home from "./messages/en-CA/home.json";
import type legal from "./messages/en-CA/legal.json";
import type meta from "./messages/en-CA/meta.json";
import type quote from "./messages/en-CA/quote.json";
import type rates from "./messages/en-CA/rates.json";
import type shell from "./messages/en-CA/shell.json";
import type validation from "./messages/en-CA/validation.json";

/** Every message id, typed from the English catalogues. */
export type MessageId =
  | keyof typeof admin
  | keyof typeof api
  | keyof typeof auth
  | keyof typeof backOffice
  | keyof typeof blog
  | keyof typeof brokers
  | keyof typeof calculators
  | keyof typeof catalogue
  | keyof typeof closingCosts
  | keyof typeof chat
  | keyof typeof content
  | keyof typeof dashboard
  | keyof typeof email
  | keyof typeof errors
  | keyof typeof forms
  | keyof typeof home
  | keyof typeof legal
  | keyof typeof meta
  | keyof typeof quote
  | keyof typeof rates
  | keyof typeof shell
  | keyof typeof validation;

import type { Locale } from "./locale";

/**
 * The catalogue files, by the bundle the browser loads them in. `site` is loaded on every page; a
 * route names the others it needs (routes.tsx). `server` is never sent to a browser.
 */
export const BUNDLES = {
  site: [
    "shell",
    "home",
    "rates",
    "meta",
    "quote",
    "forms",
    "validation",
    "chat",
    "brokers",
    "blog",
    "catalogue",
    "auth",
    "legal",
  ],
  calculators: ["calculators"],
  /** The land transfer tax, mortgage insurance and cash-to-close calculators, loaded with `calculators`. */
  "closing-costs": ["closing-costs"],
  content: ["content"],
  "back-office": ["back-office", "dashboard", "admin"],
  server: ["email", "api", "errors"],
} as const satisfies Record<string, readonly string[]>;

export type Bundle = keyof typeof BUNDLES;

/** A catalogue file's name, as in messages/<locale>/<name>.json. */
export type CatalogFile = (typeof BUNDLES)[Bundle][number];

/** The bundles a browser may load (the server's stay on the server). */
export type BrowserBundle = Exclude<Bundle, "server">;

/** A message as the catalogue gives it: ICU text, or its syntax tree once the build precompiled it. */
export type CatalogMessage = string | readonly object[];

export type Catalog = Readonly<Record<string, CatalogMessage>>;

/* Registers the ids and languages with react-intl, which then type-checks every message it says. */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's registry is a global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}
