/**
 * The title and description of every page, read by the pages themselves (usePageMeta) and by the server
 * that writes each page's head, so the two can never disagree.
 */

import { taglineOf } from "./agent-text";
import { passwordResetMessages, publicMessages } from "./messages";
import { teaser } from "./text";

export const SITE_NAME = "Vayu";

export interface PageMeta {
  /** The page's own title; " — Vayu" is appended (fullTitle). */
  title: string;
  description: string;
  /** Pages with nothing for a search engine: sign-in, password reset, the back offices. */
  noindex?: boolean;
}

export function fullTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

const BACK_OFFICE: PageMeta = {
  title: "Back office",
  description: "The Vayu back office for brokers and administrators.",
  noindex: true,
};

/** The pages with a fixed address, by path. */
export const pageMeta = {
  "/": {
    title: "Canadian mortgage rates, quotes and brokers",
    description:
      "Compare today's Canadian mortgage rates by province, estimate your payment and get a purchase or renewal quote from a licensed mortgage broker.",
  },
  "/rates": {
    title: "Today's mortgage rates",
    description:
      "Today's fixed and variable mortgage rates for every Canadian province and territory, with our discounted rate next to the posted rate for each term.",
  },
  "/calculators": {
    title: "Mortgage calculators",
    description:
      "Estimate your monthly mortgage payment in seconds, then plan in detail with the payment and affordability calculators.",
  },
  "/mortgage-calculator": {
    title: "Mortgage payment calculator",
    description:
      "Calculate your mortgage payment with today's rates for your province, any payment frequency and extra payments, and see the full amortization schedule.",
  },
  "/affordability-calculator": {
    title: "Mortgage affordability calculator",
    description:
      "Find the home price your income supports under Canadian debt service limits, and what the mortgage stress test allows.",
  },
  "/find-broker": {
    title: "Find a Broker",
    description:
      "Meet Vayu's licensed mortgage brokers across Canada. Read their profiles and contact the one who fits you.",
  },
  "/contact": {
    title: "Contact Us",
    description:
      "Send Vayu a message about buying, renewing or refinancing. A licensed mortgage broker will reply within one business day.",
  },
  "/applications": {
    title: "Mortgage Application",
    description:
      "Apply for a mortgage with Vayu: send your details once and a licensed Canadian mortgage professional compares lenders for you.",
  },
  "/products": {
    title: "Mortgage products",
    description:
      "First-home mortgages, renewals and switches, home equity lines of credit and private lending: compare Vayu's mortgage products.",
  },
  "/services": {
    title: "Mortgage services",
    description:
      "Purchase financing, refinancing, self-employed and newcomer mortgages, and MIC lending guidance from licensed Vayu brokers.",
  },
  "/blog": {
    title: "Mortgage blog",
    description:
      "Plain-language articles on buying, renewing and refinancing in Canada, written by Vayu's licensed mortgage brokers.",
  },
  "/mortgage-options": {
    title: "Mortgage options: fixed, variable, open and closed",
    description:
      "How fixed, variable, open and closed mortgages work in Canada: payments, prepayment privileges, penalties (three months' interest vs IRD) and who each suits.",
  },
  "/why-broker": {
    title: "Why use a mortgage broker",
    description:
      "What a licensed Canadian mortgage broker does, how brokers are paid by lenders on most residential mortgages, and how provinces regulate them.",
  },
  "/app": {
    title: "The Vayu app",
    description:
      "Vayu runs in your browser on any phone or computer: today's rates, mortgage calculators, the Vayu assistant and licensed broker profiles.",
  },
  "/become-broker": {
    title: "Become a mortgage broker",
    description:
      "How to become a licensed mortgage agent in Canada: licensing course, brokerage sponsorship and provincial regulator, and what Vayu offers brokers.",
  },
  "/mortgage-news": {
    title: "Mortgage news",
    description:
      "Mortgage news is currently turned off. Read the Vayu blog for explainers from our brokers, or check today's mortgage rates.",
  },
  "/privacy": {
    title: "Privacy policy",
    description:
      "What personal information this Canadian mortgage brokerage's site collects, why, who sees it, how long it is kept, and how to see, correct or delete it.",
  },
  "/terms": {
    title: "Terms of use",
    description:
      "The terms of use of this Canadian mortgage brokerage's site: general information, not advice; rates on approved credit; licensed brokers; and the law that applies.",
  },
  "/newsletter": {
    title: "Newsletter",
    description:
      "Get Canadian mortgage rate updates and plain-language tips from Vayu in your inbox. Unsubscribe any time.",
  },
  "/auth": {
    title: "Sign in",
    description: "Sign in to Vayu as a broker or an administrator.",
    noindex: true,
  },
  "/reset-password": {
    title: passwordResetMessages.pageTitle,
    description: "Choose a new password for your Vayu account.",
    noindex: true,
  },
  "/super-admin": BACK_OFFICE,
  "/agent-dashboard": BACK_OFFICE,
} satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof pageMeta;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(pageMeta, path);
}

export const notFoundPageMeta: PageMeta = {
  title: "Page not found",
  description: "The page you are looking for has moved or no longer exists.",
  noindex: true,
};

interface AgentForMeta {
  name: string;
  bio?: string | null;
  seo: { meta_title?: string | undefined; meta_description?: string | undefined };
}

/** A broker's page: their own SEO settings when set, else their name and the first line of their bio. */
export function agentPageMeta(agent: AgentForMeta | undefined, notFound: boolean): PageMeta {
  if (agent) {
    return {
      title: agent.seo.meta_title?.trim() || agent.name,
      description:
        agent.seo.meta_description?.trim() ||
        `${agent.name}, licensed mortgage agent with Vayu. ${taglineOf(agent.bio)}`,
    };
  }
  if (notFound) {
    return {
      title: publicMessages.agentNotFoundTitle,
      description: "This broker page doesn't exist or is no longer active. Find another Vayu broker.",
      noindex: true,
    };
  }
  return {
    title: "Mortgage broker",
    description: "A licensed Vayu mortgage broker: rates, services, lenders and ways to get in touch.",
  };
}

interface PostForMeta {
  title: string;
  excerpt?: string | null;
  seoDescription?: string | null;
}

/** A blog post's page: its SEO description, else its excerpt, else the blog's own line. */
export function blogPostPageMeta(post: PostForMeta | undefined, failed: boolean): PageMeta {
  return {
    title: post?.title ?? (failed ? publicMessages.blogNotFound : "Blog"),
    description:
      post?.seoDescription ||
      post?.excerpt ||
      "Mortgage articles for Canadian home buyers and owners from Vayu's licensed brokers.",
  };
}

interface CatalogueKind {
  /** "product" or "service". */
  singular: string;
  notFound: string;
}

/** A product's or a service's page: its name, and the teaser of its description. */
export function catalogueItemPageMeta(
  kind: CatalogueKind,
  item: { name: string; description: string | null } | undefined,
  notFound: boolean,
): PageMeta {
  const fallback = `Details of this Vayu mortgage ${kind.singular}, with a licensed broker to help.`;
  if (!item) {
    const title = notFound ? kind.notFound : kind.singular.charAt(0).toUpperCase() + kind.singular.slice(1);
    return { title, description: fallback, ...(notFound && { noindex: true }) };
  }
  return { title: item.name, description: item.description ? teaser(item.description) : fallback };
}
