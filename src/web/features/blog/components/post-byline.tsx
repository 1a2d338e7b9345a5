import { Link } from "react-router";
import { formatLongDate } from "../../../../domain/text";
import { authorHref } from "../blog-author";
import type { BlogAuthor } from "../blog-post-schema";

/** "By Priya Raman · November 16, 2026", the name linking to the agent's page when `linkAuthor` is set. */
export function PostByline({
  author,
  publishedAt,
  linkAuthor = false,
}: {
  author: BlogAuthor;
  publishedAt: string | null;
  linkAuthor?: boolean;
}) {
  const date = formatLongDate(publishedAt);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      {author && (
        <span>
          By{" "}
          {linkAuthor ? (
            <Link to={authorHref(author)} className="font-medium text-primary hover:underline">
              {author.name}
            </Link>
          ) : (
            <span className="font-medium text-foreground">{author.name}</span>
          )}
        </span>
      )}
      {author && date && <span aria-hidden="true">·</span>}
      {date && publishedAt && <time dateTime={publishedAt}>{date}</time>}
    </p>
  );
}
