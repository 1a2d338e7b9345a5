/**
 * What the staff lists' search looks for in a lead's search text (`leads.search_text`: the name and
 * e-mail in lower case, then the phone's digits alone).
 */

/** Digits written the ways a phone number is: spaces, dots, dashes, brackets, slashes and a plus. */
const PHONE_WRITING = /^[\d\s().+\-/]+$/;

/**
 * The text to find, or null for a blank query: in lower case, and a query written like a phone
 * number as its digits alone, since that is how the phone is kept ("416.555.0123" finds
 * "(416) 555-0123"). An 11-digit number with the country code 1 drops it: a phone stored without
 * it has only the other ten, and one stored with it still holds them.
 */
export function leadSearchTerm(q: string): string | null {
  const text = q.trim().toLowerCase();
  if (text === "") return null;
  if (!PHONE_WRITING.test(text)) return text;
  const digits = text.replace(/\D/g, "");
  if (digits === "") return text;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** `term` anywhere, as an ILIKE pattern: its own %, _ and \ stand for themselves (\ is ILIKE's escape). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The ILIKE pattern of a search, or null when there is nothing to look for. */
export function leadSearchPattern(q: string): string | null {
  const term = leadSearchTerm(q);
  return term === null ? null : containsPattern(term);
}
