import { Badge } from "../../../components/ui/badge";
import { useT } from "../../../i18n/use-t";

/** Marks a post the super admin wrote under the agent's name, which only the super admin changes. */
export function AdminWrittenBadge() {
  const t = useT();
  return <Badge variant="secondary">{t("dashboard.blog.adminWritten")}</Badge>;
}

/** Spec section 2: an agent's draft is labelled '⏳ Draft - Pending Approval' until a super admin publishes it. */
export function OwnPostStateBadge({ published }: { published: boolean }) {
  const t = useT();
  return published ? (
    <Badge variant="success">{t("back-office.published")}</Badge>
  ) : (
    <Badge variant="outline">{t("dashboard.blog.draftPending")}</Badge>
  );
}
