/**
 * The built index.html cut where each page's own parts go: the head (its one <title> and its one meta
 * description are taken out, and the page's tags are written where the title was) and the inside of
 * the app's root element, which holds the server-rendered page followed by its state for the browser.
 */
export interface PageTemplate {
  beforeHead: string;
  /** From the end of the head's tags up to the app's root element. */
  betweenHeadAndBody: string;
  /** The root element's opening tag as written. */
  rootOpen: string;
  /** What follows the root element: the entry script and the end of the document. */
  afterBody: string;
}

/** A page the server rendered: the root element's HTML and the JSON the browser hydrates from. */
export interface RenderedBody {
  html: string;
  state: string;
  stateId: string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["']?[^>]*>\s*/i;
const HEAD_END = /<\/head>/i;
/** The document's language, as the built index.html writes it: the page's own replaces it. */
const HTML_LANG = /(<html\b[^>]*\blang=")[^"]*"/i;
const ROOT = /(<div\s+id=["']?root["']?\s*>)\s*<\/div>/i;

function splitAtRoot(html: string): { before: string; rootOpen: string; after: string } {
  const root = ROOT.exec(html);
  if (!root) throw new Error('The built index.html has no empty <div id="root"></div> to render pages into');
  return {
    before: html.slice(0, root.index),
    rootOpen: root[1]!,
    after: html.slice(root.index + root[0].length),
  };
}

export function parsePageTemplate(html: string): PageTemplate {
  const withoutDescription = html.replace(DESCRIPTION, "");
  const title = TITLE.exec(withoutDescription) ?? HEAD_END.exec(withoutDescription);
  const start = title?.index ?? 0;
  const end = title?.[0].toLowerCase().startsWith("<title") ? start + title[0].length : start;
  const { before, rootOpen, after } = splitAtRoot(withoutDescription.slice(end));
  return {
    beforeHead: withoutDescription.slice(0, start),
    betweenHeadAndBody: before,
    rootOpen,
    afterBody: after,
  };
}

/**
 * The page: `headHtml` where the title was, `headEndHtml` (the page's own script preloads) at the end
 * of the head, after the entry script and styles the browser needs first, and the rendered body.
 */
export function fillPageTemplate(
  template: PageTemplate,
  headHtml: string,
  body?: RenderedBody,
  headEndHtml = "",
  lang = "en-CA",
): string {
  // The state sits after the root element: inside it, hydration would find a node React never drew.
  const root = body
    ? `${template.rootOpen}${body.html}</div><script type="application/json" id="${body.stateId}">${body.state}</script>`
    : `${template.rootOpen}</div>`;
  const between = headEndHtml
    ? template.betweenHeadAndBody.replace(HEAD_END, () => `${headEndHtml}</head>`)
    : template.betweenHeadAndBody;
  const beforeHead = template.beforeHead.replace(HTML_LANG, `$1${lang}"`);
  return `${beforeHead}${headHtml}${between}${root}${template.afterBody}`;
}
