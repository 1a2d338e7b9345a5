import type { Agent } from "../../db/schema";

/**
 * Every field of spec section 3's agents entity, as the super admin edits it and as the agent sees their
 * own in the dashboard; the sign-in user stays internal.
 */
export function agentProfileToJson(row: Agent) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    calendly_link: row.calendlyLink,
    crm_email: row.crmEmail,
    licence_number: row.licenceNumber,
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
    is_active: row.isActive,
    preferred_language: row.preferredLanguage,
    time_zone: row.timeZone,
    has_sign_in: row.userId !== null,
    created_at: row.createdAt.toISOString(),
  };
}
