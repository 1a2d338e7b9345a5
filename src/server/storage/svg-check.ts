/*
 * SVG is text, so no magic number identifies it and it can carry script. Rather than rewrite a user's
 * drawing, an SVG is accepted only when it is plainly an <svg> document and nothing in it can run code;
 * anything doubtful is refused. The storage route adds a sandboxing CSP when serving SVG as well.
 */

const LEADING_PROLOG = /^(?:\s|<\?xml\s[^?]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^[>]*>)*/i;
const TRAILING_MISC = /(?:\s|<!--[\s\S]*?-->)*$/;
const ROOT_START = /^<svg[\s>/]/i;
const ROOT_END = /<\/svg\s*>$/i;
const SELF_CLOSED_ROOT = /^<svg\b[^<>]*\/>$/i;

const ACTIVE_ELEMENT = /<(?:[\w.-]+:)?(?:script|foreignObject|iframe|embed|object|handler)\b/i;
const EVENT_ATTRIBUTE = /(?:^|[^a-z0-9_.-])on[a-z]+\s*=/i;
const ANIMATED_EVENT_ATTRIBUTE = /attributeName\s*=\s*["']\s*on/i;
const SCRIPT_URL = /(?:javascript|vbscript):/i;
// Entities and processing instructions beyond the XML declaration: entity expansion and stylesheets.
const ENTITY_OR_INSTRUCTION = /<!ENTITY|<!DOCTYPE[^>]*\[|<\?(?!xml\s)/i;
// Browsers skip tabs, newlines and other control characters inside a URL scheme (`java&#9;script:`).
// eslint-disable-next-line no-control-regex
const URL_INVISIBLES = /[\u0000-\u0020\u007f]+/g;

function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (reference, code: string) => {
    const value = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : reference;
  });
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

function isSvgDocument(text: string): boolean {
  const body = text.replace(LEADING_PROLOG, "").replace(TRAILING_MISC, "");
  if (!ROOT_START.test(body)) return false;
  return ROOT_END.test(body) || SELF_CLOSED_ROOT.test(body);
}

function containsActiveContent(text: string): boolean {
  return (
    ACTIVE_ELEMENT.test(text) ||
    EVENT_ATTRIBUTE.test(text) ||
    ANIMATED_EVENT_ATTRIBUTE.test(text) ||
    ENTITY_OR_INSTRUCTION.test(text) ||
    SCRIPT_URL.test(text.replace(URL_INVISIBLES, ""))
  );
}

/** True when the bytes are a UTF-8 `<svg>` document with no script, event handler or script URL. */
export function isSafeSvg(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes);
  if (text === undefined || !isSvgDocument(text)) return false;
  return !containsActiveContent(text) && !containsActiveContent(decodeCharacterReferences(text));
}
