import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { Lender } from "./lenders-schema";

export type { Lender } from "./lenders-schema";

export function fetchLenders(signal?: AbortSignal): Promise<Lender[]> {
  return apiGet("/api/lenders", {
    signal,
    parser: () => import("./lenders-schema").then((module) => module.lendersSchema),
  }).then((body) => [...body.lenders].sort((a, b) => a.display_order - b.display_order));
}

/** Active lenders by display order. */
export function useLenders() {
  return useQuery({
    queryKey: ["lenders"],
    queryFn: ({ signal }) => fetchLenders(signal),
    staleTime: 10 * 60_000,
  });
}
