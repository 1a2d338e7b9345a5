import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useDeleteTestimonial } from "../api/delete-testimonial";
import { adminTestimonialsMessages as text, deleteDescription, deleteLabel, editLabel } from "../messages";

interface TestimonialActionsProps {
  testimonial: AdminTestimonial;
  onEdit: (testimonial: AdminTestimonial) => void;
  compact?: boolean;
}

/** Edit, only on the caller's own admin testimonials (spec section 6), and delete after a confirmation. */
export function TestimonialActions({ testimonial, onEdit, compact = false }: TestimonialActionsProps) {
  const remove = useDeleteTestimonial();
  return (
    <div className="flex items-center justify-end gap-1">
      {testimonial.editable && (
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          aria-label={editLabel(testimonial.client_name)}
          title={compact ? editLabel(testimonial.client_name) : undefined}
          onClick={() => onEdit(testimonial)}
        >
          <Pencil aria-hidden="true" />
          {!compact && text.edit}
        </Button>
      )}
      <ConfirmDeleteButton
        label={deleteLabel(testimonial.client_name)}
        title={text.deleteTitle}
        description={deleteDescription(testimonial.client_name)}
        onConfirm={() => remove.mutate(testimonial.id)}
        pending={remove.isPending}
        compact={compact}
      />
    </div>
  );
}
