import type { PublicBucket, Storage } from "../../storage/types";
import { DEMO_AGENTS, type DemoAgent } from "./agents";
import type { DemoBlogPost } from "./blog";
import { DEMO_PRODUCTS, DEMO_SERVICES } from "./catalogue";
import { DEMO_LENDERS } from "./lenders";
import { illustration, initialsAvatar, profileBanner, svgBytes, wordmarkTile } from "./svg";

const SVG = "image/svg+xml";

export interface DemoImageUrls {
  headshot: Record<DemoAgent["key"], string>;
  banner: Record<DemoAgent["key"], string>;
  /** By lender file name. */
  lenderLogo: Map<string, string>;
  /** By blog post slug. */
  blogImage: Map<string, string>;
}

/**
 * Draws and stores every demo image. Keys are fixed, so storing them again replaces identical files.
 * Products and services keep bare keys (resolved through their buckets); everything else stores a public URL.
 */
export async function uploadDemoImages(
  storage: Storage,
  posts: readonly DemoBlogPost[],
): Promise<DemoImageUrls> {
  const uploads: Promise<void>[] = [];
  const put = (bucket: PublicBucket, key: string, svg: string): string => {
    uploads.push(storage.put(bucket, key, svgBytes(svg), SVG));
    return storage.publicUrl(bucket, key);
  };

  const headshot = {} as Record<DemoAgent["key"], string>;
  const banner = {} as Record<DemoAgent["key"], string>;
  for (const agent of DEMO_AGENTS) {
    headshot[agent.key] = put(
      "agent-headshots",
      `demo/avatars/${agent.profileSlug}.svg`,
      initialsAvatar(agent.name),
    );
    banner[agent.key] = put("agent-banners", `demo/${agent.profileSlug}.svg`, profileBanner(agent.city));
  }

  const lenderLogo = new Map<string, string>();
  for (const lender of DEMO_LENDERS) {
    lenderLogo.set(
      lender.file,
      put("agent-headshots", `demo/lenders/${lender.file}`, wordmarkTile(lender.name)),
    );
  }

  const blogImage = new Map<string, string>();
  for (const post of posts) {
    blogImage.set(
      post.slug,
      put("blog-images", `demo/${post.slug}.svg`, illustration(post.title, post.motif)),
    );
  }

  for (const product of DEMO_PRODUCTS) {
    put("product-images", product.imageKey, illustration(product.name, product.motif));
  }
  for (const service of DEMO_SERVICES) {
    put("service-images", service.imageKey, illustration(service.name, service.motif));
  }

  await Promise.all(uploads);
  return { headshot, banner, lenderLogo, blogImage };
}
