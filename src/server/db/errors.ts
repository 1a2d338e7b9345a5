/** PostgreSQL's SQLSTATE for a unique violation. */
export const UNIQUE_VIOLATION = "23505";

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * The SQLSTATE and constraint of a database error, looked up through the causes drizzle wraps it
 * in; both drivers (pg and PGlite) report them under these names.
 */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  while (current instanceof Error) {
    const { code, constraint } = current as Error & DatabaseErrorFields;
    if (typeof code === "string") {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
    current = current.cause;
  }
  return {};
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  return found.code === UNIQUE_VIOLATION && (constraint === undefined || found.constraint === constraint);
}
