/**
 * Cross-site scripting payloads for the XSS guard (tests/e2e/xss.spec.ts). Every payload that would
 * run does one of three observable things: opens a dialog (alert, confirm, prompt), sets
 * `window.__xss`, or requests XSS_MARKER_PATH. Nothing else in the app requests that path, so any
 * request to it means stored text became markup, a style or a script.
 */
export const XSS_MARKER_PATH = "/__xss-hit";

/** Starts every packed value, so a test can see that the stored text really reached the page. */
export const XSS_CANARY = "xss-canary";

const HIT = XSS_MARKER_PATH;

/** Markup, attribute breakouts, template and mutation tricks: for plain text fields. */
const MARKUP_PAYLOADS = [
  "<script>alert(1)</script>",
  `<script src="${HIT}.js"></script>`,
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="window.__xss=1">',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<img src=x:x onerror&#61;alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=confirm(1)//",
  "<svg><script>alert(1)</script></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="9" y="9">svg link</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '<math href="javascript:alert(1)">math link</math>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<body onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">js link</a>',
  '<a href="&#106;avascript:alert(1)">entity link</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab link</a>',
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=prompt(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  `<link rel="stylesheet" href="${HIT}.css">`,
  `<style>@import "${HIT}.css";</style>`,
  `<div style="background-image:url(${HIT}.png)">css url</div>`,
  `<div style="background:url('javascript:alert(1)')">css js url</div>`,
  '<div style="width:expression(alert(1))">css expression</div>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='alert(1)",
  "</title><script>alert(1)</script>",
  "</textarea><script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<select><template><img src=x onerror=alert(1)></template></select>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "${alert(1)}",
  "{{constructor.constructor('alert(1)')()}}",
  "`;alert(1);`",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
  "+ADw-script+AD4-alert(1)+ADw-/script+AD4-",
] as const;

/**
 * Addresses for fields holding a link or an image address; also stored in text fields. A safe
 * filter drops every one except the last two, which it keeps as inert site paths.
 */
export const XSS_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:window.__xss=1",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript://%0aalert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "//evil.invalid/x.png",
  '/xss-image.png" onerror="alert(1)',
  '/xss-image.png"><script>alert(1)</script>',
] as const;

/** Markdown link and image injection: for fields rendered as markdown (and as text elsewhere). */
export const XSS_MARKDOWN = [
  "[js link](javascript:alert(1))",
  "[JS link](JAVASCRIPT:alert(1))",
  "[data link](data:text/html,<script>alert(1)</script>)",
  "[vb link](vbscript:msgbox(1))",
  "![js image](javascript:alert(1))",
  "![svg image](data:image/svg+xml,<svg%20onload=alert(1)>)",
  '![titled image](/xss-image.png "onerror=alert(1)")',
  "<javascript:alert(1)>",
  "[reference link][evil]\n\n[evil]: javascript:alert(1)",
  "[encoded link](&#106;avascript:alert(1))",
  "[spaced link]( javascript:alert(1))",
  '<a href="javascript:alert(1)">raw html link</a>',
  "```html\n<script>alert(1)</script>\n```",
] as const;

/** Every payload once: the corpus the guard stores in every text field. */
export const XSS_PAYLOADS: readonly string[] = [...MARKUP_PAYLOADS, ...XSS_URLS, ...XSS_MARKDOWN];

/**
 * The corpus packed into values of at most `maxLength` characters, each starting with the canary
 * (payloads that can never fit are left out). Multi-line payloads are kept whole.
 */
export function packPayloads(maxLength: number, payloads: readonly string[] = XSS_PAYLOADS): string[] {
  const values: string[] = [];
  let current = XSS_CANARY;
  for (const payload of payloads) {
    if (XSS_CANARY.length + 1 + payload.length > maxLength) continue;
    if (current.length + 1 + payload.length > maxLength) {
      values.push(current);
      current = XSS_CANARY;
    }
    current += ` ${payload}`;
  }
  if (current !== XSS_CANARY) values.push(current);
  return values;
}

/** The whole corpus as one value: for fields without a length limit. */
export const XSS_ALL = [XSS_CANARY, ...XSS_PAYLOADS].join("\n");

/** The whole corpus as markdown, one payload a paragraph, so block-level tricks start a block. */
export const XSS_MARKDOWN_DOCUMENT = [XSS_CANARY, ...XSS_PAYLOADS].join("\n\n");
