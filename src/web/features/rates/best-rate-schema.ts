import { z } from "zod";
import { rateSchema } from "../../lib/province-rates-schema";

export const bestRateSchema = z.object({ rate: rateSchema.nullable() });

export type BestRate = NonNullable<z.infer<typeof bestRateSchema>["rate"]>;
