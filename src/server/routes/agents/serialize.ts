import type { Agent } from "../../db/schema";

/** get_agent_list: what the agent selectors of the public forms need. */
export function agentListItemToJson(row: Pick<Agent, "id" | "name">) {
  return { id: row.id, name: row.name };
}

/** An agent card on /find-broker and /contact (spec section 7). */
export function agentCardToJson(row: Agent) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    licence_number: row.licenceNumber,
    agent_logo_url: row.agentLogoUrl,
    profile_slug: row.profileSlug,
    bio: row.bio,
    banner_image_url: row.bannerImageUrl,
    headshot_url: row.headshotUrl,
    contact_details: row.contactDetails,
  };
}

/**
 * get_agent_public_profile: everything the public broker page shows. Never user_id, crm_email or
 * anything else an agent keeps private.
 */
export function agentPublicProfileToJson(row: Agent) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    licence_number: row.licenceNumber,
    bio: row.bio,
    calendly_link: row.calendlyLink,
    social_links: row.socialLinks,
    application_links: row.applicationLinks,
    seo_settings: row.seoSettings,
    headshot_url: row.headshotUrl,
    banner_image_url: row.bannerImageUrl,
    custom_background_image: row.customBackgroundImage,
    agent_logo_url: row.agentLogoUrl,
    badge_1_url: row.badge1Url,
    badge_2_url: row.badge2Url,
    profile_slug: row.profileSlug,
    contact_details: row.contactDetails,
  };
}
