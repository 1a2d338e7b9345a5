import type { LeadFilterValues } from "../../../components/leads/lead-filters";
import { leadFilterParams } from "./get-dashboard-leads";

/**
 * The CSV of every lead matching the filters. A plain link: the browser downloads it with the
 * session cookie, and the server names the file (Content-Disposition).
 */
export function leadsExportHref(filters: LeadFilterValues): string {
  const params = leadFilterParams(filters).toString();
  return `/api/dashboard/leads/export.csv${params ? `?${params}` : ""}`;
}
