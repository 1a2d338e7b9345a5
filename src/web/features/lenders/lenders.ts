import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { LENDER_TYPE_LABELS, LENDER_TYPES, type LenderType } from "../../../domain/constants";
import { apiGet } from "../../lib/api";

/** The admin form's labels ('A Lender', 'Alternate Lender') read as the stored codes (spec section 3). */
function toLenderType(value: unknown): unknown {
  const fromLabel = Object.entries(LENDER_TYPE_LABELS).find(([, label]) => label === value);
  return fromLabel ? (fromLabel[0] as LenderType) : value;
}

const lenderSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  logo_url: z.string().nullish(),
  type: z.preprocess(toLenderType, z.enum(LENDER_TYPES)),
  display_order: z.coerce.number(),
});

const lendersSchema = z.object({ lenders: z.array(lenderSchema) });

export type Lender = z.infer<typeof lenderSchema>;

export function fetchLenders(signal?: AbortSignal): Promise<Lender[]> {
  return apiGet("/api/lenders", { signal, parser: lendersSchema }).then((body) =>
    [...body.lenders].sort((a, b) => a.display_order - b.display_order),
  );
}

/** Active lenders by display order. */
export function useLenders() {
  return useQuery({
    queryKey: ["lenders"],
    queryFn: ({ signal }) => fetchLenders(signal),
    staleTime: 10 * 60_000,
  });
}
