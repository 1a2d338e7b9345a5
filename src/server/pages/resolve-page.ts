import { isStaticPagePath, type StaticPagePath } from "../../domain/page-meta";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locale";
import english from "../../i18n/messages/en-CA/meta.json" with { type: "json" };
import { isUuid } from "../../domain/schemas/common";
import type { AppDeps } from "../deps";
import { isPathIdentifier } from "../http/validate";
import { findActiveAgent } from "../routes/agents/queries";
import { findPublishedPost } from "../routes/blog/queries";
import { findProduct } from "../routes/products/queries";
import { findService } from "../routes/services/queries";
import { resolveImageSrc } from "../storage/image-src";
import type { PageHead } from "./head";
import {
  agentHead,
  blogPostHead,
  catalogueItemHead,
  notFoundHead,
  staticPageHead,
  type SiteFacts,
} from "./page-heads";

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

type PageDeps = Pick<AppDeps, "db" | "config" | "storage">;

/** Addresses the web app redirects (src/web/routes.tsx): they are the page they lead to. */
const REDIRECTS: Record<string, StaticPagePath> = {
  "/agents": "/find-broker",
  "/dashboard": "/agent-dashboard",
};

const PRODUCTS = {
  singular: "product",
  notFound: english["meta.product.notFound"],
  basePath: "/products",
} as const;
const SERVICES = {
  singular: "service",
  notFound: english["meta.service.notFound"],
  basePath: "/services",
} as const;

/** /agent-dashboard/leads/<id> and /super-admin/leads/<id> (src/web/routes.tsx). */
const LEAD_PAGE = /^(\/agent-dashboard|\/super-admin)\/leads\/[^/]+$/;

const notFound = (locale: Locale): ResolvedPage => ({ status: 404, head: notFoundHead(locale) });
const found = (head: PageHead): ResolvedPage => ({ status: 200, head });

/** A path segment decoded, or null when it is no valid percent-encoding or cannot name a row. */
function pathParam(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return isPathIdentifier(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The head and status of the web app's page at `path`, matched the way its router matches (case and
 * a trailing slash aside): a fixed page, or the one row a broker's, post's or catalogue item's page
 * shows, looked up with the public API's own query so a page exists exactly when its API answers.
 * `path` is the page's English path; its head is written in `locale`, the language it was asked in.
 */
export async function resolvePage(
  deps: PageDeps,
  path: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ResolvedPage> {
  const NOT_FOUND = notFound(locale);
  const site: SiteFacts = { origin, brokerageName: deps.config.legal.brokerageName };
  const segments = path.split("/").filter(Boolean);
  const fixed = `/${segments.map((segment) => segment.toLowerCase()).join("/")}`;
  const target = REDIRECTS[fixed] ?? fixed;
  if (isStaticPagePath(target)) return found(staticPageHead(target, site, locale));
  // A lead's page in either panel: drawn in the browser behind its sign-in, with the panel's own head.
  const panel = LEAD_PAGE.exec(fixed)?.[1];
  if (panel === "/agent-dashboard" || panel === "/super-admin") {
    return found(staticPageHead(panel, site, locale));
  }
  if (segments.length !== 2) return NOT_FOUND;

  const [section, segment] = [segments[0]!.toLowerCase(), segments[1]!];
  const param = pathParam(segment);
  if (param === null) return NOT_FOUND;
  const { db, storage } = deps;
  switch (section) {
    case "agent":
    case "agents": {
      const agent = await findActiveAgent(db, param);
      if (!agent) return NOT_FOUND;
      const images = {
        og: resolveImageSrc(storage, "agent-banners", agent.seoSettings.og_image ?? null),
        banner: resolveImageSrc(storage, "agent-banners", agent.bannerImageUrl),
        headshot: resolveImageSrc(storage, "agent-headshots", agent.headshotUrl),
      };
      return found(agentHead(agent, images, site, locale));
    }
    case "blog": {
      const row = await findPublishedPost(db, param);
      if (!row) return NOT_FOUND;
      const image = resolveImageSrc(storage, "blog-images", row.post.featuredImageUrl);
      return found(blogPostHead(row, image, site, locale));
    }
    case "products": {
      const product = isUuid(param) ? await findProduct(db, param) : undefined;
      if (!product) return NOT_FOUND;
      const image = resolveImageSrc(storage, "product-images", product.imageUrl);
      return found(catalogueItemHead(PRODUCTS, product, image, locale));
    }
    case "services": {
      const service = isUuid(param) ? await findService(db, param) : undefined;
      if (!service) return NOT_FOUND;
      const image = resolveImageSrc(storage, "service-images", service.imageUrl);
      return found(catalogueItemHead(SERVICES, service, image, locale));
    }
    default:
      return NOT_FOUND;
  }
}
