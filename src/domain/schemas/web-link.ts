import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { tooLongError } from "./common";

export const WEB_LINK_MAX_LENGTH = 2048;
/** The English of the message, which tests read (the catalogue says it in the serving language). */
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
    .string(sayError("validation.webLink"))
    .trim()
    .max(WEB_LINK_MAX_LENGTH, tooLongError(WEB_LINK_MAX_LENGTH))
    .refine((value) => value === "" || isWebLink(value), sayError("validation.webLink"))
    .nullish()
    .transform((value) => (value ? value : null));
}
