/**
 * Every catalogue of both languages, for the server (its page renderer, e-mails and API errors) and
 * the tests. Never imported by code a browser loads: the browser loads its page's bundles instead
 * (src/web/i18n/catalog-store.ts), precompiled by the build (scripts/catalog-bundles.ts).
 */
import type { Catalog, CatalogFile } from "./catalogs";
import type { Locale } from "./locale";
import enAdmin from "./messages/en-CA/admin.json" with { type: "json" };
import enApi from "./messages/en-CA/api.json" with { type: "json" };
import enAuth from "./messages/en-CA/auth.json" with { type: "json" };
import enBackOffice from "./messages/en-CA/back-office.json" with { type: "json" };
import enBlog from "./messages/en-CA/blog.json" with { type: "json" };
import enBrokers from "./messages/en-CA/brokers.json" with { type: "json" };
import enCalculators from "./messages/en-CA/calculators.json" with { type: "json" };
import enCatalogue from "./messages/en-CA/catalogue.json" with { type: "json" };
import enClosingCosts from "./messages/en-CA/closing-costs.json" with { type: "json" };
import enChat from "./messages/en-CA/chat.json" with { type: "json" };
import enContent from "./messages/en-CA/content.json" with { type: "json" };
import enDashboard from "./messages/en-CA/dashboard.json" with { type: "json" };
import enEmail from "./messages/en-CA/email.json" with { type: "json" };
import enErrors from "./messages/en-CA/errors.json" with { type: "json" };
import enForms from "./messages/en-CA/forms.json" with { type: "json" };
import enHome from "./messages/en-CA/home.json" with { type: "json" };
import enLegal from "./messages/en-CA/legal.json" with { type: "json" };
import enMeta from "./messages/en-CA/meta.json" with { type: "json" };
import enQuote from "./messages/en-CA/quote.json" with { type: "json" };
import enRates from "./messages/en-CA/rates.json" with { type: "json" };
import enShell from "./messages/en-CA/shell.json" with { type: "json" };
import enValidation from "./messages/en-CA/validation.json" with { type: "json" };
import frAdmin from "./messages/fr-CA/admin.json" with { type: "json" };
import frApi from "./messages/fr-CA/api.json" with { type: "json" };
import frAuth from "./messages/fr-CA/auth.json" with { type: "json" };
import frBackOffice from "./messages/fr-CA/back-office.json" with { type: "json" };
import frBlog from "./messages/fr-CA/blog.json" with { type: "json" };
import frBrokers from "./messages/fr-CA/brokers.json" with { type: "json" };
import frCalculators from "./messages/fr-CA/calculators.json" with { type: "json" };
import frCatalogue from "./messages/fr-CA/catalogue.json" with { type: "json" };
import frClosingCosts from "./messages/fr-CA/closing-costs.json" with { type: "json" };
import frChat from "./messages/fr-CA/chat.json" with { type: "json" };
import frContent from "./messages/fr-CA/content.json" with { type: "json" };
import frDashboard from "./messages/fr-CA/dashboard.json" with { type: "json" };
import frEmail from "./messages/fr-CA/email.json" with { type: "json" };
import frErrors from "./messages/fr-CA/errors.json" with { type: "json" };
import frForms from "./messages/fr-CA/forms.json" with { type: "json" };
import frHome from "./messages/fr-CA/home.json" with { type: "json" };
import frLegal from "./messages/fr-CA/legal.json" with { type: "json" };
import frMeta from "./messages/fr-CA/meta.json" with { type: "json" };
import frQuote from "./messages/fr-CA/quote.json" with { type: "json" };
import frRates from "./messages/fr-CA/rates.json" with { type: "json" };
import frShell from "./messages/fr-CA/shell.json" with { type: "json" };
import frValidation from "./messages/fr-CA/validation.json" with { type: "json" };

/** Each file of each language, by its name: the type makes a file missing from either a compile error. */
export const CATALOG_FILES: Record<Locale, Record<CatalogFile, Catalog>> = {
  "en-CA": {
    admin: enAdmin,
    api: enApi,
    auth: enAuth,
    "back-office": enBackOffice,
    blog: enBlog,
    brokers: enBrokers,
    calculators: enCalculators,
    catalogue: enCatalogue,
    "closing-costs": enClosingCosts,
    chat: enChat,
    content: enContent,
    dashboard: enDashboard,
    email: enEmail,
    errors: enErrors,
    forms: enForms,
    home: enHome,
    legal: enLegal,
    meta: enMeta,
    quote: enQuote,
    rates: enRates,
    shell: enShell,
    validation: enValidation,
  },
  "fr-CA": {
    admin: frAdmin,
    api: frApi,
    auth: frAuth,
    "back-office": frBackOffice,
    blog: frBlog,
    brokers: frBrokers,
    calculators: frCalculators,
    catalogue: frCatalogue,
    "closing-costs": frClosingCosts,
    chat: frChat,
    content: frContent,
    dashboard: frDashboard,
    email: frEmail,
    errors: frErrors,
    forms: frForms,
    home: frHome,
    legal: frLegal,
    meta: frMeta,
    quote: frQuote,
    rates: frRates,
    shell: frShell,
    validation: frValidation,
  },
};

const merged = (locale: Locale): Catalog => Object.assign({}, ...Object.values(CATALOG_FILES[locale]));

const ALL: Record<Locale, Catalog> = { "en-CA": merged("en-CA"), "fr-CA": merged("fr-CA") };

/** The whole catalogue of a language. */
export function allMessages(locale: Locale): Catalog {
  return ALL[locale];
}
