import { z } from "zod";

/* The responses of the public agent reads, loaded with their first read in the browser (lib/api.ts). */

/** Optional text from a jsonb column: blank, null and absent all become undefined. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A jsonb object of optional texts; a null or malformed column reads as empty. */
function textRecord<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, optionalText])) as Record<K, typeof optionalText>;
  return z
    .object(shape)
    .nullish()
    .catch(null)
    .transform((value) => value ?? ({} as Partial<Record<K, string>>));
}

export const agentProfileSchema = z.object({
  agent: z.object({
    id: z.string(),
    name: z.string(),
    email: optionalText,
    phone: optionalText,
    licence_number: optionalText,
    bio: optionalText,
    calendly_link: optionalText,
    social_links: textRecord(["facebook", "instagram", "youtube", "linkedin", "website"]),
    application_links: textRecord(["apply", "contact_form", "rate_quote", "scheduler", "newsletter"]),
    seo_settings: textRecord(["meta_title", "meta_description", "meta_keywords", "og_image"]),
    headshot_url: optionalText,
    banner_image_url: optionalText,
    agent_logo_url: optionalText,
    badge_1_url: optionalText,
    badge_2_url: optionalText,
    profile_slug: optionalText,
    contact_details: textRecord(["address"]),
  }),
});

export type AgentProfile = z.infer<typeof agentProfileSchema>["agent"];

export const profileLendersSchema = z.object({
  lenders: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      name: z.string(),
      logo_url: z.string().nullish(),
      type: z.string(),
      display_order: z.coerce.number().nullish(),
    }),
  ),
});

export type ProfileLender = z.infer<typeof profileLendersSchema>["lenders"][number];

export const agentTestimonialsSchema = z.object({
  testimonials: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      client_name: z.string(),
      content: z.string(),
      rating: z.coerce.number(),
      created_at: z.string().nullish(),
    }),
  ),
});

export type AgentTestimonial = z.infer<typeof agentTestimonialsSchema>["testimonials"][number];

export const profileServicesSchema = z.object({
  services: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })),
});

export type ProfileService = z.infer<typeof profileServicesSchema>["services"][number];

export const activeAgentsSchema = z.object({
  agents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
      licence_number: z.string().nullish(),
      agent_logo_url: z.string().nullish(),
      profile_slug: z.string().nullish(),
      bio: z.string().nullish(),
      banner_image_url: z.string().nullish(),
      headshot_url: z.string().nullish(),
    }),
  ),
});

export type ActiveAgent = z.infer<typeof activeAgentsSchema>["agents"][number];
