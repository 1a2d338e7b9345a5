import type { ColumnDef } from "@tanstack/react-table";
import type { Translate } from "../../../../i18n/translate";
import { testimonialSummaryColumns } from "../../../components/testimonials/testimonial-summary-columns";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { ApprovalSwitch } from "./approval-switch";
import { TestimonialActions } from "./testimonial-actions";
import { TestimonialAuthor, TestimonialSource } from "./testimonial-badges";

/** The content's teaser in the table; the full text is in the edit form and the card. */
export const CONTENT_TEASER_LENGTH = 120;

/** The table's columns; `onEdit` opens the form on one of the caller's own testimonials. */
export function testimonialColumns(
  onEdit: (row: AdminTestimonial) => void,
  t: Translate,
): ColumnDef<AdminTestimonial>[] {
  return [
    ...testimonialSummaryColumns<AdminTestimonial>(t, {
      teaserLength: CONTENT_TEASER_LENGTH,
      contentClassName: "min-w-56",
    }),
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
