import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findInputProblem, MAX_JSON_DEPTH, textProblem } from "./input-text";
import { identifierParam, MAX_PATH_IDENTIFIER_LENGTH, parseWith } from "./validate";

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("textProblem", () => {
  it("accepts any well-formed text, astral characters, RTL and combining marks included", () => {
    for (const text of ["", "Jane", "Zoë", "e\u0301", "שלום עולם", "\u202Eevil", "👩‍👩‍👧", "\uD83D\uDE00"]) {
      expect(textProblem(text), JSON.stringify(text)).toBeNull();
    }
  });

  it("finds the NUL character anywhere", () => {
    expect(textProblem("Nul\u0000Byte")).toBe("nul");
    expect(textProblem("\u0000")).toBe("nul");
  });

  it("finds a lone high or low surrogate, even next to a valid pair", () => {
    expect(textProblem("12 \uD800 St")).toBe("lone_surrogate");
    expect(textProblem("\uDC00abc")).toBe("lone_surrogate");
    expect(textProblem("end\uDBFF")).toBe("lone_surrogate");
    expect(textProblem("\uD83D\uDE00\uDE00")).toBe("lone_surrogate");
    expect(textProblem("\uD83D\uD83D\uDE00")).toBe("lone_surrogate");
  });
});

describe("findInputProblem", () => {
  it("returns null for ordinary JSON", () => {
    expect(findInputProblem({ a: [1, "two", { three: null, four: true }], "": "x" })).toBeNull();
    expect(findInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it("gives the path of the first bad value in document order", () => {
    const value = { name: "ok", list: ["fine", { note: "a\u0000b" }], later: "\uD800" };
    expect(findInputProblem(value)).toEqual({ path: ["list", 1, "note"], problem: "nul" });
    expect(findInputProblem({ property_address: "12 \uD800 St" })).toEqual({
      path: ["property_address"],
      problem: "lone_surrogate",
    });
    expect(findInputProblem("\u0000")).toEqual({ path: [], problem: "nul" });
  });

  it("checks object keys, naming them printably", () => {
    expect(findInputProblem({ meta: { "k\u0000ey": 1 } })).toEqual({
      path: ["meta", "k\uFFFDey"],
      problem: "nul",
    });
    expect(findInputProblem(JSON.parse('{"\\ud800":1}'))).toEqual({
      path: ["\uFFFD"],
      problem: "lone_surrogate",
    });
  });

  it("stops at nesting deeper than the limit without exhausting the stack", () => {
    expect(findInputProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({
      path: Array.from({ length: MAX_JSON_DEPTH }, () => 0),
      problem: "too_deep",
    });
    const deep = JSON.parse(`${"[".repeat(200_000)}${"]".repeat(200_000)}`) as unknown;
    expect(findInputProblem(deep)?.problem).toBe("too_deep");
  });
});

describe("parseWith", () => {
  const schema = z.object({ client_name: z.string(), extra: z.unknown().optional() });

  it("refuses bad text with a 400 naming the field before the schema runs", () => {
    expect(() => parseWith(schema, { client_name: "Nul\u0000Byte" })).toThrow(
      expect.objectContaining({
        status: 400,
        field: "client_name",
        message: expect.stringMatching(/^client_name: /),
      }),
    );
    // A field the schema would drop is refused too: every string is checked, whatever the schema.
    expect(() => parseWith(schema, { client_name: "ok", ignored: ["\uDFFF"] })).toThrow(
      expect.objectContaining({ status: 400, field: "ignored.0" }),
    );
  });

  it("passes well-formed input on to the schema", () => {
    expect(parseWith(schema, { client_name: "Zoë 👩‍👩‍👧" })).toEqual({ client_name: "Zoë 👩‍👩‍👧" });
  });
});

describe("identifierParam", () => {
  it("returns an ordinary slug or id", () => {
    expect(identifierParam("jane-doe", "gone")).toBe("jane-doe");
    expect(identifierParam("x".repeat(MAX_PATH_IDENTIFIER_LENGTH), "gone")).toHaveLength(
      MAX_PATH_IDENTIFIER_LENGTH,
    );
  });

  it("is the resource's 404 for text no row can hold", () => {
    for (const value of ["\u0000", "a\u0000b", "\uD800", "x".repeat(MAX_PATH_IDENTIFIER_LENGTH + 1)]) {
      expect(() => identifierParam(value, "Agent not found")).toThrow(
        expect.objectContaining({ status: 404, message: "Agent not found" }),
      );
    }
  });
});
