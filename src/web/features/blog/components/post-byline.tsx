import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { BROKERAGE_TIME_ZONE, formatDate } from "../../../../domain/format";
import type { Locale } from "../../../../i18n/locale";
import { useLocale } from "../../../i18n/use-t";
import { authorHref } from "../blog-author";
import type { BlogAuthor } from "../blog-post-schema";

/**
 * A publication day on the brokerage's calendar (Toronto), in the page's language: the server renders
 * the page, and the visitor's zone would make the two disagree. Null for a missing or invalid date.
 */
function publicationDay(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatDate(date, "long", { timeZone: BROKERAGE_TIME_ZONE, locale });
}

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
  const locale = useLocale();
  const date = publicationDay(publishedAt, locale);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      {author && (
        <span>
          <FormattedMessage
            id="blog.byline"
            values={{
              name: author.name,
              author: (chunks) =>
                linkAuthor ? (
                  <Link to={authorHref(author)} className="font-medium text-primary hover:underline">
                    {chunks}
                  </Link>
                ) : (
                  <span className="font-medium text-foreground">{chunks}</span>
                ),
            }}
          />
        </span>
      )}
      {author && date && <span aria-hidden="true">·</span>}
      {date && publishedAt && <time dateTime={publishedAt}>{date}</time>}
    </p>
  );
}
