import { matchPath } from "react-router";

export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface NavGroup {
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

export function mortgagesGroup(pathname: string): NavGroup {
  return {
    title: "Mortgages",
    links: [
      { label: "Applications", to: "/applications" },
      { label: "Products", to: productsHref(pathname) },
      { label: "Calculators", to: "/calculators" },
      { label: "Mortgage Options", to: "/mortgage-options" },
      { label: "Services", to: "/services" },
    ],
  };
}

export function resourcesGroup(newsletterUrl: string | undefined): NavGroup {
  const links: NavLink[] = [
    { label: "Find a Broker", to: "/find-broker" },
    { label: "Why Use a Broker", to: "/why-broker" },
    { label: "Our App", to: "/app" },
    { label: "Blog", to: "/blog" },
    { label: "Mortgage News", to: "/mortgage-news" },
  ];
  if (newsletterUrl) links.push({ label: "Newsletter Sign-up", to: newsletterUrl, external: true });
  return { title: "Resources", links };
}

export const contactGroup: NavGroup = {
  title: "Contact Us",
  links: [
    { label: "Contact", to: "/contact" },
    { label: "Become a Broker", to: "/become-broker" },
    { label: "Newsletter", to: "/newsletter" },
  ],
};

export const ratesLink: NavLink = { label: "Our Rates", to: "/rates" };

/** The header's menus in display order; 'Our Rates' sits between Mortgages and Resources as a plain link. */
export function navGroups({ pathname, newsletterUrl }: NavContext) {
  return {
    mortgages: mortgagesGroup(pathname),
    resources: resourcesGroup(newsletterUrl),
    contact: contactGroup,
  };
}
