import { Star } from "lucide-react";
import { TESTIMONIAL_RATING_MAX, TESTIMONIAL_RATING_MIN } from "../../../domain/constants";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

interface StarRatingProps {
  rating: number;
}

/** Filled and empty stars, announced as 'Rated 4 out of 5'. */
export function StarRating({ rating }: StarRatingProps) {
  const t = useT();
  const stars = Math.min(Math.max(Math.round(rating), TESTIMONIAL_RATING_MIN), TESTIMONIAL_RATING_MAX);
  return (
    <p
      role="img"
      aria-label={t("brokers.reviews.rated", { rating: stars, max: TESTIMONIAL_RATING_MAX })}
      className="flex gap-0.5"
    >
      {Array.from({ length: TESTIMONIAL_RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            "size-4",
            index < stars ? "fill-accent text-amber-600" : "fill-transparent text-slate-400",
          )}
        />
      ))}
    </p>
  );
}
