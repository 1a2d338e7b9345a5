import { useQuery } from "@tanstack/react-query";
import { apiGet } from "./api";

export interface BrokerageSettings {
  name: string;
  /** The brokerage's licence number; null when none is configured (then no licence line is shown). */
  licence: string | null;
}

export interface PrivacySettings {
  officerName: string;
  officerEmail: string;
  /** YYYY-MM-DD */
  updated: string;
  dataHostingLocation: string | null;
  governingLawProvince: string;
  chatModelService: boolean;
  mortgageNetwork: boolean;
}

export interface SiteConfig {
  externalApplyUrl: string;
  newsletterUrl: string;
  brokerage: BrokerageSettings;
  privacy: PrivacySettings;
}

/**
 * Public settings from the server: where 'Apply Now' and the external newsletter link go, and who runs
 * the site as the footer, the privacy policy and the terms name them.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: ["site-config"],
    queryFn: ({ signal }) => apiGet<SiteConfig>("/api/site", { signal }),
    staleTime: Infinity,
  });
}
