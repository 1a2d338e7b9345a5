import { eq } from "drizzle-orm";
import type { AgentUpdate } from "../../../domain/schemas/agents-admin";
import type { Database } from "../../db/client";
import { agents, type Agent, type NewAgent } from "../../db/schema";

/** One agent's profile, read and written by the super admin's agents tab and by the agent's own dashboard. */

export async function findAgent(db: Database, id: string): Promise<Agent | undefined> {
  const rows = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  return rows[0];
}

/** Any validated part of a profile: the admin's whole form or one dashboard tab's. */
export type AgentChanges = Omit<AgentUpdate, "headshot_url" | "banner_image_url"> & {
  headshot_url?: string | null;
  banner_image_url?: string | null;
};

/** The columns of a validated update; keys absent from it are left as they are. */
function updateValues(update: AgentChanges): Partial<NewAgent> {
  const columns: Partial<NewAgent> = {
    name: update.name,
    email: update.email,
    phone: update.phone,
    bio: update.bio,
    calendlyLink: update.calendly_link,
    crmEmail: update.crm_email,
    licenceNumber: update.licence_number,
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
    preferredLanguage: update.preferred_language,
    timeZone: update.time_zone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The agent after the update; undefined when no agent has this id. */
export async function updateAgent(
  db: Database,
  id: string,
  update: AgentChanges,
): Promise<Agent | undefined> {
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
