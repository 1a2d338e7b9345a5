/**
 * The two places a lead's detail opens: the broker's dashboard (their own leads) and the super admin's
 * panel (every lead). Each has its API and its list to go back to; the page is the same.
 */
export type LeadPanel = "dashboard" | "admin";

const PANELS = {
  dashboard: { api: "/api/dashboard/leads", page: "/agent-dashboard" },
  admin: { api: "/api/admin/leads", page: "/super-admin" },
} as const satisfies Record<LeadPanel, { api: string; page: string }>;

/** The lead's API address in `panel`, with an optional sub-resource (`notes`, `notes/<id>`, `emails`). */
export function leadApiPath(panel: LeadPanel, leadId: string, below?: string): string {
  const lead = `${PANELS[panel].api}/${encodeURIComponent(leadId)}`;
  return below ? `${lead}/${below}` : lead;
}

/** The leads list the detail page goes back to. */
export function leadsListPath(panel: LeadPanel): string {
  return `${PANELS[panel].page}?tab=leads`;
}
