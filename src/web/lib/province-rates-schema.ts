import { z } from "zod";

/** One rate as the API gives it (the province list, the best rate). */
export const rateSchema = z.object({
  id: z.union([z.string(), z.number()]),
  term: z.string(),
  rate_type: z.enum(["fixed", "variable"]),
  province: z.string(),
  // Rates are stored as decimals and may arrive as strings such as "4.790".
  posted_rate: z.coerce.number(),
  our_rate: z.coerce.number(),
  mortgage_type: z.string().nullish(),
  updated_at: z.string().nullish(),
  scraped_at: z.string().nullish(),
});

export const provinceRatesSchema = z.object({
  province: z.string(),
  fallback: z.boolean(),
  rates: z.array(rateSchema),
});

export type Rate = z.infer<typeof rateSchema>;
export type ProvinceRates = z.infer<typeof provinceRatesSchema>;
