import type { ColumnDef } from "@tanstack/react-table";
import { teaser } from "../../../../domain/text";
import type { Translate } from "../../../../i18n/translate";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { ApprovalSwitch } from "./approval-switch";
import { TestimonialActions } from "./testimonial-actions";
import { TestimonialAuthor, TestimonialDate, TestimonialSource } from "./testimonial-badges";

/** The content's teaser in the table; the full text is in the edit form and the card. */
export const CONTENT_TEASER_LENGTH = 120;

/** The table's columns; `onEdit` opens the form on one of the caller's own testimonials. */
export function testimonialColumns(
  onEdit: (row: AdminTestimonial) => void,
  t: Translate,
): ColumnDef<AdminTestimonial>[] {
  return [
    {
      id: "client",
      header: t("back-office.client"),
      meta: { rowHeader: true, className: "min-w-36" },
      cell: ({ row }) => (
        <>
          <span className="block font-semibold break-words">{row.original.client_name}</span>
          <span className="text-xs text-muted-foreground">
            <TestimonialDate iso={row.original.created_at} />
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
      meta: { className: "min-w-56 text-muted-foreground" },
      cell: ({ row }) => <p className="break-words">{teaser(row.original.content, CONTENT_TEASER_LENGTH)}</p>,
    },
    {
      id: "for",
      header: t("admin.testimonials.columnFrom"),
      cell: ({ row }) => <TestimonialSource testimonial={row.original} />,
    },
    {
      id: "author",
      header: t("admin.testimonials.columnAuthor"),
      cell: ({ row }) => <TestimonialAuthor testimonial={row.original} />,
    },
    {
      id: "state",
      header: t("back-office.state"),
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          {!row.original.admin_id && <ApprovalSwitch testimonial={row.original} />}
          <TestimonialStateBadge approved={row.original.is_approved} />
        </div>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("back-office.actions")}</span>,
      cell: ({ row }) => <TestimonialActions testimonial={row.original} onEdit={onEdit} compact />,
    },
  ];
}
