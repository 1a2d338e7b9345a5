import { TestimonialForm } from "../../../components/testimonials/testimonial-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useSubmitTestimonial } from "../api/submit-testimonial";
import { dashboardTestimonialsMessages as text } from "../messages";

interface SubmitTestimonialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The agent's testimonial form (spec section 5): client name, testimonial and a rating, all required. */
export function SubmitTestimonialDialog({ open, onOpenChange }: SubmitTestimonialDialogProps) {
  const submit = useSubmitTestimonial();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{text.submitTitle}</DialogTitle>
          <DialogDescription>{text.approvalNote}</DialogDescription>
        </DialogHeader>
        {open && (
          <TestimonialForm
            onSubmit={(values) => submit.mutateAsync(values)}
            onSaved={() => onOpenChange(false)}
            submitLabel={text.send}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
