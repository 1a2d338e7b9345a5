import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { OwnTestimonial } from "../api/get-own-testimonials";
import { useDeleteOwnTestimonial } from "../api/delete-own-testimonial";
import { dashboardTestimonialsMessages as text, deleteDescription, deleteLabel } from "../messages";

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
  const remove = useDeleteOwnTestimonial();
  if (testimonial.is_approved) return null;
  return (
    <ConfirmDeleteButton
      label={deleteLabel(testimonial.client_name)}
      title={text.deleteTitle}
      description={deleteDescription(testimonial.client_name)}
      onConfirm={() => remove.mutate(testimonial.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
