import { matchPath } from "react-router";
import type { Translate } from "../../../i18n/translate";

export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  /** Names the group in element ids, the same in every language. */
  key: string;
  title: string;
  links: NavLink[];
}

export interface NavContext {
  pathname: string;
  newsletterUrl: string | undefined;
}

/** On a broker's page (/agents/{agentSlug}) the products link carries the broker along. */
export function productsHref(pathname: string): string {
  const match = matchPath("/agents/:agentSlug", pathname);
  const agentSlug = match?.params.agentSlug;
  return agentSlug ? `/products?agent=${encodeURIComponent(agentSlug)}` : "/products";
}

export function mortgagesGroup(pathname: string, t: Translate): NavGroup {
  return {
    key: "mortgages",
    title: t("shell.nav.mortgages"),
    links: [
      { label: t("shell.nav.applications"), to: "/applications" },
      { label: t("shell.nav.products"), to: productsHref(pathname) },
      { label: t("shell.nav.calculators"), to: "/calculators" },
      { label: t("shell.nav.mortgageOptions"), to: "/mortgage-options" },
      { label: t("shell.nav.services"), to: "/services" },
    ],
  };
}

export function resourcesGroup(newsletterUrl: string | undefined, t: Translate): NavGroup {
  const links: NavLink[] = [
    { label: t("shell.nav.findBroker"), to: "/find-broker" },
    { label: t("shell.nav.whyBroker"), to: "/why-broker" },
    { label: t("shell.nav.app"), to: "/app" },
    { label: t("shell.nav.blog"), to: "/blog" },
    { label: t("shell.nav.mortgageNews"), to: "/mortgage-news" },
  ];
  if (newsletterUrl)
    links.push({ label: t("shell.nav.newsletterSignUp"), to: newsletterUrl, external: true });
  return { key: "resources", title: t("shell.nav.resources"), links };
}

/** The footer's list of every calculator, so each is one click from any page (the header links to /calculators). */
export function calculatorsGroup(t: Translate): NavGroup {
  return {
    key: "calculators",
    title: t("shell.nav.calculators"),
    links: [
      { label: t("shell.footer.mortgagePayment"), to: "/mortgage-calculator" },
      { label: t("shell.footer.affordability"), to: "/affordability-calculator" },
      { label: t("shell.footer.landTransferTax"), to: "/land-transfer-tax-calculator" },
      { label: t("shell.footer.mortgageInsurance"), to: "/cmhc-insurance-calculator" },
      { label: t("shell.footer.closingCosts"), to: "/closing-costs-calculator" },
    ],
  };
}

export function contactGroup(t: Translate): NavGroup {
  return {
    key: "contact",
    title: t("shell.nav.contactUs"),
    links: [
      { label: t("shell.nav.contact"), to: "/contact" },
      { label: t("shell.nav.becomeBroker"), to: "/become-broker" },
      { label: t("shell.nav.newsletter"), to: "/newsletter" },
    ],
  };
}

export function ratesLink(t: Translate): NavLink {
  return { label: t("shell.nav.ourRates"), to: "/rates" };
}

/** The header's menus in display order; 'Our Rates' sits between Mortgages and Resources as a plain link. */
export function navGroups({ pathname, newsletterUrl }: NavContext, t: Translate) {
  return {
    mortgages: mortgagesGroup(pathname, t),
    resources: resourcesGroup(newsletterUrl, t),
    contact: contactGroup(t),
  };
}
