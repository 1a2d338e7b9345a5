import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { createUserWithPassword, findUserIdByEmail } from "../auth/users";
import type { Storage } from "../storage/types";
import { authUser } from "./auth-schema";
import type { Database } from "./client";
import { demoPageViews } from "./demo/analytics";
import { DEMO_AGENT_EMAIL, DEMO_AGENTS, DEMO_SIGN_IN_AGENT, type DemoAgent } from "./demo/agents";
import { BUYING_POSTS } from "./demo/blog-buying";
import { FRENCH_POSTS } from "./demo/blog-french";
import { OWNING_POSTS } from "./demo/blog-owning";
import { DEMO_PRODUCTS, DEMO_SERVICES } from "./demo/catalogue";
import { uploadDemoImages, type DemoImageUrls } from "./demo/images";
import { DEMO_LEADS } from "./demo/leads";
import { DEMO_LENDERS } from "./demo/lenders";
import { demoRateHistory } from "./demo/rate-history";
import { demoRates } from "./demo/rates";
import { DEMO_TESTIMONIALS } from "./demo/testimonials";
import { recordRateHistory } from "../rate-history/record";
import {
  agents,
  analyticsEvents,
  blogPosts,
  leads,
  lenders,
  mortgageRates,
  mortgageServices,
  products,
  profiles,
  rateHistory,
  testimonials,
} from "./schema";

export interface SeedOptions {
  /** Password of the demo agent's sign-in account (agent@vayu.local). */
  demoAgentPassword: string;
  /** Author of the admin-written testimonials; defaults to the oldest super admin. */
  adminUserId?: string;
  log?: (msg: string) => void;
  /** The moment demo dates are counted back from; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  demoAgentEmail: string;
}

const SEED_LOCK = sql`hashtext('vayu.seed')`;
const DEMO_POSTS = [...BUYING_POSTS, ...OWNING_POSTS, ...FRENCH_POSTS];
const HOUR_MS = 3_600_000;

/** Demo content belongs only in a brand-new database: one without agents, rates or leads. */
async function isEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ has_data: boolean }>(sql`
    select exists (select 1 from ${agents}) or exists (select 1 from ${mortgageRates})
      or exists (select 1 from ${leads}) as has_data`);
  return result.rows[0]?.has_data === false;
}

async function oldestSuperAdminId(db: Database): Promise<string | undefined> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(authUser, eq(authUser.id, profiles.id))
    .where(eq(profiles.role, "super_admin"))
    .orderBy(asc(authUser.createdAt))
    .limit(1);
  return rows[0]?.id;
}

/**
 * Fills an empty database with realistic Canadian demo content. Does nothing (and returns
 * seeded: false) when any agent, rate or lead exists, so it is safe to run at every start.
 */
export async function seedDemoContent(
  db: Database,
  storage: Storage,
  options: SeedOptions,
): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const skipped = { seeded: false, demoAgentEmail: DEMO_AGENT_EMAIL };
  if (!(await isEmpty(db))) {
    log("Demo content skipped: the database already has agents, rates or leads.");
    return skipped;
  }
  const adminId = options.adminUserId ?? (await oldestSuperAdminId(db));
  if (!adminId) {
    throw new Error(
      "Demo content needs a super admin to author the home page testimonials; create one first.",
    );
  }
  const now = options.now ?? new Date();
  const images = await uploadDemoImages(storage, DEMO_POSTS);

  const seeded = await db.transaction(async (tx) => {
    // Two instances starting on the same empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    const agentIds = await insertAgents(tx, images, options.demoAgentPassword, now);
    await insertContent(tx, images, agentIds, adminId, now);
    return true;
  });
  if (!seeded) {
    log("Demo content skipped: another process seeded the database first.");
    return skipped;
  }
  log(
    `Demo content seeded: ${DEMO_AGENTS.length} agents, ${DEMO_LEADS.length} leads, ${DEMO_LENDERS.length} lenders, ` +
      `${DEMO_POSTS.length} blog posts. Demo agent sign-in: ${DEMO_AGENT_EMAIL}.`,
  );
  return { seeded: true, demoAgentEmail: DEMO_AGENT_EMAIL };
}

