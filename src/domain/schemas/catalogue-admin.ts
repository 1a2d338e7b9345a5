import { z } from "zod";
import type { MessageId } from "../../i18n/catalogs";
import { sayError } from "../../i18n/translate";
import { tooLongError } from "./common";

/**
 * Pieces shared by the super admin's products, services and lenders forms and their /api/admin
 * routes: one rule for an image address, one for text the database cuts at 255 characters.
 */

export const CATALOGUE_LIMITS = {
  name: 255,
  description: 2000,
  content: 50_000,
  imageAddress: 2048,
} as const;

/** Characters as PostgreSQL counts them for varchar(n): code points, so an emoji counts once. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` characters (code points, never half of a surrogate pair). */
export function truncateCharacters(text: string, max: number): string {
  return characterCount(text) <= max ? text : Array.from(text).slice(0, max).join("").trimEnd();
}

/** A required text that is shortened to `max` characters rather than refused (spec section 5, services). */
export function truncatedRequiredText(max: number, missingMessage: MessageId) {
  return z
    .string(sayError(missingMessage))
    .trim()
    .min(1, sayError(missingMessage))
    .transform((value) => truncateCharacters(value, max));
}

/** An optional text shortened to `max` characters; blank, null and absent become null. */
export function truncatedOptionalText(max: number) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? truncateCharacters(value, max) : null));
}

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path on this site, as the upload route answers it locally; never protocol-relative (//host). */
const SITE_PATH = /^\/(?![/\\])\S*$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A key inside a storage bucket, as the seed stores product and service images: relative, no dot segments. */
function isBucketKey(value: string): boolean {
  if (SCHEME.test(value) || value.startsWith("/") || value.includes("\\") || /\s/.test(value)) return false;
  return value.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}

export function isWebOrSiteAddress(value: string): boolean {
  return WEB_ADDRESS.test(value) || SITE_PATH.test(value);
}

/**
 * An optional image address: a full web address, the address the upload route answered, or (when
 * `allowBucketKey`) a key in the resource's bucket (spec section 2: images that are not full URLs are
 * resolved through the storage buckets). Blank, null and absent become null.
 */
export function optionalImageAddress(message: MessageId, { allowBucketKey }: { allowBucketKey: boolean }) {
  return z
    .string(sayError(message))
    .trim()
    .max(CATALOGUE_LIMITS.imageAddress, tooLongError(CATALOGUE_LIMITS.imageAddress))
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || isWebOrSiteAddress(value) || (allowBucketKey && isBucketKey(value)),
      sayError(message),
    );
}
