import { z } from "zod";

/** The canonical textual form PostgreSQL uses for a uuid; anything else must never reach a uuid column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export const TEXT_LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  address: 500,
  message: 5000,
} as const;

/**
 * Marks a refinement whose message is a text of the specification: the server reports it as is,
 * without the usual "field: " prefix, so the caller can show it word for word.
 */
export const VERBATIM_ISSUE = { verbatim: true } as const;

/** A required string, trimmed; blank counts as missing. */
export function requiredText(max: number, missingMessage = "This field is required") {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(max, `Must be at most ${max} characters`);
}

/** An optional string, trimmed; blank, null and absent all become null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function requiredEmail(missingMessage = "Email is required") {
  return requiredText(TEXT_LIMITS.email, missingMessage).pipe(z.email("Please enter a valid email address"));
}

/** Form inputs send numbers as strings; both are accepted. */
function toNumber(value: unknown): unknown {
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return value;
}

export function numberInRange(min: number, max: number) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: "Must be a number" })
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`),
  );
}

/** An optional number: blank, null and absent become null. */
export function optionalNumberInRange(min: number, max: number) {
  return z.preprocess(
    (value) => (value === "" || value === undefined ? null : toNumber(value)),
    z
      .number({ error: "Must be a number" })
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`)
      .nullable(),
  );
}

/**
 * The agent chosen in a public form. 'none', blank, null and absent all mean no agent (spec section 5);
 * anything else must be an agent id.
 */
export const optionalAgentId = z
  .string({ error: "Please choose an agent from the list" })
  .trim()
  .nullish()
  .transform((value) => (!value || value === "none" ? null : value))
  .refine((value) => value === null || isUuid(value), "Please choose an agent from the list");
