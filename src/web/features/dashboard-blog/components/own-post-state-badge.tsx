import { Badge } from "../../../components/ui/badge";
import { dashboardBlogMessages as text } from "../messages";

/** Marks a post the super admin wrote under the agent's name, which only the super admin changes. */
export function AdminWrittenBadge() {
  return <Badge variant="secondary">{text.adminWritten}</Badge>;
}

/** Spec section 2: an agent's draft is labelled '⏳ Draft - Pending Approval' until a super admin publishes it. */
export function OwnPostStateBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="success">{text.publishedState}</Badge>
  ) : (
    <Badge variant="outline">{text.draftPending}</Badge>
  );
}
