import { z } from "zod";

export const rateHistorySchema = z.object({
  term: z.string(),
  rate_type: z.enum(["fixed", "variable"]),
  province: z.string(),
  fallback: z.boolean(),
  from: z.string(),
  to: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      // Rates are stored as decimals and may arrive as strings such as "4.790".
      our_rate: z.coerce.number(),
      posted_rate: z.coerce.number(),
    }),
  ),
});

export type RateHistory = z.infer<typeof rateHistorySchema>;
