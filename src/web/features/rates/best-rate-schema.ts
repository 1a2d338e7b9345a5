import { z } from "zod";

export const bestRateSchema = z.object({
  rate: z
    .object({
      id: z.union([z.string(), z.number()]),
      term: z.string(),
      rate_type: z.enum(["fixed", "variable"]),
      province: z.string(),
      our_rate: z.coerce.number(),
      posted_rate: z.coerce.number(),
      mortgage_type: z.string().nullish(),
      updated_at: z.string().nullish(),
      scraped_at: z.string().nullish(),
    })
    .nullable(),
});

export type BestRate = NonNullable<z.infer<typeof bestRateSchema>["rate"]>;
