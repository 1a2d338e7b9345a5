/**
 * Brokers' time zones: the IANA names the platform knows (Intl.supportedValuesOf), with the Canadian ones
 * offered first in the profile. A broker's follow-ups are e-mailed at 8 AM in theirs.
 */
export const DEFAULT_TIME_ZONE = "America/Toronto";

/** Canada's zones from west to east, as a broker picks one. */
export const CANADIAN_TIME_ZONES = [
  "America/Vancouver",
  "America/Whitehorse",
  "America/Edmonton",
  "America/Yellowknife",
  "America/Regina",
  "America/Winnipeg",
  "America/Iqaluit",
  "America/Toronto",
  "America/Halifax",
  "America/Moncton",
  "America/St_Johns",
] as const;

/** Whether `name` is a time zone this runtime can compute in. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
