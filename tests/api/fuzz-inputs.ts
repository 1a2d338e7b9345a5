import fc from "fast-check";
import { FIELD_NAMES } from "./write-samples";

/** Generators of hostile request parts for tests/api/fuzz.test.ts. */

export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Characters that have broken text handling somewhere: NUL, halves of surrogate pairs, bidi and combining marks. */
const TRICKY_UNITS = [
  "\u0000",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u0301",
  "\u036F",
  "\uFEFF",
  "\uFFFF",
  "\u05D0",
  "\u0627",
  "😀",
  "'",
  '"',
  "\\",
  "<",
  "%",
  "a",
  " ",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TRICKY_UNITS), maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .tuple(fc.constantFrom("Nul\u0000Byte", "12 \uD800 St", "\uDC00", "e\u0301\u202Eevil", ""), fc.string())
    .map(([bad, rest]) => bad + rest),
  fc
    .tuple(fc.integer({ min: 1000, max: 300_000 }), fc.constantFrom("", "\u0000", "\uD800"))
    .map(([length, tail]) => "x".repeat(length) + tail),
  fc.emailAddress(),
);

const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_NAMES, ...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: hostileString },
);

/** Any JSON value, its strings and keys hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(key, tie("value"), { maxKeys: 6 }),
  ),
})).value;

/** JSON text for `field` holding a value nested up to 20,000 levels deep: too deep for JSON.stringify to write. */
function deeplyNested(field: string): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean()).map(([depth, asArrays]) => {
    const [open, close] = asArrays ? ["[", "]"] : ['{"client_name":', "}"];
    return `{${JSON.stringify(field)}:${open.repeat(depth)}"leaf"${close.repeat(depth)}}`;
  });
}

/**
 * Serialises `value` with prototype keys written as own JSON keys: JSON.stringify of an object
 * literal would have set the prototype instead of sending a "__proto__" member.
 */
function withPrototypeKeys(fields: Record<string, unknown>, polluter: unknown): string {
  const own = JSON.stringify(fields).slice(1, -1);
  const extra = PROTOTYPE_KEYS.map((name) => `${JSON.stringify(name)}:${JSON.stringify(polluter)}`).join(",");
  return `{${own ? `${own},` : ""}${extra}}`;
}

/** A request body as text: mostly a valid sample with one field spoiled, else anything at all. */
export function hostileBody(sample: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const base = sample ?? {};
  const fields = Object.keys(base).length > 0 ? Object.keys(base) : FIELD_NAMES;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields), fc.oneof(hostileString, hostileJson))
        .map(([field, value]) => JSON.stringify({ ...base, [field]: value })),
    },
    { weight: 2, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom(...fields).chain(deeplyNested) },
    { weight: 1, arbitrary: hostileJson.map((value) => withPrototypeKeys(base, { polluted: value })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  );
}

/** A path segment, already percent-encoded as it would appear in a URL. */
export function hostileSegment(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      ...known,
      "%00",
      "a%00b",
      "%",
      "%ZZ",
      "%ED%A0%80",
      "%C0%80",
      "%FF%FE",
      "%2e%2e",
      "..",
      "%E2%80%AE",
      "a".repeat(5000),
    ),
    fc.uuid(),
    fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map((text) => encodeURIComponent(text)),
  );
}

/** A query string of hostile names and values. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom("province", "status", "type", "source", "limit", "offset", "q"),
      hostileSegment([]),
    ),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));
