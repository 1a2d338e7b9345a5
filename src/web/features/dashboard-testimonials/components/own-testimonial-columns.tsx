import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { testimonialSummaryColumns } from "../../../components/testimonials/testimonial-summary-columns";
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
      ...testimonialSummaryColumns<OwnTestimonial>(t, {
        teaserLength: CONTENT_TEASER_LENGTH,
        contentClassName: "min-w-64",
      }),
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
