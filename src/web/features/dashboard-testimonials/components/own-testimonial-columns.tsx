import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { teaser } from "../../../../domain/text";
import { ShortDate } from "../../../components/data/short-date";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import type { OwnTestimonial } from "../api/get-own-testimonials";
import { useT } from "../../../i18n/use-t";
import { DeleteOwnTestimonialButton } from "./delete-own-testimonial-button";

/** The content's teaser in the table; the card shows it whole. */
const CONTENT_TEASER_LENGTH = 160;

/** The table's columns: who, the rating, the text, its state and the withdraw button. */
export function useOwnTestimonialColumns(): ColumnDef<OwnTestimonial>[] {
  const t = useT();
  return useMemo(
    () => [
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
        meta: { className: "min-w-64 text-muted-foreground" },
        cell: ({ row }) => (
          <p className="break-words">{teaser(row.original.content, CONTENT_TEASER_LENGTH)}</p>
        ),
      },
      {
        id: "state",
        header: t("back-office.state"),
        cell: ({ row }) => <TestimonialStateBadge approved={row.original.is_approved} />,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("back-office.actions")}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end">
            <DeleteOwnTestimonialButton testimonial={row.original} compact />
          </div>
        ),
      },
    ],
    [t],
  );
}
