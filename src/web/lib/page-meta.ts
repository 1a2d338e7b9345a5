import { useEffect } from "react";
import { fullTitle, type PageMeta } from "../../domain/page-meta";

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement("meta");
  created.name = "description";
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and rewrites the meta description the server wrote in place (a second
 * description tag would be ignored by crawlers), restoring both when the page unmounts. The texts
 * come from domain/page-meta, as the server's do.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = fullTitle(title);
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
