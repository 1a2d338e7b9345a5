import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { say } from "../../i18n/translate";
import type { Logger } from "../logger";
import type { AppEnv } from "../deps";
import { UploadError } from "../storage/uploads";
import { requestLocale } from "./request-locale";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string,
    readonly field?: string,
    /** Headers the answer carries besides the body (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/* The defaults are said when the error is made, in the language of the request being served. */
export const notFound = (message = say("api.notFound")) => new HttpError(404, message, "not_found");
export const forbidden = (message = say("api.forbidden")) => new HttpError(403, message, "forbidden");
export const unauthenticated = (message = say("api.unauthenticated")) =>
  new HttpError(401, message, "unauthenticated");

export function errorBody(message: string, code: string, field?: string) {
  return { error: field ? { message, code, field } : { message, code } };
}

/**
 * The dotted name of the field at `path`, or undefined for the body itself. A key that is the empty
 * string is shown as `""`, so even that field has a name the caller can read.
 */
export function fieldName(path: readonly PropertyKey[]): string | undefined {
  if (path.length === 0) return undefined;
  return path.map((segment) => (segment === "" ? '""' : String(segment))).join(".");
}

/** The issue's field; a key a strict object refuses is named by itself, its path being the object's. */
function issueField(issue: z.core.$ZodIssue): string | undefined {
  return fieldName(
    issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path,
  );
}

/** "client_email: Email is required": a problem prefixed with the field it is about. */
export function fieldMessage(field: string | undefined, message: string): string {
  return field ? say("api.fieldProblem", { field, message }) : message;
}

/** Turns the first zod issue into a 400 that names the field. */
export function fromZodError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue ? issueField(issue) : undefined;
  const message = issue ? fieldMessage(field, issue.message) : say("api.invalidRequest");
  return new HttpError(400, message, "invalid_request", field);
}

/** The size words of zod's issues, by what was measured. */
const SIZED = { string: "characters", array: "items", set: "items" } as const;

/**
 * zod's own message for a problem no schema words itself (a number sent where text belongs, a key
 * a strict object does not know), said in French for a French request. Given to each parse, so zod's
 * locale packs never reach a browser; in English zod's own wording stays (undefined defers to it).
 */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (requestLocale() === "en-CA") return undefined;
  switch (issue.code) {
    case "invalid_type":
      return say("validation.issueInvalidType", {
        expected: issue.expected,
        received: issue.input === null ? "null" : Array.isArray(issue.input) ? "array" : typeof issue.input,
      });
    case "invalid_value":
      return say("validation.issueInvalidValue", { values: issue.values.map(String).join(" | ") });
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return say("validation.tooLong", { max });
      if (issue.origin in SIZED) return say("validation.issueTooManyItems", { max });
      return say("validation.atMost", { max });
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return say("validation.issueTooShort", { min });
      if (issue.origin in SIZED) return say("validation.issueTooFewItems", { min });
      return say("validation.atLeast", { min });
    }
    case "invalid_format":
      return say("validation.issueInvalidFormat");
    case "unrecognized_keys":
      return say("validation.issueUnrecognizedKeys", {
        count: issue.keys.length,
        keys: issue.keys.join(", "),
      });
    default:
      return say("validation.issueInvalid");
  }
}

/** An error's answer: its status, its JSON body and any headers of its own. */
interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ReturnType<typeof errorBody>;
  headers?: Record<string, string>;
}

/**
 * What the caller is told of an error: its own message for the errors meant to be shown, and a
 * general 500 for anything else, which is logged with the request's id.
 */
function errorAnswerOf(error: unknown, log: Logger, requestId: string | undefined): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: errorBody(error.message, error.code, error.field),
      headers: error.headers,
    };
  }
  if (error instanceof z.ZodError) {
    const http = fromZodError(error);
    return { status: http.status, body: errorBody(http.message, http.code, http.field) };
  }
  if (error instanceof UploadError) {
    return { status: error.status, body: errorBody(error.message, "upload_rejected") };
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? say("api.tooLarge") : error.message || say("api.requestFailed");
    return { status, body: errorBody(message, status === 413 ? "payload_too_large" : "request_failed") };
  }
  log.error({ err: error, reqId: requestId }, "unhandled error");
  return {
    status: 500,
    body: errorBody(say("api.internalError"), "internal_error"),
  };
}

/**
 * The app's onError. Through `c.json`, so an answer keeps what the route or a middleware put on the
 * context before the error (a refreshed session's Set-Cookie, Cache-Control).
 */
export function handleError(error: unknown, c: Context, log: Logger): Response {
  const answer = errorAnswerOf(error, log, (c as Context<AppEnv>).get("requestId"));
  return c.json(answer.body, answer.status, answer.headers);
}
