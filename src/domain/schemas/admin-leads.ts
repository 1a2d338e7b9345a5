import { z } from "zod";
import { CHATBOT_LEAD_SOURCE, isChatbotSource, LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../constants";
import { decodeLeadCursor } from "../lead-cursor";
import { say, sayError } from "../../i18n/translate";
import { boundedWholeNumber, oneOfError } from "./common";

/** Requests of the super admin's leads tab (spec section 7: GET leads (admin), update status, delete). */

export const ADMIN_LEADS_PAGE_SIZE = 50;
export const ADMIN_LEADS_MAX_PAGE_SIZE = 200;

/** A filter left blank in the form ('all') arrives as an empty string and means no filter. */
const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const integerParam = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    boundedWholeNumber(min, max).default(fallback),
  );

/** The status, type and source filters of every staff view of leads (the admin's and an agent's own). */
export const leadFiltersSchema = z.object({
  status: z.preprocess(blankAsAbsent, z.enum(LEAD_STATUSES, oneOfError(LEAD_STATUSES)).optional()),
  type: z.preprocess(blankAsAbsent, z.enum(LEAD_TYPES, oneOfError(LEAD_TYPES)).optional()),
  /** Either chatbot spelling selects both: they are one source (DESIGN.md). */
  source: z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      return typeof present === "string" && isChatbotSource(present.trim()) ? CHATBOT_LEAD_SOURCE : present;
    },
    z.enum(LEAD_SOURCES, oneOfError(LEAD_SOURCES)).optional(),
  ),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

const cursorParam = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .transform((token, ctx) => {
      const position = decodeLeadCursor(token);
      if (!position) ctx.addIssue({ code: "custom", message: say("validation.leadCursor") });
      return position ?? z.NEVER;
    })
    .optional(),
);

/**
 * Keyset paging of a staff list of leads, added to its `limit` and `offset`: `after` (a page's
 * next_cursor) lists the leads after that one, `before` (its previous_cursor) the leads before it.
 * With either, nothing is skipped by `offset`: it only says where the page stands, for the "Showing
 * 51–100" line, and comes back as sent.
 */
export function withLeadCursor<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema
    .extend({ after: cursorParam, before: cursorParam })
    .refine(
      (query: { after?: unknown; before?: unknown }) =>
        query.after === undefined || query.before === undefined,
      {
        path: ["before"],
        ...sayError("validation.afterOrBefore"),
      },
    );
}

export const adminLeadsQuerySchema = withLeadCursor(
  leadFiltersSchema.extend({
    limit: integerParam(1, ADMIN_LEADS_MAX_PAGE_SIZE, ADMIN_LEADS_PAGE_SIZE),
    offset: integerParam(0, 1_000_000, 0),
  }),
);
export type AdminLeadsQuery = z.output<typeof adminLeadsQuerySchema>;
export type AdminLeadsFilters = LeadFilters;

/** The CSV export takes the list's filters and holds every matching lead, not one page. */
export const adminLeadsExportQuerySchema = leadFiltersSchema;

export const leadStatusUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, oneOfError(LEAD_STATUSES)),
});
export type LeadStatusUpdate = z.output<typeof leadStatusUpdateSchema>;
