import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { isTimeZone } from "../time-zones";

/** An IANA time zone the platform knows (America/Toronto): the one a broker's day is counted in. */
export const timeZoneSchema = z
  .string(sayError("validation.timeZone"))
  .trim()
  .refine(isTimeZone, sayError("validation.timeZone"));
