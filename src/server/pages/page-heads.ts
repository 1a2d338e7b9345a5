import { profilePath } from "../../domain/agent-text";
import {
  agentPageMeta,
  blogPostPageMeta,
  catalogueItemPageMeta,
  notFoundPageMeta,
  pageMeta,
  sayPageMeta,
  type StaticPagePath,
} from "../../domain/page-meta";
import { translatorFor } from "../../i18n/intl";
import { DEFAULT_LOCALE, pathInLocale, type Locale } from "../../i18n/locale";
import type { Agent } from "../db/schema";
import type { PostWithAgent } from "../routes/blog/serialize";
import { absoluteUrl, type PageHead } from "./head";
import { blogPostingLd, breadcrumbsLd, brokerLd, homeLd } from "./structured-data";

/**
 * Each public page's head from its data, in the page's language: pure functions, so the server can
 * write them into index.html today and into a server-rendered page later. Addresses are given as
 * English paths in `canonicalPath` (renderHead writes the page's own language's); those inside the
 * structured data are already the page's language's.
 */

/** Where a page's head takes the brokerage's name and this site's address from. */
export interface SiteFacts {
  origin: string;
  brokerageName: string;
}

/** An English path as an absolute address in `locale`. */
function localUrl(path: string, locale: Locale, site: SiteFacts): string {
  return absoluteUrl(pathInLocale(path, locale), site.origin);
}

export function staticPageHead(
  path: StaticPagePath,
  site: SiteFacts,
  locale: Locale = DEFAULT_LOCALE,
): PageHead {
  const meta = sayPageMeta(pageMeta[path], translatorFor(locale));
  return {
    locale,
    title: meta.title,
    description: meta.description,
    canonicalPath: path,
    ogType: "website",
    noindex: meta.noindex,
    jsonLd: path === "/" ? homeLd(site.origin, site.brokerageName, localUrl("/", locale, site)) : [],
  };
}

export function notFoundHead(locale: Locale = DEFAULT_LOCALE): PageHead {
  const meta = sayPageMeta(notFoundPageMeta, translatorFor(locale));
  return {
    locale,
    title: meta.title,
    description: meta.description,
    canonicalPath: null,
    ogType: "website",
    noindex: true,
  };
}

const SOCIAL_KEYS = ["website", "linkedin", "facebook", "instagram", "youtube"] as const;

/** A broker's page; `images` are the agent's pictures as addresses a browser can load, or null. */
export function agentHead(
  agent: Agent,
  images: { og: string | null; banner: string | null; headshot: string | null },
  site: SiteFacts,
  locale: Locale = DEFAULT_LOCALE,
): PageHead {
  const t = translatorFor(locale);
  const meta = sayPageMeta(
    agentPageMeta({ name: agent.name, bio: agent.bio, seo: agent.seoSettings }, false),
    t,
  );
  const canonicalPath = profilePath({ id: agent.id, profile_slug: agent.profileSlug });
  const url = localUrl(canonicalPath, locale, site);
  const image = images.og ?? images.banner ?? images.headshot;
  const portrait = images.headshot ?? image;
  return {
    locale,
    title: meta.title,
    description: meta.description,
    canonicalPath,
    ogType: "profile",
    ogImage: image,
    jsonLd: [
      brokerLd({
        name: agent.name,
        url,
        jobTitle: t("meta.ld.brokerJobTitle"),
        description: meta.description,
        email: agent.email,
        phone: agent.phone,
        image: portrait && absoluteUrl(portrait, site.origin),
        sameAs: SOCIAL_KEYS.flatMap((key) => {
          const link = agent.socialLinks[key]?.trim();
          return link && /^https?:\/\//i.test(link) ? [link] : [];
        }),
        brokerageName: site.brokerageName,
        origin: site.origin,
      }),
      breadcrumbsLd([
        { name: t("meta.breadcrumb.home"), url: localUrl("/", locale, site) },
        { name: sayPageMeta(pageMeta["/find-broker"], t).title, url: localUrl("/find-broker", locale, site) },
        { name: agent.name, url },
      ]),
    ],
  };
}

/** A published blog post's page; `image` is its featured image as an address a browser can load. */
export function blogPostHead(
  { post, agent }: PostWithAgent,
  image: string | null,
  site: SiteFacts,
  locale: Locale = DEFAULT_LOCALE,
): PageHead {
  const t = translatorFor(locale);
  const meta = sayPageMeta(
    blogPostPageMeta(
      { title: post.title, excerpt: post.excerpt, seoDescription: post.seoSettings.description },
      false,
    ),
    t,
  );
  const canonicalPath = `/blog/${encodeURIComponent(post.slug)}`;
  const url = localUrl(canonicalPath, locale, site);
  const published = post.publishedAt?.toISOString() ?? null;
  return {
    locale,
    title: meta.title,
    description: meta.description,
    canonicalPath,
    ogType: "article",
    ogImage: image,
    properties: {
      ...(published && { "article:published_time": published }),
      "article:modified_time": post.updatedAt.toISOString(),
    },
    jsonLd: [
      blogPostingLd({
        headline: post.title,
        description: meta.description,
        url,
        image: image && absoluteUrl(image, site.origin),
        datePublished: published,
        dateModified: post.updatedAt.toISOString(),
        author: agent.isActive
          ? {
              name: agent.name,
              url: localUrl(profilePath({ id: agent.id, profile_slug: agent.profileSlug }), locale, site),
            }
          : null,
        brokerageName: site.brokerageName,
        origin: site.origin,
      }),
      breadcrumbsLd([
        { name: t("meta.breadcrumb.home"), url: localUrl("/", locale, site) },
        { name: sayPageMeta(pageMeta["/blog"], t).title, url: localUrl("/blog", locale, site) },
        { name: post.title, url },
      ]),
    ],
  };
}

/** A product's or a service's page. */
export function catalogueItemHead(
  kind: { singular: string; notFound: string; basePath: "/products" | "/services" },
  item: { id: string; name: string; description: string | null },
  image: string | null,
  locale: Locale = DEFAULT_LOCALE,
): PageHead {
  const meta = sayPageMeta(catalogueItemPageMeta(kind, item, false), translatorFor(locale));
  return {
    locale,
    title: meta.title,
    description: meta.description,
    canonicalPath: `${kind.basePath}/${item.id}`,
    ogType: "website",
    ogImage: image,
  };
}
