import { Badge } from "../../../components/ui/badge";
import { adminBlogMessages as text } from "../messages";

/** Spec section 4: a post is a Draft until published. */
export function PostStateBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="success">{text.publishedState}</Badge>
  ) : (
    <Badge variant="outline">{text.draft}</Badge>
  );
}
