import { Badge } from "../../../components/ui/badge";
import { useT } from "../../../i18n/use-t";

/** Spec section 4: a post is a Draft until published. */
export function PostStateBadge({ published }: { published: boolean }) {
  const t = useT();
  return published ? (
    <Badge variant="success">{t("back-office.published")}</Badge>
  ) : (
    <Badge variant="outline">{t("admin.blog.draft")}</Badge>
  );
}
