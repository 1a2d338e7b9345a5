import { asc, desc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agents, blogPosts, mortgageRates, mortgageServices, products } from "../../db/schema";

/** What the sitemap lists from the database: only what a visitor can open. */
export async function loadSitemapData(db: Database) {
  const [agentRows, postRows, productRows, serviceRows, [rates]] = await Promise.all([
    db
      .select({ id: agents.id, slug: agents.profileSlug })
      .from(agents)
      .where(eq(agents.isActive, true))
      .orderBy(asc(agents.name), asc(agents.id)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .innerJoin(agents, eq(agents.id, blogPosts.agentId))
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug)),
    db.select({ id: products.id }).from(products).orderBy(asc(products.createdAt), asc(products.id)),
    db
      .select({ id: mortgageServices.id })
      .from(mortgageServices)
      .orderBy(asc(mortgageServices.createdAt), asc(mortgageServices.id)),
    db
      .select({ updatedAt: max(mortgageRates.updatedAt) })
      .from(mortgageRates)
      .where(eq(mortgageRates.isActive, true)),
  ]);
  return {
    agents: agentRows,
    posts: postRows,
    products: productRows,
    services: serviceRows,
    ratesUpdatedAt: rates?.updatedAt ?? null,
  };
}

export type SitemapData = Awaited<ReturnType<typeof loadSitemapData>>;
