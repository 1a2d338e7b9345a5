import { Switch } from "../../../components/ui/switch";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useSetTestimonialApproval } from "../api/set-testimonial-approval";
import { useT } from "../../../i18n/use-t";

/** The approve toggle of an agent-submitted testimonial (spec section 4). */
export function ApprovalSwitch({ testimonial }: { testimonial: AdminTestimonial }) {
  const t = useT();
  const approval = useSetTestimonialApproval();
  const label = t("admin.testimonials.approveLabel", { name: testimonial.client_name });
  return (
    <Switch
      checked={testimonial.is_approved}
      onCheckedChange={(approved) => approval.mutate({ id: testimonial.id, approved })}
      disabled={approval.isPending}
      aria-label={label}
      title={label}
    />
  );
}
