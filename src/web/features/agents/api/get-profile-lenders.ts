import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { ProfileLender } from "./public-agent-schemas";

export type { ProfileLender } from "./public-agent-schemas";

export function fetchProfileLenders(signal?: AbortSignal): Promise<ProfileLender[]> {
  return apiGet("/api/lenders", {
    signal,
    parser: () => import("./public-agent-schemas").then((module) => module.profileLendersSchema),
  }).then((body) => body.lenders);
}

/** Active lenders in display order. */
export function useProfileLenders() {
  return useQuery({
    queryKey: ["agent-profile", "lenders"],
    queryFn: ({ signal }) => fetchProfileLenders(signal),
    staleTime: 5 * 60_000,
  });
}
