/** The CSV of every lead matching the leads tab's filters given as query parameters. */
export const ADMIN_LEADS_EXPORT_PATH = "/api/admin/leads/export.csv";
