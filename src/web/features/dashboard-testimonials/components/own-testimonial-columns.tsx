import type { ColumnDef } from "@tanstack/react-table";
import { formatShortDate, teaser } from "../../../../domain/text";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import type { OwnTestimonial } from "../api/get-own-testimonials";
import { dashboardTestimonialsMessages as text } from "../messages";
import { DeleteOwnTestimonialButton } from "./delete-own-testimonial-button";

/** The content's teaser in the table; the card shows it whole. */
const CONTENT_TEASER_LENGTH = 160;

export const ownTestimonialColumns: ColumnDef<OwnTestimonial>[] = [
  {
    id: "client",
    header: text.columnClient,
    meta: { rowHeader: true, className: "min-w-36" },
    cell: ({ row }) => (
      <>
        <span className="block font-semibold break-words">{row.original.client_name}</span>
        <span className="text-xs text-muted-foreground">{formatShortDate(row.original.created_at)}</span>
      </>
    ),
  },
  {
    id: "rating",
    header: text.columnRating,
    cell: ({ row }) => <RatingStars rating={row.original.rating} />,
  },
  {
    id: "content",
    header: text.columnTestimonial,
    meta: { className: "min-w-64 text-muted-foreground" },
    cell: ({ row }) => <p className="break-words">{teaser(row.original.content, CONTENT_TEASER_LENGTH)}</p>,
  },
  {
    id: "state",
    header: text.columnState,
    cell: ({ row }) => <TestimonialStateBadge approved={row.original.is_approved} />,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">{text.columnActions}</span>,
    cell: ({ row }) => (
      <div className="flex justify-end">
        <DeleteOwnTestimonialButton testimonial={row.original} compact />
      </div>
    ),
  },
];
