import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

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

const agentProfileSchema = z.object({
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

export function fetchAgentProfile(idOrSlug: string, signal?: AbortSignal): Promise<AgentProfile> {
  return apiGet(`/api/agents/${encodeURIComponent(idOrSlug)}`, {
    signal,
    parser: agentProfileSchema,
  }).then((body) => body.agent);
}

/** get_agent_public_profile: an active agent by slug or id; a 404 ApiError when unknown or inactive. */
export function useAgentProfile(idOrSlug: string) {
  return useQuery({
    queryKey: ["agent-profile", idOrSlug],
    queryFn: ({ signal }) => fetchAgentProfile(idOrSlug, signal),
    staleTime: 5 * 60_000,
  });
}
