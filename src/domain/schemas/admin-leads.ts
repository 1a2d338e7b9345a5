import { z } from "zod";
import { CHATBOT_LEAD_SOURCE, isChatbotSource, LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../constants";
import { decodeListCursor, LEAD_SORTS, type ListPosition } from "../lead-cursor";
import { say, sayError } from "../../i18n/translate";
import { boundedWholeNumber, isSingleLine, oneOfError, tooLongError } from "./common";

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

/** Longer than any name, e-mail or phone anyone types to find a lead. */
export const LEAD_SEARCH_MAX_LENGTH = 100;

/**
 * The search and the status, type and source filters of every staff view of leads (the admin's and
 * an agent's own). `q`, one line, finds leads by name, e-mail or phone (see domain/lead-search).
 */
export const leadFiltersSchema = z.object({
  q: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .refine(isSingleLine, sayError("validation.singleLine"))
      .max(LEAD_SEARCH_MAX_LENGTH, tooLongError(LEAD_SEARCH_MAX_LENGTH))
      .optional(),
  ),
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
      const position = decodeListCursor(token);
      if (!position) ctx.addIssue({ code: "custom", message: say("validation.leadCursor") });
      return position ?? z.NEVER;
    })
    .optional(),
);

/**
 * The order and keyset paging of a staff list of leads, added to its `limit` and `offset`: `sort`
 * (`created`, newest first, or `follow_up`, soonest first and leads without one last); `after` (a
 * page's next_cursor) lists the leads after that one, `before` (its previous_cursor) the leads before
 * it, and a cursor is only read in the order it came from. With either, nothing is skipped by
 * `offset`: it only says where the page stands, for the "Showing 51–100" line, and comes back as sent.
 */
export function withLeadCursor<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema
    .extend({
      sort: z.preprocess(blankAsAbsent, z.enum(LEAD_SORTS, oneOfError(LEAD_SORTS)).default("created")),
      after: cursorParam,
      before: cursorParam,
    })
    .superRefine((query: { sort?: unknown; after?: unknown; before?: unknown }, ctx) => {
      for (const key of ["after", "before"] as const) {
        // What cursorParam made of the token.
        const position = query[key] as ListPosition | undefined;
        if (position && position.sort !== query.sort) {
          ctx.addIssue({ code: "custom", path: [key], message: say("validation.leadCursor") });
        }
      }
    })
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
