import type { z } from "zod";
import { pageQuerySchema } from "./pagination";
import { leadFiltersSchema, withLeadCursor } from "./admin-leads";

/** An agent's own leads (spec section 7, GET leads (agent)): the admin tab's filters, one page at a time. */
export const dashboardLeadsQuerySchema = withLeadCursor(pageQuerySchema.extend(leadFiltersSchema.shape));
export type DashboardLeadsQuery = z.output<typeof dashboardLeadsQuerySchema>;

/** The CSV export takes the same filters and holds every matching lead, not one page. */
export const dashboardLeadsExportQuerySchema = leadFiltersSchema;
