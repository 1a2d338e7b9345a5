import { useEffect } from "react";

/**
 * The browser tab's title of a page drawn only in the browser (sign-in, password, back office), and
 * robots noindex when asked; both are put back as they were when the page goes. The public pages'
 * heads are written by usePageMeta (lib/page-meta.ts) and, first, by the server.
 */
export function useDocumentTitle(title: string, { noindex = false }: { noindex?: boolean } = {}) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    let robots: HTMLMetaElement | null = null;
    if (noindex && !document.head.querySelector('meta[name="robots"]')) {
      robots = Object.assign(document.createElement("meta"), { name: "robots", content: "noindex" });
      document.head.append(robots);
    }
    return () => {
      document.title = previous;
      robots?.remove();
    };
  }, [title, noindex]);
}

/** useDocumentTitle as an element, for a title chosen inside a render callback. */
export function DocumentTitle({ title, noindex }: { title: string; noindex?: boolean }) {
  useDocumentTitle(title, { noindex });
  return null;
}
