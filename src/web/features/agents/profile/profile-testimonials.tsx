import { Quote, Star } from "lucide-react";
import { testimonialGridClass } from "../../../components/testimonials/testimonial-grid";
import { TestimonialMonth } from "../../../components/testimonials/testimonial-month";
import { useT } from "../../../i18n/use-t";
import { useAgentTestimonials } from "../api/get-agent-testimonials";
import { ProfileSection } from "./profile-section";

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p
      className="flex items-center gap-0.5"
      role="img"
      aria-label={t("brokers.reviews.rated", { rating: filled, max: 5 })}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={
            value <= filled ? "size-4 fill-accent text-accent" : "size-4 fill-transparent text-border"
          }
        />
      ))}
    </p>
  );
}

interface ProfileTestimonialsProps {
  agentId: string;
  agentFirstName: string;
}

/** Up to six approved client testimonials about the agent; the section is left out when there are none. */
export function ProfileTestimonials({ agentId, agentFirstName }: ProfileTestimonialsProps) {
  const t = useT();
  const { data: testimonials, isError } = useAgentTestimonials(agentId);

  if (isError) {
    return (
      <ProfileSection id="testimonials" title={t("brokers.reviews.title")} muted>
        <p className="text-sm text-destructive">{t("brokers.reviews.loadFailed")}</p>
      </ProfileSection>
    );
  }
  if (!testimonials || testimonials.length === 0) return null;

  return (
    <ProfileSection
      id="testimonials"
      title={t("brokers.reviews.title")}
      intro={t("brokers.reviews.intro", { firstName: agentFirstName })}
      muted
    >
      <ul className={`gap-4 ${testimonialGridClass(testimonials.length)}`}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-6 shadow-sm">
              <Stars rating={testimonial.rating} />
              <blockquote className="flex-1 text-pretty">
                <Quote className="mb-2 size-5 text-primary/40" aria-hidden="true" />
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold">{testimonial.client_name}</span>
                <TestimonialMonth createdAt={testimonial.created_at} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
