import { lazy, Suspense, useId, useState, type ComponentType } from "react";
import { markdownClassName } from "./markdown-class";
import { Skeleton } from "./skeleton";
import { useT } from "../../i18n/use-t";

/*
 * The markdown of a server-rendered page (a blog post, a product or service) without the markdown
 * renderer in the page's first load (react-markdown and its parser: ≈ 32 KB). The server draws the
 * content; the browser, taking the page over, keeps those elements as they are (the renderer leaves the
 * inside of an element given as HTML alone) instead of drawing them again. Only content the browser
 * must draw itself (a page reached by a link, content changed since) loads the renderer.
 */

type MarkdownContentComponent = ComponentType<{ children: string }>;

let serverContent: MarkdownContentComponent | undefined;

/** Set once by the server's renderer (entry-server.tsx), which has the markdown renderer in its bundle. */
export function provideServerMarkdown(content: MarkdownContentComponent) {
  serverContent = content;
}

const Markdown = lazy(() => import("./markdown").then((module) => ({ default: module.Markdown })));

/** The HTML the server drew for this block, while the browser takes over the page that holds it. */
function servedHtml(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`[data-markdown="${CSS.escape(id)}"]`)?.innerHTML;
}

/** Three lines of text at the block's place while the renderer loads. */
function MarkdownPlaceholder() {
  const t = useT();
  return (
    <div role="status" aria-label={t("shell.loading")} className="mt-4 flex flex-col gap-3">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
    </div>
  );
}

interface PageMarkdownProps {
  children: string;
  className?: string;
}

export function PageMarkdown({ children, className }: PageMarkdownProps) {
  // useId gives the server's block and the browser's the same name while the page is taken over.
  const id = useId();
  const [served] = useState(() => ({ content: children, html: servedHtml(id) }));
  const ServerContent = serverContent;
  if (ServerContent) {
    return (
      <div data-markdown={id} className={markdownClassName(className)}>
        <ServerContent>{children}</ServerContent>
      </div>
    );
  }
  if (served.html !== undefined && served.content === children) {
    return (
      <div
        data-markdown={id}
        className={markdownClassName(className)}
        dangerouslySetInnerHTML={{ __html: served.html }}
      />
    );
  }
  return (
    <Suspense fallback={<MarkdownPlaceholder />}>
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
}
