import type { JsonLd } from "./head";

/**
 * schema.org descriptions of the public pages (JSON-LD), from plain data. Every address given is
 * already absolute: search engines read JSON-LD without a base URL.
 */

const CONTEXT = "https://schema.org";

/** The brokerage as a financial service serving Canada, the publisher of the blog and the employer of its brokers. */
export function brokerageLd(origin: string, name: string): JsonLd {
  return {
    "@type": "FinancialService",
    "@id": `${origin}/#brokerage`,
    name,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/icon-512.png`,
    areaServed: { "@type": "Country", name: "Canada" },
  };
}

/** The home page: the brokerage, and the site it runs; `homeUrl` is the home page in its language. */
export function homeLd(origin: string, brokerageName: string, homeUrl = `${origin}/`): JsonLd[] {
  return [
    { "@context": CONTEXT, ...brokerageLd(origin, brokerageName) },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      name: "Vayu",
      url: homeUrl,
      publisher: { "@id": `${origin}/#brokerage` },
    },
  ];
}

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

export function breadcrumbsLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface BrokerLdInput {
  name: string;
  url: string;
  /** In the page's language. */
  jobTitle: string;
  description: string;
  email: string;
  phone: string | null;
  image: string | null;
  sameAs: string[];
  brokerageName: string;
  origin: string;
}

/** A broker's page: a person working as a mortgage agent for the brokerage. */
export function brokerLd(input: BrokerLdInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: input.name,
    jobTitle: input.jobTitle,
    description: input.description,
    url: input.url,
    email: input.email,
    ...(input.phone && { telephone: input.phone }),
    ...(input.image && { image: input.image }),
    ...(input.sameAs.length > 0 && { sameAs: input.sameAs }),
    worksFor: brokerageLd(input.origin, input.brokerageName),
  };
}

export interface PostLdInput {
  headline: string;
  description: string;
  url: string;
  image: string | null;
  datePublished: string | null;
  dateModified: string;
  /** The author's name and page; null when the author no longer has a public page. */
  author: { name: string; url: string } | null;
  brokerageName: string;
  origin: string;
}

/** A blog post, published by the brokerage; written by its broker when they still have a public page. */
export function blogPostingLd(input: PostLdInput): JsonLd {
  const publisher = brokerageLd(input.origin, input.brokerageName);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    ...(input.image && { image: input.image }),
    ...(input.datePublished && { datePublished: input.datePublished }),
    dateModified: input.dateModified,
    author: input.author ? { "@type": "Person", ...input.author } : publisher,
    publisher,
  };
}
