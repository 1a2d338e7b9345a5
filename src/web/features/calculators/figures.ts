import type * as z from "zod/mini";
import type { Locale } from "../../../domain/format";
import { parseDecimalInput } from "../../../domain/number-input";

/**
 * Reads a typed figure the way the page's language writes it ("612,345.50", "612 345,50"): grouping,
 * "$" and "%" are ignored, blank is 0 and anything else that is not a number is NaN, which the domain
 * schemas refuse with the field's own message.
 */
export function readFigure(raw: string, locale: Locale = "en-CA"): number {
  if (raw.replace(/[\s$%]/g, "") === "") return 0;
  return parseDecimalInput(raw, locale) ?? Number.NaN;
}

/** Like readFigure, but blank means "not given". */
export function readOptionalFigure(raw: string, locale: Locale = "en-CA"): number | undefined {
  return raw.trim() === "" ? undefined : readFigure(raw, locale);
}

export type FieldErrors = Partial<Record<string, string>>;

export interface Validation<T> {
  /** The parsed input, or undefined while any field is invalid. */
  data: T | undefined;
  /** The first message of each invalid field, by field name. */
  errors: FieldErrors;
}

export function validateFigures<S extends z.ZodMiniType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && errors[field] === undefined) errors[field] = issue.message;
  }
  return { data: undefined, errors };
}
