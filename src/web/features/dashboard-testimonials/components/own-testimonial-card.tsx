import { ShortDate } from "../../../components/data/short-date";
import { RatingStars } from "../../../components/testimonials/rating-stars";
import { TestimonialStateBadge } from "../../../components/testimonials/testimonial-state-badge";
import { Card } from "../../../components/ui/card";
import type { OwnTestimonial } from "../api/get-own-testimonials";
import { DeleteOwnTestimonialButton } from "./delete-own-testimonial-button";

/** One testimonial as a card, for phones and narrow windows. */
export function OwnTestimonialCard({ testimonial }: { testimonial: OwnTestimonial }) {
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
      {!testimonial.is_approved && (
        <div className="mt-auto flex justify-end border-t border-border pt-3">
          <DeleteOwnTestimonialButton testimonial={testimonial} />
        </div>
      )}
    </Card>
  );
}
