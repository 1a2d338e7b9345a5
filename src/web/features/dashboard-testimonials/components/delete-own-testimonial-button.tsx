import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { OwnTestimonial } from "../api/get-own-testimonials";
import { useDeleteOwnTestimonial } from "../api/delete-own-testimonial";
import { useT } from "../../../i18n/use-t";

/**
 * Withdraws a pending testimonial after a confirmation. An approved one is on the agent's public page
 * and only the super admin removes it, so it has no button here.
 */
export function DeleteOwnTestimonialButton({
  testimonial,
  compact = false,
}: {
  testimonial: OwnTestimonial;
  compact?: boolean;
}) {
  const t = useT();
  const remove = useDeleteOwnTestimonial();
  if (testimonial.is_approved) return null;
  return (
    <ConfirmDeleteButton
      label={t("dashboard.testimonials.deleteLabel", { clientName: testimonial.client_name })}
      title={t("dashboard.testimonials.deleteTitle")}
      description={t("dashboard.testimonials.deleteDescription", { clientName: testimonial.client_name })}
      onConfirm={() => remove.mutate(testimonial.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
