import { z } from "zod";

/** Only strings from a service's features; the column is JSON, so anything else is ignored. */
const featuresSchema = z
  .unknown()
  .transform((value) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
      : [],
  );

/** A product or a service as the public API returns it; products carry a price, services features. */
export const catalogueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().catch(null),
  image_src: z.string().nullable().catch(null),
  price: z.coerce.number().nullable().catch(null).optional(),
  features: featuresSchema.optional(),
  content: z.string().nullable().catch(null),
});

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
