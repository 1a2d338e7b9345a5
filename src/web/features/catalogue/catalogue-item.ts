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

/*
 * The public product and service reads (catalogue-list.ts, catalogue-detail.ts) load this module with
 * their first read in the browser, so zod stays out of those pages' first load.
 */
/** The body of a list or detail answer: the items sit under the kind's own key. */
export const catalogueBodySchema = z.record(z.string(), z.unknown());
export const catalogueItemsSchema = z.array(catalogueItemSchema);

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
