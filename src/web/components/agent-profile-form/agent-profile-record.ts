import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../domain/languages";
import { DEFAULT_TIME_ZONE } from "../../../domain/time-zones";

const links = z.record(z.string(), z.string()).catch({});

/**
 * An agent's whole profile as the server answers it (agentProfileToJson): to the super admin for any
 * agent, to an agent for their own.
 */
export const agentProfileRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  calendly_link: z.string().nullable(),
  crm_email: z.string().nullable(),
  licence_number: z.string().nullable(),
  social_links: links,
  application_links: links,
  seo_settings: links,
  headshot_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  custom_background_image: z.string().nullable(),
  agent_logo_url: z.string().nullable(),
  badge_1_url: z.string().nullable(),
  badge_2_url: z.string().nullable(),
  profile_slug: z.string().nullable(),
  contact_details: links,
  /** The language of the broker's e-mails; a server that does not send it yet means English. */
  preferred_language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
  /** The IANA zone the broker's day is counted in; a server that does not send it yet means the default. */
  time_zone: z.string().catch(DEFAULT_TIME_ZONE),
  is_active: z.boolean(),
  has_sign_in: z.boolean(),
  created_at: z.string(),
});

export const agentProfileRecordResponseSchema = z.object({ agent: agentProfileRecordSchema });

export type AgentProfileRecord = z.infer<typeof agentProfileRecordSchema>;

/** A stored group of links as form values: every key a string, so each input is controlled from the start. */
export function linkGroupValues<K extends string>(
  keys: readonly K[],
  stored: Record<string, string>,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, stored[key] ?? ""])) as Record<K, string>;
}

/** The stored SEO settings as form values. */
export function seoValues(seo: Record<string, string>) {
  return {
    meta_title: seo.meta_title ?? "",
    meta_description: seo.meta_description ?? "",
    meta_keywords: seo.meta_keywords ?? "",
    og_image: seo.og_image ?? "",
  };
}
