import type { ColumnDef } from "@tanstack/react-table";
import { teaser } from "../../../domain/text";
import type { Translate } from "../../../i18n/translate";
import { ShortDate } from "../data/short-date";
import { RatingStars } from "./rating-stars";

/** What every list of testimonials shows of one: who wrote it and when, its rating and its text. */
interface TestimonialSummary {
  client_name: string;
  created_at: string;
  rating: number;
  content: string;
}

/**
 * The columns the super admin's and a broker's testimonial tables share; each table adds its own
 * after them. `teaserLength` is how much of the text the table has room for.
 */
export function testimonialSummaryColumns<T extends TestimonialSummary>(
  t: Translate,
  { teaserLength, contentClassName }: { teaserLength: number; contentClassName: string },
): ColumnDef<T>[] {
  return [
    {
      id: "client",
      header: t("back-office.client"),
      meta: { rowHeader: true, className: "min-w-36" },
      cell: ({ row }) => (
        <>
          <span className="block font-semibold break-words">{row.original.client_name}</span>
          <span className="text-xs text-muted-foreground">
            <ShortDate value={row.original.created_at} />
          </span>
        </>
      ),
    },
    {
      id: "rating",
      header: t("back-office.testimonials.rating"),
      cell: ({ row }) => <RatingStars rating={row.original.rating} />,
    },
    {
      id: "content",
      header: t("back-office.testimonials.content"),
      meta: { className: `${contentClassName} text-muted-foreground` },
      cell: ({ row }) => <p className="break-words">{teaser(row.original.content, teaserLength)}</p>,
    },
  ];
}
