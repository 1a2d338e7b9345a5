import { TestimonialForm } from "../../../components/testimonials/testimonial-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useSaveTestimonial } from "../api/save-testimonial";
import { useT } from "../../../i18n/use-t";

interface TestimonialFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial?: AdminTestimonial;
}

/** The admin-write form (spec section 5): client name, testimonial and a rating of 1 to 5, all required. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial }: TestimonialFormDialogProps) {
  const t = useT();
  const save = useSaveTestimonial();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {testimonial ? t("admin.testimonials.editTitle") : t("admin.testimonials.write")}
          </DialogTitle>
          <DialogDescription>
            {testimonial ? t("admin.testimonials.editDescription") : t("admin.testimonials.writeDescription")}
          </DialogDescription>
        </DialogHeader>
        <TestimonialForm
          key={testimonial?.id ?? "new"}
          initial={testimonial}
          onSubmit={(values) => save.mutateAsync({ id: testimonial?.id, values })}
          onSaved={() => onOpenChange(false)}
          submitLabel={t("admin.testimonials.save")}
        />
      </DialogContent>
    </Dialog>
  );
}
