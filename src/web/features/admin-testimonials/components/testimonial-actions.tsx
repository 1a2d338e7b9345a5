import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useDeleteTestimonial } from "../api/delete-testimonial";
import { useT } from "../../../i18n/use-t";

interface TestimonialActionsProps {
  testimonial: AdminTestimonial;
  onEdit: (testimonial: AdminTestimonial) => void;
  compact?: boolean;
}

/** Edit, only on the caller's own admin testimonials (spec section 6), and delete after a confirmation. */
export function TestimonialActions({ testimonial, onEdit, compact = false }: TestimonialActionsProps) {
  const t = useT();
  const remove = useDeleteTestimonial();
  const name = testimonial.client_name;
  return (
    <div className="flex items-center justify-end gap-1">
      {testimonial.editable && (
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          aria-label={t("admin.testimonials.editLabel", { name })}
          title={compact ? t("admin.testimonials.editLabel", { name }) : undefined}
          onClick={() => onEdit(testimonial)}
        >
          <Pencil aria-hidden="true" />
          {!compact && t("back-office.edit")}
        </Button>
      )}
      <ConfirmDeleteButton
        label={t("admin.testimonials.deleteLabel", { name })}
        title={t("admin.testimonials.deleteTitle")}
        description={t("admin.testimonials.deleteDescription", { name })}
        onConfirm={() => remove.mutate(testimonial.id)}
        pending={remove.isPending}
        compact={compact}
      />
    </div>
  );
}
