import type { Context } from "hono";
import type { z } from "zod";
import { isUuid } from "../../domain/schemas/common";
import { say } from "../../i18n/translate";
import { fieldMessage, fieldName, fromZodError, HttpError, notFound, zodIssueMessage } from "./errors";
import { findInputProblem, textProblem, textProblemMessage } from "./input-text";

/** A zod failure as a 400 naming the field; spec texts marked verbatim keep their exact wording. */
function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  if (issue?.code === "custom" && issue.params?.verbatim === true) {
    const field = fieldName(issue.path);
    return new HttpError(400, issue.message, "invalid_request", field);
  }
  return fromZodError(error);
}

/**
 * `value` validated by `schema`. Every string in it is checked first, whatever the schema, so
 * text the database cannot store is a 400 naming its field on every route, present and future.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const found = findInputProblem(value);
  if (found) {
    const field = fieldName(found.path);
    throw new HttpError(
      400,
      fieldMessage(field, textProblemMessage(found.problem)),
      "invalid_request",
      field,
    );
  }
  const result = schema.safeParse(value, { error: zodIssueMessage });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The JSON body validated by `schema`; a body that is not JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, say("api.invalidJson"), "invalid_json");
  }
  return parseWith(schema, body);
}

/** The query string validated by `schema`. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** A path id that must be a uuid: anything else cannot name a row, so it is the resource's 404. */
export function uuidParam(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value;
}

/** Longer than any id or slug the app creates. */
export const MAX_PATH_IDENTIFIER_LENGTH = 300;

/** Whether a path slug or id could name a row at all (see identifierParam). */
export function isPathIdentifier(value: string): boolean {
  return value.length <= MAX_PATH_IDENTIFIER_LENGTH && !textProblem(value);
}

/**
 * A path slug or id that is looked up as text: one the database cannot store, or longer than any
 * the app creates, cannot name a row either, so it is the resource's 404 without a query.
 */
export function identifierParam(value: string, notFoundMessage: string): string {
  if (!isPathIdentifier(value)) throw notFound(notFoundMessage);
  return value;
}
