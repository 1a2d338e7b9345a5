import { z } from "zod";
import { say } from "../../i18n/translate";
import { agentProfileSchema } from "./agents-admin";
import { languageSchema } from "./language";
import { timeZoneSchema } from "./time-zone";
import { optionalWebLink } from "./web-link";

/**
 * The agent dashboard's profile tabs (spec section 2). Each tab saves only its own fields with its own
 * PATCH, so two tabs saved one after the other never overwrite each other. The fields and their rules
 * are the super admin's (agents-admin.ts); a body naming any other field (is_active, agent_id, a third
 * badge…) is refused, never silently applied.
 */

/** The English of the message, which the tests read; the catalogue says it in the request's language. */
export const NOT_A_TAB_FIELD_MESSAGE = "This field cannot be changed here";

function tabSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? say("validation.notATabField") : undefined),
  });
}

const profile = agentProfileSchema.shape;

/**
 * Profile tab: the contact fields, licence number, bio, booking link, office address, headshot and
 * banner, the language the broker's e-mails are written in and the time zone their day is counted in
 * (each left as it is when not sent).
 */
export const dashboardProfileSchema = tabSchema({
  name: profile.name,
  phone: profile.phone,
  licence_number: profile.licence_number,
  bio: profile.bio,
  calendly_link: profile.calendly_link,
  crm_email: profile.crm_email,
  contact_details: profile.contact_details,
  headshot_url: optionalWebLink(),
  banner_image_url: optionalWebLink(),
  preferred_language: languageSchema.optional(),
  time_zone: timeZoneSchema.optional(),
});
export type DashboardProfileInput = z.input<typeof dashboardProfileSchema>;
export type DashboardProfile = z.output<typeof dashboardProfileSchema>;

/** The public URL, on its own route: its own rules, messages and 409 (spec section 5). */
export const dashboardSlugSchema = tabSchema({ profile_slug: profile.profile_slug });
export type DashboardSlugInput = z.input<typeof dashboardSlugSchema>;
export type DashboardSlug = z.output<typeof dashboardSlugSchema>;

/** Customize Page: background, logo and at most two professional badges (spec sections 3 and 9). */
export const dashboardCustomizeSchema = tabSchema({
  custom_background_image: profile.custom_background_image,
  agent_logo_url: profile.agent_logo_url,
  badge_1_url: profile.badge_1_url,
  badge_2_url: profile.badge_2_url,
});
export type DashboardCustomizeInput = z.input<typeof dashboardCustomizeSchema>;
export type DashboardCustomize = z.output<typeof dashboardCustomizeSchema>;

export const dashboardSocialSchema = tabSchema({ social_links: profile.social_links });
export type DashboardSocialInput = z.input<typeof dashboardSocialSchema>;
export type DashboardSocial = z.output<typeof dashboardSocialSchema>;

export const dashboardLinksSchema = tabSchema({ application_links: profile.application_links });
export type DashboardLinksInput = z.input<typeof dashboardLinksSchema>;
export type DashboardLinks = z.output<typeof dashboardLinksSchema>;

export const dashboardSeoSchema = tabSchema({ seo_settings: profile.seo_settings });
export type DashboardSeoInput = z.input<typeof dashboardSeoSchema>;
export type DashboardSeo = z.output<typeof dashboardSeoSchema>;

/** The pictures an agent uploads from the dashboard, by the name their upload route uses. */
export const AGENT_PICTURE_KINDS = [
  "headshot",
  "banner",
  "background",
  "logo",
  "badge1",
  "badge2",
  "og",
] as const;
export type AgentPictureKind = (typeof AGENT_PICTURE_KINDS)[number];

export function isAgentPictureKind(value: string): value is AgentPictureKind {
  return (AGENT_PICTURE_KINDS as readonly string[]).includes(value);
}
