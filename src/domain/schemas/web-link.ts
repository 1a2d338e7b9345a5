import { z } from "zod";

export const WEB_LINK_MAX_LENGTH = 2048;
export const WEB_LINK_MESSAGE =
  "Must be a web address starting with http:// or https://, or a path on this site";

/** An absolute http(s) address, or a path on this site (never `//host`, which leaves it). */
const WEB_LINK = /^(https?:\/\/[^\s/?#\\]+[^\s]*|\/(?![/\\])[^\s]*)$/i;

export function isWebLink(value: string): boolean {
  if (!WEB_LINK.test(value)) return false;
  if (value.startsWith("/")) return true;
  return URL.canParse(value);
}

/**
 * An optional stored address (an agent's links and pictures): blank, null and absent become null.
 * Other schemes (javascript:, data:, mailto:…) are refused here, on top of the web app's own filter
 * (src/web/lib/safe-url.ts). Site paths stay allowed: storage addresses on the local driver and the
 * seeded application links (/contact, /rates, /newsletter) are paths.
 */
export function optionalWebLink() {
  return z
    .string({ error: WEB_LINK_MESSAGE })
    .trim()
    .max(WEB_LINK_MAX_LENGTH, `Must be at most ${WEB_LINK_MAX_LENGTH} characters`)
    .refine((value) => value === "" || isWebLink(value), WEB_LINK_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
}
