/**
 * Checks every string a client sends before any schema sees it. PostgreSQL refuses to store
 * U+0000 and the UTF-16 code units of a lone surrogate have no UTF-8 form, so either would fail
 * deep in a query as a 500; refusing them here names the field instead, for every route at once.
 */

import { say } from "../../i18n/translate";

/** Deeper than any form sends; stops a megabyte of brackets from exhausting a recursive stringify later. */
export const MAX_JSON_DEPTH = 32;

export type TextProblem = "nul" | "lone_surrogate";

/** What the caller is told of a problem, in the language of the request. */
export function textProblemMessage(problem: TextProblem | "too_deep"): string {
  switch (problem) {
    case "nul":
      return say("api.textNul");
    case "lone_surrogate":
      return say("api.textLoneSurrogate");
    case "too_deep":
      return say("api.textTooDeep", { max: MAX_JSON_DEPTH });
  }
}

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
 * The first unstorable string (a value or an object key) or over-deep nesting in a parsed JSON value,
 * in document order, an object's keys before its values. Recursive: a walk stops at MAX_JSON_DEPTH,
 * however deep the parser went. The path is built only for a problem found, so a clean body (every
 * lead and form) costs no allocation.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  return problemIn(value, 0);
}

function problemIn(value: unknown, depth: number): InputProblem | null {
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { path: [], problem } : null;
  }
  if (typeof value !== "object" || value === null) return null;
  if (depth >= MAX_JSON_DEPTH) return { path: [], problem: "too_deep" };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = problemIn(value[index], depth + 1);
      if (found) return within(index, found);
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const problem = textProblem(key);
    if (problem) return { path: [printableKey(key)], problem };
  }
  for (const key in record) {
    const found = problemIn(record[key], depth + 1);
    if (found) return within(key, found);
  }
  return null;
}

function within(key: string | number, found: InputProblem): InputProblem {
  found.path.unshift(key);
  return found;
}

/** A key that cannot be echoed back as is, made printable for the error's field name. */
function printableKey(key: string): string {
  return key.replaceAll("\u0000", "\uFFFD").replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}
