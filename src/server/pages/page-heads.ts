import { profilePath } from "../../domain/agent-text";
import {
  agentPageMeta,
  blogPostPageMeta,
  catalogueItemPageMeta,
  notFoundPageMeta,
  pageMeta,
  type StaticPagePath,
} from "../../domain/page-meta";
import type { Agent } from "../db/schema";
import type { PostWithAgent } from "../routes/blog/serialize";
import { absoluteUrl, type PageHead } from "./head";
import { blogPostingLd, breadcrumbsLd, brokerLd, homeLd } from "./structured-data";

/**
 * Each public page's head from its data: pure functions, so the server can write them into
 * index.html today and into a server-rendered page later.
 */

/** Where a page's head takes the brokerage's name and this site's address from. */
export interface SiteFacts {
  origin: string;
  brokerageName: string;
}

export function staticPageHead(path: StaticPagePath, site: SiteFacts): PageHead {
  const meta = pageMeta[path];
  return {
    title: meta.title,
    description: meta.description,
    canonicalPath: path,
    ogType: "website",
    noindex: "noindex" in meta && meta.noindex,
    jsonLd: path === "/" ? homeLd(site.origin, site.brokerageName) : [],
  };
}

export function notFoundHead(): PageHead {
  return {
    title: notFoundPageMeta.title,
    description: notFoundPageMeta.description,
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
): PageHead {
  const meta = agentPageMeta({ name: agent.name, bio: agent.bio, seo: agent.seoSettings }, false);
  const canonicalPath = profilePath({ id: agent.id, profile_slug: agent.profileSlug });
  const url = absoluteUrl(canonicalPath, site.origin);
  const image = images.og ?? images.banner ?? images.headshot;
  const portrait = images.headshot ?? image;
  return {
    title: meta.title,
    description: meta.description,
    canonicalPath,
    ogType: "profile",
    ogImage: image,
    jsonLd: [
      brokerLd({
        name: agent.name,
        url,
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
        { name: "Home", url: `${site.origin}/` },
        { name: pageMeta["/find-broker"].title, url: `${site.origin}/find-broker` },
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
): PageHead {
  const meta = blogPostPageMeta(
    { title: post.title, excerpt: post.excerpt, seoDescription: post.seoSettings.description },
    false,
  );
  const canonicalPath = `/blog/${encodeURIComponent(post.slug)}`;
  const url = absoluteUrl(canonicalPath, site.origin);
  const published = post.publishedAt?.toISOString() ?? null;
  return {
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
              url: absoluteUrl(profilePath({ id: agent.id, profile_slug: agent.profileSlug }), site.origin),
            }
          : null,
        brokerageName: site.brokerageName,
        origin: site.origin,
      }),
      breadcrumbsLd([
        { name: "Home", url: `${site.origin}/` },
        { name: pageMeta["/blog"].title, url: `${site.origin}/blog` },
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
): PageHead {
  const meta = catalogueItemPageMeta(kind, item, false);
  return {
    title: meta.title,
    description: meta.description,
    canonicalPath: `${kind.basePath}/${item.id}`,
    ogType: "website",
    ogImage: image,
  };
}
