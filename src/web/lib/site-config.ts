import { useQuery } from "@tanstack/react-query";
import { apiGet } from "./api";

export interface SiteConfig {
  externalApplyUrl: string;
  newsletterUrl: string;
}

/** Public settings from the server: where 'Apply Now' and the external newsletter link go. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ["site-config"],
    queryFn: ({ signal }) => apiGet<SiteConfig>("/api/site", { signal }),
    staleTime: Infinity,
  });
}
