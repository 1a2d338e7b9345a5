import { Badge } from "../../../components/ui/badge";
import { dashboardBlogMessages as text } from "../messages";

/** Spec section 2: an agent's draft is labelled '⏳ Draft - Pending Approval' until a super admin publishes it. */
export function OwnPostStateBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="success">{text.publishedState}</Badge>
  ) : (
    <Badge variant="outline">{text.draftPending}</Badge>
  );
}
