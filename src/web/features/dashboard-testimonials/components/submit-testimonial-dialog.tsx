import { TestimonialForm } from "../../../components/testimonials/testimonial-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useSubmitTestimonial } from "../api/submit-testimonial";
import { useT } from "../../../i18n/use-t";

interface SubmitTestimonialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The agent's testimonial form (spec section 5): client name, testimonial and a rating, all required. */
export function SubmitTestimonialDialog({ open, onOpenChange }: SubmitTestimonialDialogProps) {
  const t = useT();
  const submit = useSubmitTestimonial();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("dashboard.testimonials.submit")}</DialogTitle>
          <DialogDescription>{t("dashboard.testimonials.approvalNote")}</DialogDescription>
        </DialogHeader>
        {open && (
          <TestimonialForm
            onSubmit={(values) => submit.mutateAsync(values)}
            onSaved={() => onOpenChange(false)}
            submitLabel={t("dashboard.testimonials.send")}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
