import { z } from "zod";
import { say } from "../../i18n/translate";
import {
  CATALOGUE_LIMITS,
  characterCount,
  optionalImageAddress,
  truncatedOptionalText,
  truncatedRequiredText,
} from "./catalogue-admin";
import { optionalText, VERBATIM_ISSUE } from "./common";

/**
 * Mortgage services as the super admin writes them (spec section 5: features valid JSON if given;
 * name and description shortened to 255 characters with a warning, as their varchar(255) columns hold).
 */

export const SERVICE_TEXT_MAX = 255;
export const SERVICE_FEATURES_MAX = 30;
export const SERVICE_FEATURE_MAX_LENGTH = 255;

// Text that PostgreSQL cannot store inside jsonb; the request checks do not see into a JSON text field.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type FeaturesResult = { features: string[] } | { error: string; verbatim?: boolean };

/** Features from the JSON text of the form, or the array an API client sends; blank means none. */
export function readFeatures(value: unknown): FeaturesResult {
  let list = value;
  if (value === undefined || value === null) return { features: [] };
  if (typeof value === "string") {
    if (value.trim() === "") return { features: [] };
    try {
      list = JSON.parse(value);
    } catch {
      return { error: say("validation.featuresJson"), verbatim: true };
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
    return { error: say("validation.featuresNotList") };
  }
  const features = list.map((item) => item.trim()).filter((item) => item !== "");
  if (features.length > SERVICE_FEATURES_MAX)
    return { error: say("validation.tooManyFeatures", { max: SERVICE_FEATURES_MAX }) };
  if (features.some((item) => UNSTORABLE.test(item))) return { error: say("validation.featureUnreadable") };
  if (features.some((item) => characterCount(item) > SERVICE_FEATURE_MAX_LENGTH)) {
    return { error: say("validation.featureTooLong", { max: SERVICE_FEATURE_MAX_LENGTH }) };
  }
  return { features };
}

/** How the form shows stored features for editing. */
export function featuresToJsonText(features: readonly string[]): string {
  return features.length === 0 ? "" : JSON.stringify(features, null, 2);
}

const features = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const result = readFeatures(value);
    if ("features" in result) return result.features;
    ctx.addIssue({
      code: "custom",
      message: result.error,
      ...(result.verbatim ? { params: VERBATIM_ISSUE } : {}),
    });
    return z.NEVER;
  });

export const serviceInputSchema = z.object({
  name: truncatedRequiredText(SERVICE_TEXT_MAX, "validation.nameRequired"),
  description: truncatedOptionalText(SERVICE_TEXT_MAX),
  features,
  content: optionalText(CATALOGUE_LIMITS.content),
  image_url: optionalImageAddress("validation.uploadImageAddress", { allowBucketKey: true }),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceFormValues = z.input<typeof serviceInputSchema>;

/** PATCH: only the fields sent change; null clears an optional one (features become an empty list). */
export const serviceUpdateSchema = serviceInputSchema.partial();
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;
