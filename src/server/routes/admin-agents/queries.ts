import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AgentUpdate } from "../../../domain/schemas/agents-admin";
import type { Database } from "../../db/client";
import { agents, type Agent, type NewAgent } from "../../db/schema";
import type { AgentListRow } from "./serialize";

/** `text` matched literally inside ILIKE: its own wildcards and escape character are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(agents.name, pattern), ilike(agents.email, pattern));
}

/** One page of every agent, active or not, newest first (spec section 7, GET agents (admin)). */
export function listAgents(
  db: Database,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<AgentListRow[]> {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      profileSlug: agents.profileSlug,
      isActive: agents.isActive,
      headshotUrl: agents.headshotUrl,
      createdAt: agents.createdAt,
    })
    .from(agents)
    .where(searchCondition(q))
    .orderBy(desc(agents.createdAt), desc(agents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAgents(db: Database, q: string | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(agents).where(searchCondition(q));
  return rows[0]?.total ?? 0;
}

export async function findAgent(db: Database, id: string): Promise<Agent | undefined> {
  const rows = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  return rows[0];
}

/** The columns of a validated update; keys absent from it are left as they are. */
function updateValues(update: AgentUpdate): Partial<NewAgent> {
  const columns: Partial<NewAgent> = {
    name: update.name,
    email: update.email,
    phone: update.phone,
    bio: update.bio,
    calendlyLink: update.calendly_link,
    crmEmail: update.crm_email,
    socialLinks: update.social_links,
    applicationLinks: update.application_links,
    seoSettings: update.seo_settings,
    profileSlug: update.profile_slug,
    contactDetails: update.contact_details,
    isActive: update.is_active,
    customBackgroundImage: update.custom_background_image,
    agentLogoUrl: update.agent_logo_url,
    badge1Url: update.badge_1_url,
    badge2Url: update.badge_2_url,
    headshotUrl: update.headshot_url,
    bannerImageUrl: update.banner_image_url,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The agent after the update; undefined when no agent has this id. */
export async function updateAgent(db: Database, id: string, update: AgentUpdate): Promise<Agent | undefined> {
  const values = updateValues(update);
  if (Object.keys(values).length === 0) return findAgent(db, id);
  const rows = await db.update(agents).set(values).where(eq(agents.id, id)).returning();
  return rows[0];
}

export async function setAgentImage(
  db: Database,
  id: string,
  column: "headshotUrl" | "bannerImageUrl",
  url: string,
): Promise<Agent | undefined> {
  const rows = await db
    .update(agents)
    .set({ [column]: url })
    .where(eq(agents.id, id))
    .returning();
  return rows[0];
}
