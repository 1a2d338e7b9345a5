import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { isReservedProfileSlug, PROFILE_SLUG_MAX_LENGTH, toProfileSlug } from "../profile-slug";
import {
  optionalLine,
  optionalText,
  requiredEmail,
  booleanFlag,
  requiredLine,
  TEXT_LIMITS,
  tooLongError,
  VERBATIM_ISSUE,
} from "./common";
import { languageSchema } from "./language";
import { pageQuerySchema } from "./pagination";
import { timeZoneSchema } from "./time-zone";
import { optionalWebLink } from "./web-link";

/**
 * An agent's profile as the super admin edits it (spec section 3, agents) and, later, as the agent
 * edits their own from the dashboard. The web forms and the server validate with these schemas.
 */

export const AGENT_BIO_MAX_LENGTH = 5000;
export const SEO_META_TITLE_MAX_LENGTH = 60;
export const SEO_META_DESCRIPTION_MAX_LENGTH = 160;
export const SEO_META_KEYWORDS_MAX_LENGTH = 500;
/** better-auth's own bounds for a password (minPasswordLength in src/server/auth/auth.ts, its default maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const SOCIAL_LINK_KEYS = ["facebook", "instagram", "youtube", "linkedin", "website"] as const;
export const APPLICATION_LINK_KEYS = [
  "apply",
  "contact_form",
  "rate_quote",
  "scheduler",
  "newsletter",
] as const;

function optionalEmail() {
  return z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, tooLongError(TEXT_LIMITS.email))
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      sayError("validation.emailInvalid"),
    )
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A group of optional entries, stored without the empty ones. */
function withoutEmpty<K extends string>(group: Record<K, string | null>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(group).filter(([, value]) => value !== null)) as Partial<
    Record<K, string>
  >;
}

function linkGroup<const K extends string>(keys: readonly K[]) {
  const shape = {} as Record<K, ReturnType<typeof optionalWebLink>>;
  for (const key of keys) shape[key] = optionalWebLink();
  return z.object(shape).transform((group) => withoutEmpty(group as Record<K, string | null>));
}

export const RESERVED_PROFILE_SLUG_MESSAGE =
  "This profile URL is reserved by the site. Please choose another.";

/** Spec section 5: lowercased, only a-z and 0-9 kept; nothing left is 'Profile slug cannot be empty'. */
export const profileSlugSchema = z
  .string(sayError("validation.emptyProfileSlug"))
  .max(PROFILE_SLUG_MAX_LENGTH * 4, tooLongError(PROFILE_SLUG_MAX_LENGTH))
  .transform(toProfileSlug)
  .refine((slug) => slug.length > 0, { ...sayError("validation.emptyProfileSlug"), params: VERBATIM_ISSUE })
  .refine((slug) => slug.length <= PROFILE_SLUG_MAX_LENGTH, tooLongError(PROFILE_SLUG_MAX_LENGTH))
  .refine((slug) => !isReservedProfileSlug(slug), {
    ...sayError("validation.reservedProfileSlug"),
    params: VERBATIM_ISSUE,
  });

export const agentSeoSettingsSchema = z
  .object({
    meta_title: optionalLine(SEO_META_TITLE_MAX_LENGTH),
    meta_description: optionalText(SEO_META_DESCRIPTION_MAX_LENGTH),
    meta_keywords: optionalLine(SEO_META_KEYWORDS_MAX_LENGTH),
    og_image: optionalWebLink(),
  })
  .transform(withoutEmpty);

export const LICENCE_NUMBER_MAX_LENGTH = 40;
export const LICENCE_NUMBER_FORMAT_MESSAGE =
  "Licence number may contain only letters, digits, spaces and hyphens";

/** A broker's provincial licence number (FSRA's M-numbers, BCFSA's, the AMF's…): optional, blank is none. */
export const licenceNumberSchema = z
  .string(sayError("validation.licenceText"))
  .trim()
  .max(LICENCE_NUMBER_MAX_LENGTH, sayError("validation.licenceTooLong", { max: LICENCE_NUMBER_MAX_LENGTH }))
  .regex(/^[\p{L}\p{N} -]*$/u, sayError("validation.licenceFormat"))
  .nullish()
  .transform((value) => (value ? value.replace(/\s+/g, " ") : null));

