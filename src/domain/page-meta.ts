/**
 * The title and description of every page, read by the pages themselves (usePageMeta) and by the server
 * that writes each page's head, so the two can never disagree. The texts are the `meta` catalogue's:
 * each PageMeta carries its English text (what English pages and the spec's tests read) and the
 * message it is said from in the page's language (sayPageMeta). Texts written by people (a broker's
 * SEO title, a post's title) have no message: they are shown as written in both languages.
 */

import type { MessageId } from "../i18n/catalogs";
import english from "../i18n/messages/en-CA/meta.json" with { type: "json" };
import type { MessageValues, Translate } from "../i18n/translate";
import { taglineOf } from "./agent-text";
import { teaser } from "./text";

export const SITE_NAME = "Vayu";

type MetaId = keyof typeof english;

/** A catalogue message and its values. */
export interface MetaMessage {
  id: MetaId;
  values?: Readonly<Record<string, string>>;
}

export interface PageMeta {
  /** The page's own title, in English; " — Vayu" is appended (fullTitle). */
  title: string;
  /** In English. */
  description: string;
  /** Pages with nothing for a search engine: sign-in, password reset, the back offices. */
  noindex?: boolean;
  /** The messages title and description are said from in the page's language, where they are the site's. */
  messages?: { title?: MetaMessage; description?: MetaMessage };
}

/** A page's title and description in the language of `t`. */
export interface SaidPageMeta {
  title: string;
  description: string;
  noindex: boolean;
}

export function fullTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/** The English text of a meta message: they take plain `{name}` arguments only (page-meta.test.ts). */
function inEnglish({ id, values = {} }: MetaMessage): string {
  return english[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

function said(title: MetaMessage | string, description: MetaMessage | string, noindex?: boolean): PageMeta {
  const messages = {
    ...(typeof title !== "string" && { title }),
    ...(typeof description !== "string" && { description }),
  };
  return {
    title: typeof title === "string" ? title : inEnglish(title),
    description: typeof description === "string" ? description : inEnglish(description),
    ...(noindex && { noindex }),
    ...(Object.keys(messages).length > 0 && { messages }),
  };
}

/** A fixed page's meta: the catalogue's `meta.<key>.title` and `meta.<key>.description`. */
function fixedPage(key: string, noindex?: boolean): PageMeta {
  return said({ id: `meta.${key}.title` as MetaId }, { id: `meta.${key}.description` as MetaId }, noindex);
}

/** The meta of a page in the language `t` says. */
export function sayPageMeta(meta: PageMeta, t: Translate): SaidPageMeta {
  const say = (text: string, message: MetaMessage | undefined) =>
    message ? t(message.id as MessageId, message.values as MessageValues) : text;
  return {
    title: say(meta.title, meta.messages?.title),
    description: say(meta.description, meta.messages?.description),
    noindex: meta.noindex ?? false,
  };
}

const BACK_OFFICE = fixedPage("backOffice", true);

/** The pages with a fixed address, by path. */
export const pageMeta = {
  "/": fixedPage("home"),
  "/rates": fixedPage("rates"),
  "/calculators": fixedPage("calculators"),
  "/mortgage-calculator": fixedPage("mortgageCalculator"),
  "/affordability-calculator": fixedPage("affordabilityCalculator"),
  "/land-transfer-tax-calculator": fixedPage("landTransferTaxCalculator"),
  "/cmhc-insurance-calculator": fixedPage("mortgageInsuranceCalculator"),
  "/closing-costs-calculator": fixedPage("closingCostsCalculator"),
  "/find-broker": fixedPage("findBroker"),
  "/contact": fixedPage("contact"),
  "/applications": fixedPage("applications"),
  "/products": fixedPage("products"),
  "/services": fixedPage("services"),
  "/blog": fixedPage("blog"),
  "/mortgage-options": fixedPage("mortgageOptions"),
  "/why-broker": fixedPage("whyBroker"),
  "/app": fixedPage("app"),
  "/become-broker": fixedPage("becomeBroker"),
  "/mortgage-news": fixedPage("mortgageNews"),
  "/privacy": fixedPage("privacy"),
  "/terms": fixedPage("terms"),
  "/newsletter": fixedPage("newsletter"),
  "/auth": fixedPage("auth", true),
  "/reset-password": fixedPage("resetPassword", true),
  "/super-admin": BACK_OFFICE,
  "/agent-dashboard": BACK_OFFICE,
} satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof pageMeta;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(pageMeta, path);
}

export const notFoundPageMeta: PageMeta = fixedPage("notFound", true);

interface AgentForMeta {
  name: string;
  bio?: string | null;
  seo: { meta_title?: string | undefined; meta_description?: string | undefined };
}

/** A broker's page: their own SEO settings when set, else their name and the first line of their bio. */
export function agentPageMeta(agent: AgentForMeta | undefined, notFound: boolean): PageMeta {
  if (agent) {
    return said(
      agent.seo.meta_title?.trim() || agent.name,
      agent.seo.meta_description?.trim() || {
        id: "meta.agent.description",
        values: { name: agent.name, tagline: taglineOf(agent.bio) },
      },
    );
  }
  if (notFound) {
    return said({ id: "meta.agent.notFoundTitle" }, { id: "meta.agent.notFoundDescription" }, true);
  }
  return said({ id: "meta.agent.loadingTitle" }, { id: "meta.agent.loadingDescription" });
}

interface PostForMeta {
  title: string;
  excerpt?: string | null;
  seoDescription?: string | null;
}

/** A blog post's page: its SEO description, else its excerpt, else the blog's own line. */
export function blogPostPageMeta(post: PostForMeta | undefined, failed: boolean): PageMeta {
  const title: MetaMessage | string =
    post?.title ?? (failed ? { id: "meta.post.notFoundTitle" } : { id: "meta.post.loadingTitle" });
  return said(title, post?.seoDescription || post?.excerpt || { id: "meta.post.description" });
}

interface CatalogueKind {
  /** "product" or "service". */
  singular: string;
  /** The not-found title as the caller says it. */
  notFound: string;
}

/** A product's or a service's page: its name, and the teaser of its description. */
export function catalogueItemPageMeta(
  kind: CatalogueKind,
  item: { name: string; description: string | null } | undefined,
  notFound: boolean,
): PageMeta {
  const key = kind.singular === "service" ? "service" : "product";
  const fallback: MetaMessage = { id: `meta.${key}.description` };
  if (!item) {
    if (!notFound) return said({ id: `meta.${key}.title` }, fallback);
    return { ...said({ id: `meta.${key}.notFound` }, fallback, true), title: kind.notFound };
  }
  return said(item.name, item.description ? teaser(item.description) : fallback);
}
