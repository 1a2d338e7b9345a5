import { Star } from "lucide-react";
import { TESTIMONIAL_RATING_MAX } from "../../../domain/constants";
import { useT } from "../../i18n/use-t";

/** The rating as stars, with the number as its text equivalent (BRAND.md: marks beside a text). */
export function RatingStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: TESTIMONIAL_RATING_MAX }, (_, index) => (
          <Star
            key={index}
            className={index < rating ? "size-4 fill-accent text-amber-600" : "size-4 text-slate-300"}
          />
        ))}
      </span>
      <span className="sr-only">{t("back-office.testimonials.ratingLabel", { rating })}</span>
      <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {rating}/{TESTIMONIAL_RATING_MAX}
      </span>
    </span>
  );
}
