import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { Logger } from "../logger";
import { UploadError } from "../storage/uploads";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message, "not_found");
export const forbidden = (message = "Access denied") => new HttpError(403, message, "forbidden");
export const unauthenticated = (message = "Please sign in to continue") =>
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

/** Turns the first zod issue into a 400 that names the field. */
export function fromZodError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue ? issueField(issue) : undefined;
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : "Invalid request";
  return new HttpError(400, message, "invalid_request", field);
}

export function handleError(error: unknown, c: Context, log: Logger): Response {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.message, error.code, error.field), error.status);
  }
  if (error instanceof z.ZodError) {
    const http = fromZodError(error);
    return c.json(errorBody(http.message, http.code, http.field), http.status);
  }
  if (error instanceof UploadError) {
    return c.json(errorBody(error.message, "upload_rejected"), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? "Request body is too large" : error.message || "Request failed";
    return c.json(errorBody(message, status === 413 ? "payload_too_large" : "request_failed"), status);
  }
  log.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
  return c.json(errorBody("Something went wrong on our side. Please try again.", "internal_error"), 500);
}
