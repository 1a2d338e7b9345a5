/**
 * The lead workspace's requests (issue 47), shared by the API and the dashboard's and admin's forms: notes,
 * the broker's status and follow-up changes, the super admin's assignment, and an e-mail to the client.
 */
import { z } from "zod";
import { LEAD_STATUSES } from "../constants";
import { sayError } from "../../i18n/translate";
import { isUuid, oneOfError, optionalLine, requiredLine, requiredText } from "./common";

export const LEAD_NOTE_MAX = 5000;
export const FOLLOW_UP_NOTE_MAX = 200;
export const LEAD_EMAIL_SUBJECT_MAX = 200;
export const LEAD_EMAIL_BODY_MAX = 10_000;

const status = z.enum(LEAD_STATUSES, oneOfError(LEAD_STATUSES));

export const leadNoteSchema = z.object({
  body: requiredText(LEAD_NOTE_MAX, "validation.noteRequired"),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** Follow-ups are planned within this century; anything outside it is a typing mistake, not a plan. */
const FOLLOW_UP_YEARS = { min: 2000, max: 2099 } as const;

/**
 * An ISO 8601 date and time with its offset (what `Date.toISOString()` writes), or null to clear it. A
 * date that does not exist (February 30) is refused rather than rolled over into the next month.
 */
const followUpAt = z
  .string(sayError("validation.followUpAt"))
  .trim()
  .refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year < FOLLOW_UP_YEARS.min || year > FOLLOW_UP_YEARS.max) return false;
    const calendar = new Date(Date.UTC(year, month - 1, day));
    return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  }, sayError("validation.followUpAt"))
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), sayError("validation.followUpAt"))
  .nullable();

/** At least one field, so an empty body is a clear 400 rather than a change that changes nothing. */
function someField<T extends Record<string, unknown>>(input: T): boolean {
  return Object.values(input).some((value) => value !== undefined);
}

/** The empty body's refusal names the first field it could have given, as every 400 names one. */
const atLeastStatus = { ...sayError("validation.leadUpdateEmpty"), path: ["status"] };

/** PATCH /api/dashboard/leads/:id: the broker's own lead's status and/or follow-up. */
export const dashboardLeadUpdateSchema = z
  .object({
    status: status.optional(),
    follow_up_at: followUpAt.optional(),
    /** What to do at the follow-up, one line; kept only while a follow-up is set. */
    follow_up_note: optionalLine(FOLLOW_UP_NOTE_MAX).optional(),
  })
  .strict()
  .refine(someField, atLeastStatus);
export type DashboardLeadUpdate = z.output<typeof dashboardLeadUpdateSchema>;

/** PATCH /api/admin/leads/:id: the super admin hands the lead to a broker (or takes it back) and/or sets its status. */
export const adminLeadUpdateSchema = z
  .object({
    status: status.optional(),
    agent_id: z
      .string(sayError("validation.chooseAgent"))
      .trim()
      .refine(isUuid, sayError("validation.chooseAgent"))
      .nullable()
      .optional(),
  })
  .strict()
  .refine(someField, atLeastStatus);
export type AdminLeadUpdate = z.output<typeof adminLeadUpdateSchema>;

/** POST /api/dashboard/leads/:id/emails: one e-mail to the lead's client; the subject is one line. */
export const leadEmailSchema = z.object({
  subject: requiredLine(LEAD_EMAIL_SUBJECT_MAX, "validation.subjectRequired"),
  body: requiredText(LEAD_EMAIL_BODY_MAX, "validation.messageRequired"),
});
export type LeadEmailInput = z.input<typeof leadEmailSchema>;

/** The saved e-mails a broker starts from; their subjects and bodies are in the dashboard catalogue. */
export const LEAD_EMAIL_TEMPLATES = ["thanks", "documents", "rate-options"] as const;
export type LeadEmailTemplate = (typeof LEAD_EMAIL_TEMPLATES)[number];
