import { describe, expect, it } from "vitest";
import { escapeNonAscii } from "./ascii-source.mjs";

/** Evaluates a module-free expression. */
const evaluate = (code: string): unknown => new Function(`return (${code});`)();

describe("escapeNonAscii", () => {
  it("leaves ASCII-only code as it is", () => {
    const code = 'const a = /[\\s,;:.!?(]+$/; // plain\nconst b = "x\\\\y";';
    expect(escapeNonAscii(code)).toBe(code);
  });

  it("writes every character above U+007F as an escape, so the text is all ASCII", () => {
    const out = escapeNonAscii("/* Québec — 5 years → 60 months */ /[’“”]/");
    expect(/[\u0080-\uffff]/.test(out)).toBe(false);
    expect(out).toBe("/* Qu\\u00e9bec \\u2014 5 years \\u2192 60 months */ /[\\u2019\\u201c\\u201d]/");
  });

  it("keeps what regular-expression literals match, with and without the u flag", () => {
    const sources = [
      "/[\\s,;:.!?\\-–—(]+$/",
      "/^[\\p{L}][\\p{L}'’-]*$/u",
      "/\\b(?:i['’]m)\\s+/gi",
      "/🏠+/u",
      "/[🏠]/u",
      "/\\’/",
    ];
    const samples = ["Marc-André", "I’m", "i'm ", "done — ", "🏠🏠", "’", "\\u2019", "x"];
    for (const source of sources) {
      const before = evaluate(source) as RegExp;
      const after = evaluate(escapeNonAscii(source)) as RegExp;
      for (const sample of samples)
        expect(after.test(sample), `${source} on ${sample}`).toBe(before.test(sample));
    }
  });

  it("keeps the value of string literals, escaped characters included", () => {
    for (const literal of ['"Draft – Pending ⏳"', "'d’accord 🏠'", '"\\\\é"', '"\\é"']) {
      expect(evaluate(escapeNonAscii(literal))).toBe(evaluate(literal));
    }
  });
});
