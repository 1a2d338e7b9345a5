import { ApiError } from "./api";

/** The server's own message for a refusal it explains (a bad or taken field), else the spec's toast. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
