/**
 * How code outside React's tree says a text in the reader's language: a `Translate` function for
 * one language, made from that language's catalogue (intl.ts on the server and in tests, the
 * page's provider in the browser).
 *
 * The schemas shared by forms and the API say their messages through `say`, which asks the
 * translator of the language being served when zod reports a problem: the browser has one language
 * per page, and the server one per request (src/server/http/request-locale.ts).
 */
import type { MessageId } from "./catalogs";

export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

let current: (() => Translate) | undefined;

/** Installs where the serving language's translator comes from; each runtime does it once at start. */
export function provideTranslator(source: () => Translate) {
  current = source;
}

/** A message in the language being served. */
export function say(id: MessageId, values?: MessageValues): string {
  if (!current) throw new Error(`No translator is installed to say "${id}"`);
  return current()(id, values);
}

/**
 * A zod error option whose message is said in the language being served when the problem is found:
 * `z.string().min(1, sayError("validation.required"))`.
 */
export function sayError(id: MessageId, values?: MessageValues): { error: () => string } {
  return { error: () => say(id, values) };
}
