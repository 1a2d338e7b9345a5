import { Badge } from "../ui/badge";
import { testimonialMessages } from "./testimonial-messages";

/** Spec section 4: Pending until approved. */
export function TestimonialStateBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Badge variant="success">{testimonialMessages.approvedState}</Badge>
  ) : (
    <Badge variant="outline">{testimonialMessages.pending}</Badge>
  );
}
