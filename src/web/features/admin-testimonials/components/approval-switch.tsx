import { cn } from "../../../lib/cn";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useSetTestimonialApproval } from "../api/set-testimonial-approval";
import { approveLabel } from "../messages";

/** The approve toggle of an agent-submitted testimonial (spec section 4), as an on/off switch. */
export function ApprovalSwitch({ testimonial }: { testimonial: AdminTestimonial }) {
  const approval = useSetTestimonialApproval();
  const on = testimonial.is_approved;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={approveLabel(testimonial.client_name)}
      title={approveLabel(testimonial.client_name)}
      disabled={approval.isPending}
      onClick={() => approval.mutate({ id: testimonial.id, approved: !on })}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60",
        on ? "bg-success" : "bg-slate-400",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
          on ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}
