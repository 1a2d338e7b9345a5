import { useEffect } from "react";

interface PageMeta {
  /** The page's own title; " — Vayu" is appended. */
  title: string;
  description: string;
}

const SITE_NAME = "Vayu";

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement("meta");
  created.name = "description";
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and rewrites index.html's meta description in place (a second
 * description tag would be ignored by crawlers), restoring both when the page unmounts.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = `${title} — ${SITE_NAME}`;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
