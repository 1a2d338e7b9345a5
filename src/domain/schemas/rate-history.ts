import { z } from "zod";
import { say, sayError } from "../../i18n/translate";
import { NATIONAL_PROVINCE, RATE_TERMS, RATE_TYPES } from "../constants";
import { resolveRateProvince } from "./rates";

/** The term the public rates page charts, and the one a history request gets without one. */
export const DEFAULT_HISTORY_TERM = "5 year";

/** How far back GET /api/rates/history reaches, in months before today (America/Toronto). */
export const RATE_HISTORY_MONTHS = 12;

/** The calendar in which history days are counted: the brokerage's, wherever the server runs. */
export const RATE_HISTORY_TIME_ZONE = "America/Toronto";

/** Query of GET /api/rates/history. */
export const rateHistoryQuerySchema = z.object({
  term: z
    .enum(RATE_TERMS, sayError("validation.termOneOf", { values: RATE_TERMS.join(", ") }))
    .default(DEFAULT_HISTORY_TERM),
  type: z.enum(RATE_TYPES, { error: "type must be 'fixed' or 'variable'" }),
  /** Like GET /api/rates: a 2-letter code or a full name in any case, or 'National'. */
  province: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return NATIONAL_PROVINCE;
      const name = resolveRateProvince(value);
      if (!name) {
        ctx.addIssue({ code: "custom", message: say("validation.unknownProvince") });
        return z.NEVER;
      }
      return name;
    }),
});
export type RateHistoryQuery = z.output<typeof rateHistoryQuerySchema>;
