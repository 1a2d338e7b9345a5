import { z } from "zod";
import type { MessageId } from "../../i18n/catalogs";
import { sayError } from "../../i18n/translate";

/** The canonical textual form PostgreSQL uses for a uuid; anything else must never reach a uuid column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export const TEXT_LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  address: 500,
  message: 5000,
} as const;

/**
 * Marks a refinement whose message is a text of the specification: the server reports it as is,
 * without the usual "field: " prefix, so the caller can show it word for word.
 */
export const VERBATIM_ISSUE = { verbatim: true } as const;

/**
 * What a single-line field refuses: the C0 and C1 controls (CR, LF and TAB among them) and the line
 * and paragraph separators, any of which starts a new line in a plain-text e-mail or an export, and
 * the Unicode bidirectional controls, which make text display in another order than it is stored.
 */
const NOT_SINGLE_LINE =
  // eslint-disable-next-line no-control-regex -- the controls are what it finds
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The bidirectional controls alone, for text that keeps its line breaks (a lead's message). */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function isSingleLine(text: string): boolean {
  return !NOT_SINGLE_LINE.test(text);
}

/** "Must be at most 5,000 characters", in the language being served. */
export function tooLongError(max: number) {
  return sayError("validation.tooLong", { max });
}

/** A trimmed string; for a single line, its characters are checked before its length. */
function trimmedText(max: number, options: { singleLine: boolean; missingMessage?: MessageId }) {
  const missing = options.missingMessage ? sayError(options.missingMessage) : undefined;
  let text = z.string(missing).trim();
  if (options.singleLine) text = text.refine(isSingleLine, sayError("validation.singleLine"));
  if (missing) text = text.min(1, missing);
  return text.max(max, tooLongError(max));
}

/**
 * A required string, trimmed; blank counts as missing. Line breaks are kept (a message). The message
 * for a missing value is a catalogue id, said in the language being served.
 */
export function requiredText(max: number, missingMessage: MessageId = "validation.required") {
  return trimmedText(max, { singleLine: false, missingMessage });
}

/** A required single line of text (a name, a phone number): control characters are refused. */
export function requiredLine(max: number, missingMessage: MessageId = "validation.required") {
  return trimmedText(max, { singleLine: true, missingMessage });
}

function blankAsNull(text: z.ZodString) {
  return text.nullish().transform((value) => (value ? value : null));
}

/** An optional string, trimmed; blank, null and absent all become null. Line breaks are kept. */
export function optionalText(max: number) {
  return blankAsNull(trimmedText(max, { singleLine: false }));
}

/** An optional single line of text (an address, a postal code): control characters are refused. */
export function optionalLine(max: number) {
  return blankAsNull(trimmedText(max, { singleLine: true }));
}

export function requiredEmail(missingMessage: MessageId = "validation.emailRequired") {
  return requiredText(TEXT_LIMITS.email, missingMessage).pipe(z.email(sayError("validation.emailInvalid")));
}

/** A number's bounds, said in the language being served ("Must be at least 0"). */
export function boundedNumber(min: number, max: number) {
  return z
    .number(sayError("validation.notANumber"))
    .min(min, sayError("validation.atLeast", { min }))
    .max(max, sayError("validation.atMost", { max }));
}

/** A whole number within bounds, as query strings carry them (a page's limit and offset). */
export function boundedWholeNumber(min: number, max: number) {
  return z
    .number(sayError("validation.wholeNumber"))
    .int(sayError("validation.wholeNumber"))
    .min(min, sayError("validation.atLeast", { min }))
    .max(max, sayError("validation.atMost", { max }));
}

/** "Must be one of new, contacted, closed": the values are the API's own words, shown as they are. */
export function oneOfError(values: readonly string[]) {
  return sayError("validation.oneOf", { values: values.join(", ") });
}

/** A yes-or-no switch of the API. */
export const booleanFlag = () => z.boolean(sayError("validation.trueOrFalse"));

/** Form inputs send numbers as strings; both are accepted. */
function toNumber(value: unknown): unknown {
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return value;
}

export function numberInRange(min: number, max: number) {
  return z.preprocess(toNumber, boundedNumber(min, max));
}

/** An optional number: blank, null and absent become null. */
export function optionalNumberInRange(min: number, max: number) {
  return z.preprocess(
    (value) => (value === "" || value === undefined ? null : toNumber(value)),
    boundedNumber(min, max).nullable(),
  );
}

/**
 * The agent chosen in a public form. 'none', blank, null and absent all mean no agent (spec section 5);
 * anything else must be an agent id.
 */
export const optionalAgentId = z
  .string(sayError("validation.chooseAgent"))
  .trim()
  .nullish()
  .transform((value) => (!value || value === "none" ? null : value))
  .refine((value) => value === null || isUuid(value), sayError("validation.chooseAgent"));
