import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { isTimeZone } from "../time-zones";

/**
 * An IANA time zone the platform knows (America/Toronto): the one a broker's day is counted in. Kept under
 * the platform's own spelling of it, so "america/toronto" is saved as America/Toronto and the profile's
 * select shows it as the zone it is.
 */
export const timeZoneSchema = z
  .string(sayError("validation.timeZone"))
  .trim()
  .refine(isTimeZone, sayError("validation.timeZone"))
  .transform((zone) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).resolvedOptions().timeZone);
