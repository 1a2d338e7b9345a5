import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const servicesSchema = z.object({
  services: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })),
});

export type ProfileService = z.infer<typeof servicesSchema>["services"][number];

export function fetchProfileServices(signal?: AbortSignal): Promise<ProfileService[]> {
  return apiGet("/api/services", { signal, parser: servicesSchema }).then((body) => body.services);
}

/** The names of the brokerage's mortgage services, listed on every broker's page. */
export function useProfileServices() {
  return useQuery({
    queryKey: ["agent-profile", "services"],
    queryFn: ({ signal }) => fetchProfileServices(signal),
    staleTime: 5 * 60_000,
  });
}
