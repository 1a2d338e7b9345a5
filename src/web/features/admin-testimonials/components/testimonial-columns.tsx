import type { ColumnDef } from "@tanstack/react-table";
import { formatShortDate, teaser } from "../../../../domain/text";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { adminTestimonialsMessages as text } from "../messages";
import { ApprovalSwitch } from "./approval-switch";
import { TestimonialActions } from "./testimonial-actions";
import { TestimonialAuthor, TestimonialSource } from "./testimonial-badges";

/** The content's teaser in the table; the full text is in the edit form and the card. */
export const CONTENT_TEASER_LENGTH = 120;

/** The table's columns; `onEdit` opens the form on one of the caller's own testimonials. */
export function testimonialColumns(onEdit: (row: AdminTestimonial) => void): ColumnDef<AdminTestimonial>[] {
  return [
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
      meta: { className: "min-w-56 text-muted-foreground" },
      cell: ({ row }) => <p className="break-words">{teaser(row.original.content, CONTENT_TEASER_LENGTH)}</p>,
    },
    {
      id: "for",
      header: text.columnFrom,
      cell: ({ row }) => <TestimonialSource testimonial={row.original} />,
    },
    {
      id: "author",
      header: text.columnAuthor,
      cell: ({ row }) => <TestimonialAuthor testimonial={row.original} />,
    },
    {
      id: "state",
      header: text.columnState,
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          {!row.original.admin_id && <ApprovalSwitch testimonial={row.original} />}
          <TestimonialStateBadge approved={row.original.is_approved} />
        </div>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{text.columnActions}</span>,
      cell: ({ row }) => <TestimonialActions testimonial={row.original} onEdit={onEdit} compact />,
    },
  ];
}
