/**
 * Checks every string a client sends before any schema sees it. PostgreSQL refuses to store
 * U+0000 and the UTF-16 code units of a lone surrogate have no UTF-8 form, so either would fail
 * deep in a query as a 500; refusing them here names the field instead, for every route at once.
 */

/** Deeper than any form sends; stops a megabyte of brackets from exhausting a recursive stringify later. */
export const MAX_JSON_DEPTH = 32;

export type TextProblem = "nul" | "lone_surrogate";

export const textProblemMessages: Record<TextProblem | "too_deep", string> = {
  nul: "Must not contain the NUL character (U+0000)",
  lone_surrogate: "Must be well-formed Unicode text (it contains an unpaired surrogate)",
  too_deep: `Must not be nested more than ${MAX_JSON_DEPTH} levels deep`,
};

// Without the u flag a regex sees UTF-16 code units, so an unpaired half of a surrogate pair matches.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes `text` unstorable, or null when it is fine. */
export function textProblem(text: string): TextProblem | null {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "lone_surrogate";
  return null;
}

export interface InputProblem {
  /** Where in the value: object keys and array indexes from the root. */
  path: (string | number)[];
  problem: TextProblem | "too_deep";
}

/**
 * The first unstorable string (a value or an object key) or over-deep nesting in a parsed JSON value.
 * Walks with its own stack: the parser accepts nesting far deeper than the call stack allows.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return { path, problem };
    } else if (typeof current === "object" && current !== null) {
      if (path.length >= MAX_JSON_DEPTH) return { path, problem: "too_deep" };
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      for (const [key] of entries) {
        if (typeof key !== "string") continue;
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: [...path, printableKey(key)], problem: keyProblem };
      }
      // Pushed in reverse so that values are visited in document order.
      for (const [key, item] of entries.reverse()) pending.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** A key that cannot be echoed back as is, made printable for the error's field name. */
function printableKey(key: string): string {
  return key.replaceAll("\u0000", "\uFFFD").replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}
