/** The CSV of every one of the agent's own leads matching the filters given as query parameters. */
export const LEADS_EXPORT_PATH = "/api/dashboard/leads/export.csv";
