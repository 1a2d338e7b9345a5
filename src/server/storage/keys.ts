/** Raised when an object key could address something outside its bucket, or is malformed. */
export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";

  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key: ${reason}`);
  }
}

const MAX_KEY_LENGTH = 1024;
// Control characters (NUL included) never appear in keys the server builds.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Checks a key before any driver turns it into a path or an object name. Segments starting with a dot
 * are refused too: that covers `.` and `..`, and keeps the local driver's hidden temporary files unreachable.
 */
export function assertSafeKey(key: string): void {
  if (key.length === 0) throw new InvalidStorageKeyError(key, "the key is empty");
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, "the key is too long");
  if (CONTROL_CHARACTER.test(key))
    throw new InvalidStorageKeyError(key, "control characters are not allowed");
  if (key.includes("\\")) throw new InvalidStorageKeyError(key, "backslashes are not allowed");
  if (key.startsWith("/")) throw new InvalidStorageKeyError(key, "absolute paths are not allowed");
  for (const segment of key.split("/")) {
    if (segment === "") throw new InvalidStorageKeyError(key, "empty path segments are not allowed");
    if (segment.startsWith(".")) throw new InvalidStorageKeyError(key, "segments may not start with a dot");
  }
}

/** URL-encodes each segment of a key that has passed `assertSafeKey`, keeping its slashes. */
export function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}
