import { Switch } from "../../../components/ui/switch";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useSetTestimonialApproval } from "../api/set-testimonial-approval";
import { approveLabel } from "../messages";

/** The approve toggle of an agent-submitted testimonial (spec section 4). */
export function ApprovalSwitch({ testimonial }: { testimonial: AdminTestimonial }) {
  const approval = useSetTestimonialApproval();
  return (
    <Switch
      checked={testimonial.is_approved}
      onCheckedChange={(approved) => approval.mutate({ id: testimonial.id, approved })}
      disabled={approval.isPending}
      aria-label={approveLabel(testimonial.client_name)}
      title={approveLabel(testimonial.client_name)}
    />
  );
}
