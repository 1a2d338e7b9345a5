/** The schemes a stored address may use; everything else (javascript:, data:, vbscript:, file:…) is dropped. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Browsers drop tabs and line breaks anywhere in an address, and controls and spaces at its ends, so
// "java\tscript:" and " javascript:" must be read the way the browser will read them.

const IGNORED_INSIDE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The one filter for every stored address the web app renders as a link or image source (agents'
 * links and pictures, lender logos, blog and catalogue images, links and images inside markdown):
 * web, mail and phone addresses, paths on this site and in-page anchors. Anything else, including
 * protocol-relative `//host` addresses, gives undefined and is not rendered.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  const url = value?.replace(IGNORED_INSIDE, "").replace(IGNORED_AT_ENDS, "");
  if (!url) return undefined;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? url : undefined;
  if (url.startsWith("#")) return url;
  // A backslash counts as a slash in web addresses, so "/\host" is protocol-relative too.
  if (url.startsWith("/") && !/^\/[/\\]/.test(url)) return url;
  return undefined;
}
