import { ShieldCheck } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useT } from "../../../i18n/use-t";

/** Whom the testimonial is about: the agent's name, or the 'Admin' badge of a home page testimonial. */
export function TestimonialSource({ testimonial }: { testimonial: AdminTestimonial }) {
  const t = useT();
  if (testimonial.admin_id) {
    return (
      <Badge variant="default">
        <ShieldCheck className="size-3" aria-hidden="true" />
        {t("admin.testimonials.adminBadge")}
      </Badge>
    );
  }
  return <span className="break-words">{testimonial.agent?.name ?? "—"}</span>;
}

/** The admin who wrote it; agents' testimonials have none. */
export function TestimonialAuthor({ testimonial }: { testimonial: AdminTestimonial }) {
  const t = useT();
  if (!testimonial.admin_id) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="break-words">
      {testimonial.author_name ?? "—"}
      {testimonial.editable && <span className="text-muted-foreground">{t("admin.testimonials.you")}</span>}
    </span>
  );
}
