import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import { Card } from "../../../components/ui/card";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { ApprovalSwitch } from "./approval-switch";
import { TestimonialActions } from "./testimonial-actions";
import { ShortDate } from "../../../components/data/short-date";
import { TestimonialAuthor, TestimonialSource } from "./testimonial-badges";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/** One testimonial as a card, for phones and narrow windows. */
export function TestimonialCard({
  testimonial,
  onEdit,
}: {
  testimonial: AdminTestimonial;
  onEdit: (row: AdminTestimonial) => void;
}) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-40">
          <h4 className="font-semibold break-words">{testimonial.client_name}</h4>
          <p className="text-xs text-muted-foreground">
            <ShortDate value={testimonial.created_at} />
          </p>
        </div>
        <TestimonialStateBadge approved={testimonial.is_approved} />
      </div>
      <div className="mt-2">
        <RatingStars rating={testimonial.rating} />
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line">{testimonial.content}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Detail term={t("admin.testimonials.columnFrom")}>
          <TestimonialSource testimonial={testimonial} />
        </Detail>
        <Detail term={t("admin.testimonials.columnAuthor")}>
          <TestimonialAuthor testimonial={testimonial} />
        </Detail>
      </dl>
      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          {testimonial.admin_id ? <span /> : <ApprovalSwitch testimonial={testimonial} />}
          <TestimonialActions testimonial={testimonial} onEdit={onEdit} />
        </div>
      </div>
    </Card>
  );
}
