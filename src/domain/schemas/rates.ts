import { z } from "zod";
import { say } from "../../i18n/translate";
import { NATIONAL_PROVINCE, PROVINCES } from "../constants";

/**
 * A province as a visitor or the SPA names it: a 2-letter code or a full name (any case), or
 * 'National'. Returns the full name stored in mortgage_rates.province.
 */
export function resolveRateProvince(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === NATIONAL_PROVINCE.toLowerCase()) return NATIONAL_PROVINCE;
  return PROVINCES.find((p) => p.code.toLowerCase() === wanted || p.name.toLowerCase() === wanted)?.name;
}

/** Query of GET /api/rates. */
export const ratesQuerySchema = z.object({
  province: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const name = resolveRateProvince(value);
      if (!name) {
        ctx.addIssue({ code: "custom", message: say("validation.unknownProvince") });
        return z.NEVER;
      }
      return name;
    }),
  /** 'home' limits the list to the terms the home page shows (1, 3, 5 and 7 year). */
  terms: z.enum(["home"], { error: "terms must be 'home' when given" }).optional(),
});
export type RatesQuery = z.output<typeof ratesQuerySchema>;
