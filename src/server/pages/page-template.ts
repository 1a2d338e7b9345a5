/**
 * The built index.html split where each page's own head goes: its one <title> and its one meta
 * description are taken out, and the page's tags are written where the title was. Server rendering
 * will later fill the body as well; the head stays as it is written here.
 */
export interface PageTemplate {
  beforeHead: string;
  afterHead: string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["']?[^>]*>\s*/i;
const HEAD_END = /<\/head>/i;

export function parsePageTemplate(html: string): PageTemplate {
  const withoutDescription = html.replace(DESCRIPTION, "");
  const title = TITLE.exec(withoutDescription) ?? HEAD_END.exec(withoutDescription);
  if (!title) return { beforeHead: "", afterHead: withoutDescription };
  const start = title.index;
  const end = title[0].toLowerCase().startsWith("<title") ? start + title[0].length : start;
  return { beforeHead: withoutDescription.slice(0, start), afterHead: withoutDescription.slice(end) };
}

export function fillPageTemplate(template: PageTemplate, headHtml: string): string {
  return `${template.beforeHead}${headHtml}${template.afterHead}`;
}
