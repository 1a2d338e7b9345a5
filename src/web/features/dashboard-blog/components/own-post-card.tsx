import { ShortDate } from "../../../components/data/short-date";
import { Card } from "../../../components/ui/card";
import type { OwnPostSummary } from "../api/get-own-posts";
import { useT } from "../../../i18n/use-t";
import { OwnPostActions } from "./own-post-actions";
import { AdminWrittenBadge, OwnPostStateBadge } from "./own-post-state-badge";

/** One post as a card, for phones and narrow windows. */
export function OwnPostCard({ post, onEdit }: { post: OwnPostSummary; onEdit: (id: string) => void }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 flex-1 basis-40 font-semibold break-words">{post.title}</h4>
        <div className="flex flex-wrap gap-1.5">
          <OwnPostStateBadge published={post.is_published} />
          {post.admin_created && <AdminWrittenBadge />}
        </div>
      </div>
      <p className="mt-1 text-xs break-all text-muted-foreground">/blog/{post.slug}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("dashboard.blog.columnSaved")} <ShortDate value={post.updated_at} />
      </p>
      {post.excerpt && <p className="mt-2 text-sm break-words">{post.excerpt}</p>}
      {(post.is_published || !post.admin_created) && (
        <div className="mt-auto pt-3">
          <div className="border-t border-border pt-3">
            <OwnPostActions post={post} onEdit={onEdit} />
          </div>
        </div>
      )}
    </Card>
  );
}