function ago(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

async function insertAgents(
  db: Database,
  images: DemoImageUrls,
  demoAgentPassword: string,
  now: Date,
): Promise<Record<DemoAgent["key"], string>> {
  const existingUserId = await findUserIdByEmail(db, DEMO_AGENT_EMAIL);
  const demoUserId =
    existingUserId ??
    (await createUserWithPassword(db, {
      email: DEMO_AGENT_EMAIL,
      password: demoAgentPassword,
      fullName: DEMO_SIGN_IN_AGENT.name,
      role: "agent",
    }));

  const ids = {} as Record<DemoAgent["key"], string>;
  for (const agent of DEMO_AGENTS) {
    const id = randomUUID();
    ids[agent.key] = id;
    await db.insert(agents).values({
      id,
      userId: agent.key === DEMO_SIGN_IN_AGENT.key ? demoUserId : null,
      name: agent.name,
      email: agent.email,
      phone: agent.phone,
      licenceNumber: agent.licenceNumber,
      bio: agent.bio,
      calendlyLink: agent.calendlyLink,
      crmEmail: agent.email,
      socialLinks: agent.socialLinks,
      applicationLinks: {
        apply: `https://apply.vayu.ca/?broker=${agent.profileSlug}`,
        contact_form: `/contact?agent=${id}`,
        rate_quote: "/rates",
        scheduler: agent.calendlyLink,
        newsletter: "/newsletter",
      },
      seoSettings: { ...agent.seo, og_image: images.headshot[agent.key] },
      headshotUrl: images.headshot[agent.key],
      bannerImageUrl: images.banner[agent.key],
      profileSlug: agent.profileSlug,
      contactDetails: { address: agent.address },
      isActive: agent.isActive,
      preferredLanguage: agent.preferredLanguage,
      createdAt: ago(now, agent.joinedDaysAgo * 24),
    });
  }
  return ids;
}

async function insertContent(
  db: Database,
  images: DemoImageUrls,
  agentIds: Record<DemoAgent["key"], string>,
  adminId: string,
  now: Date,
): Promise<void> {
  const days = (n: number) => ago(now, n * 24);

  const rates = await db.insert(mortgageRates).values(demoRates(now)).returning();
  await db.insert(rateHistory).values(demoRateHistory(rates, now));
  await recordRateHistory(db, rates, now);

  await db.insert(lenders).values(
    DEMO_LENDERS.map((l) => ({
      name: l.name,
      logoUrl: images.lenderLogo.get(l.file) ?? null,
      type: l.type,
      displayOrder: l.displayOrder,
      isActive: l.isActive,
    })),
  );

  await db.insert(testimonials).values(
    DEMO_TESTIMONIALS.map((t) => ({
      agentId: t.agent ? agentIds[t.agent] : null,
      adminId: t.writtenByAdmin ? adminId : null,
      clientName: t.clientName,
      content: t.content,
      rating: t.rating,
      isApproved: t.isApproved,
      createdAt: days(t.daysAgo),
    })),
  );

  await db.insert(blogPosts).values(
    DEMO_POSTS.map((p) => ({
      agentId: agentIds[p.agent],
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      featuredImageUrl: images.blogImage.get(p.slug) ?? null,
      isPublished: p.publishedDaysAgo !== undefined,
      publishedAt: p.publishedDaysAgo === undefined ? null : days(p.publishedDaysAgo),
      seoSettings: { description: p.excerpt, keywords: p.keywords, admin_created: p.adminCreated },
      language: p.language,
      createdAt: days(p.createdDaysAgo),
      updatedAt: days(p.publishedDaysAgo ?? p.createdDaysAgo),
    })),
  );

  await db.insert(products).values(
    DEMO_PRODUCTS.map((p) => ({
      name: p.name,
      description: p.description,
      imageUrl: p.imageKey,
      price: p.price,
      content: p.content,
      createdAt: days(p.daysAgo),
    })),
  );

  await db.insert(mortgageServices).values(
    DEMO_SERVICES.map((s) => ({
      name: s.name,
      description: s.description,
      imageUrl: s.imageKey,
      features: s.features,
      content: s.content,
      createdAt: days(s.daysAgo),
    })),
  );

  await db.insert(leads).values(
    DEMO_LEADS.map((l) => ({
      agentId: l.agent ? agentIds[l.agent] : null,
      clientName: l.clientName,
      clientEmail: l.clientEmail,
      clientPhone: l.clientPhone,
      type: l.type,
      source: l.source,
      message: l.message,
      status: l.status,
      notes: l.notes,
      metadata: l.metadata,
      createdAt: ago(now, l.hoursAgo),
    })),
  );

  await db.insert(analyticsEvents).values(demoPageViews(agentIds, now));
}
