import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { ProfileService } from "./public-agent-schemas";

export type { ProfileService } from "./public-agent-schemas";

export function fetchProfileServices(signal?: AbortSignal): Promise<ProfileService[]> {
  return apiGet("/api/services", {
    signal,
    parser: () => import("./public-agent-schemas").then((module) => module.profileServicesSchema),
  }).then((body) => body.services);
}

/** The names of the brokerage's mortgage services, listed on every broker's page. */
export function useProfileServices() {
  return useQuery({
    queryKey: ["agent-profile", "services"],
    queryFn: ({ signal }) => fetchProfileServices(signal),
    staleTime: 5 * 60_000,
  });
}