export const agentProfileSchema = z.object({
  name: requiredLine(TEXT_LIMITS.name, "validation.fullNameLowerRequired"),
  email: requiredEmail(),
  phone: optionalLine(TEXT_LIMITS.phone),
  bio: optionalText(AGENT_BIO_MAX_LENGTH),
  calendly_link: optionalWebLink(),
  crm_email: optionalEmail(),
  licence_number: licenceNumberSchema,
  social_links: linkGroup(SOCIAL_LINK_KEYS),
  application_links: linkGroup(APPLICATION_LINK_KEYS),
  seo_settings: agentSeoSettingsSchema,
  profile_slug: profileSlugSchema,
  contact_details: z.object({ address: optionalLine(TEXT_LIMITS.address) }).transform(withoutEmpty),
  is_active: booleanFlag(),
  custom_background_image: optionalWebLink(),
  agent_logo_url: optionalWebLink(),
  badge_1_url: optionalWebLink(),
  badge_2_url: optionalWebLink(),
});
export type AgentProfileInput = z.input<typeof agentProfileSchema>;
export type AgentProfile = z.output<typeof agentProfileSchema>;

/**
 * PATCH body: any subset of the profile. The pictures uploaded through their own routes may only be
 * removed here (null), never pointed at another address. The broker's preferred language for their
 * e-mails and their time zone (when their follow-ups are e-mailed) can be set here too.
 */
export const agentUpdateSchema = agentProfileSchema.partial().extend({
  preferred_language: languageSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  headshot_url: z.null(sayError("validation.headshotUpload")).optional(),
  banner_image_url: z.null(sayError("validation.bannerUpload")).optional(),
});
export type AgentUpdate = z.output<typeof agentUpdateSchema>;

/** The super admin's agent form: the profile, and the language and time zone of the broker's e-mails. */
export const agentEditSchema = agentProfileSchema.extend({
  preferred_language: languageSchema,
  time_zone: timeZoneSchema,
});
export type AgentEditInput = z.input<typeof agentEditSchema>;
export type AgentEdit = z.output<typeof agentEditSchema>;

/** A password someone chooses: better-auth's own bounds, so every refusal names the field here. */
export const newPasswordSchema = z
  .string(sayError("validation.passwordRequired"))
  .min(1, sayError("validation.passwordRequired"))
  .min(PASSWORD_MIN_LENGTH, sayError("validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, sayError("validation.passwordTooLong", { max: PASSWORD_MAX_LENGTH }));

/**
 * The create-agent function of spec section 7: full name, email and password, all required (section 5).
 * Beyond the spec, `sendInvitation: true` e-mails the broker a link to set their own password instead,
 * and then no password is taken: the output carries one only when it is the account's password.
 */
export const createAgentSchema = z
  .object({
    fullName: requiredLine(TEXT_LIMITS.name, "validation.fullNameLowerRequired"),
    email: requiredEmail(),
    sendInvitation: z.boolean(sayError("validation.sendInvitation")).default(false),
    password: z.string(sayError("validation.passwordRequired")).optional(),
    licence_number: licenceNumberSchema,
  })
  .superRefine((agent, ctx) => {
    if (agent.sendInvitation) return;
    const issue = newPasswordSchema.safeParse(agent.password).error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", path: ["password"], message: issue.message });
  })
  .transform(({ password, ...agent }) =>
    agent.sendInvitation
      ? { ...agent, sendInvitation: true as const }
      : { ...agent, sendInvitation: false as const, password: password! },
  );
export type CreateAgentInput = z.input<typeof createAgentSchema>;

export const ADMIN_AGENTS_SEARCH_MAX_LENGTH = 200;

export const adminAgentsQuerySchema = pageQuerySchema.extend({
  /** Part of a name or an email; blank means every agent. */
  q: z
    .string()
    .trim()
    .max(ADMIN_AGENTS_SEARCH_MAX_LENGTH, tooLongError(ADMIN_AGENTS_SEARCH_MAX_LENGTH))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AdminAgentsQuery = z.output<typeof adminAgentsQuerySchema>;
