import { Quote } from "lucide-react";
import { testimonialGridClass } from "../../components/testimonials/testimonial-grid";
import { TestimonialMonth } from "../../components/testimonials/testimonial-month";
import { useT } from "../../i18n/use-t";
import { useHomeTestimonials } from "./home-testimonials";
import { StarRating } from "./star-rating";

/**
 * 'What Our Clients Say': up to 6 testimonial cards. The whole section stays hidden while loading,
 * on a failed load and when there are none, since it only adds reassurance to the page.
 */
export function TestimonialsSection() {
  const t = useT();
  const { data: testimonials } = useHomeTestimonials();
  if (!testimonials || testimonials.length === 0) return null;

  return (
    <section aria-labelledby="testimonials-title" className="bg-muted">
      <div className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
        <h2 id="testimonials-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t("home.testimonialsTitle")}
        </h2>
        <ul className={`mt-8 gap-6 ${testimonialGridClass(testimonials.length)}`}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
                <div className="flex items-center justify-between gap-4">
                  <StarRating rating={testimonial.rating} />
                  <Quote className="size-6 text-primary/20" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-pretty text-foreground">
                  <p>{testimonial.content}</p>
                </blockquote>
                <figcaption className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-semibold text-primary">{testimonial.client_name}</span>
                  <TestimonialMonth createdAt={testimonial.created_at} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
