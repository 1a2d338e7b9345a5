import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Standard output, written asynchronously in chunks of about 4 KB or every 100 ms rather than once
 * per line (sonic-boom's minLength and periodicFlush). pino writes what is still held synchronously
 * when the process exits, so only a SIGKILL can lose the last 100 ms of lines.
 */
export function bufferedStdout(): DestinationStream {
  return pino.destination({ minLength: 4096, periodicFlush: 100, sync: false });
}

/** Structured JSON logs; credentials, cookies and the values of database queries never reach the output. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          "password",
          "*.password",
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
        ],
        censor: "[redacted]",
      },
      serializers: { err: serializeError },
    },
    destination,
  );
}

/** PostgreSQL error fields that name a place, never a value ("detail", "where" and "hint" can quote row data). */
const SAFE_DATABASE_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "constraint",
  "dataType",
  "routine",
];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const REDACTED = "[redacted]";
/** Shorter values would blot out ordinary words of the message; they are not personal data on their own. */
const MIN_SCRUBBED_LENGTH = 3;

type ErrorRecord = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorRecord {
  return value instanceof Error;
}

/** The driver's error (pg, PGlite): a SQLSTATE code and a severity. */
function isDriverError(error: ErrorRecord): boolean {
  return typeof error.code === "string" && SQLSTATE.test(error.code) && "severity" in error;
}

/** An error of a query: drizzle's wrapper (query + params) or the driver's own. */
function isDatabaseError(error: ErrorRecord): boolean {
  return (typeof error.query === "string" && Array.isArray(error.params)) || isDriverError(error);
}

function causes(error: ErrorRecord): ErrorRecord[] {
  const chain: ErrorRecord[] = [];
  for (let link: unknown = error; isErrorLike(link) && !chain.includes(link); link = link.cause)
    chain.push(link);
  return chain;
}

/**
 * pino's error serializer, except for a chain holding a database error: there every message and
 * stack loses the query parameters (drizzle puts them in its message) and any value quoted back
 * by the server, and only the query text, the SQLSTATE code and the names of the table, column
 * and constraint are kept.
 */
export function serializeError(value: unknown): unknown {
  if (!isErrorLike(value)) return value;
  const chain = causes(value);
  if (!chain.some(isDatabaseError)) return pino.stdSerializers.err(value);
  const secrets = chain
    .flatMap((link) => (Array.isArray(link.params) ? link.params : []))
    .map(paramText)
    .filter((text): text is string => text !== undefined && text.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  return chain.reduceRight<Record<string, unknown> | undefined>((cause, link) => {
    const message = scrub(withoutParams(link.message));
    // The drivers' class names are minified or generic ("O", "error"): name the kind instead.
    const type = isDriverError(link) ? "DatabaseError" : link.constructor.name || link.name;
    const safe: Record<string, unknown> = { type, message };
    if (typeof link.query === "string") safe.query = link.query;
    for (const field of SAFE_DATABASE_FIELDS) if (typeof link[field] === "string") safe[field] = link[field];
    // Frames only from below the original message, which a parameter could otherwise imitate.
    const header = link.message ? `${link.name}: ${link.message}` : link.name;
    const stack = link.stack ?? "";
    const below = stack.startsWith(header) ? stack.slice(header.length) : "";
    const frames = below.split("\n").filter((line) => /^\s+at /.test(line));
    safe.stack = scrub([`${type}: ${message}`, ...frames].join("\n"));
    if (cause) safe.cause = cause;
    return safe;
  }, undefined);
}

/** Drizzle's message is "Failed query: <sql>\nparams: <values>"; the values go. */
function withoutParams(message: string): string {
  const at = message.indexOf("\nparams: ");
  return at === -1 ? message : message.slice(0, at);
}

function paramText(param: unknown): string | undefined {
  if (param === null || param === undefined) return undefined;
  if (param instanceof Date) return param.toISOString();
  if (typeof param === "object") return JSON.stringify(param);
  return String(param);
}
