import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const lendersSchema = z.object({
  lenders: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      name: z.string(),
      logo_url: z.string().nullish(),
      type: z.string(),
      display_order: z.coerce.number().nullish(),
    }),
  ),
});

export type ProfileLender = z.infer<typeof lendersSchema>["lenders"][number];

export function fetchProfileLenders(signal?: AbortSignal): Promise<ProfileLender[]> {
  return apiGet("/api/lenders", { signal, parser: lendersSchema }).then((body) => body.lenders);
}

/** Active lenders in display order. */
export function useProfileLenders() {
  return useQuery({
    queryKey: ["agent-profile", "lenders"],
    queryFn: ({ signal }) => fetchProfileLenders(signal),
    staleTime: 5 * 60_000,
  });
}
