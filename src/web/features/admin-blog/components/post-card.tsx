import { formatDate } from "../../../../domain/format";
import { Card } from "../../../components/ui/card";
import type { AdminPostSummary } from "../api/get-admin-posts";
import { useLocale, useT } from "../../../i18n/use-t";
import { PostActions, PublishSwitch } from "./post-actions";
import { PostStateBadge } from "./post-badges";

/** One post as a card, for phones and narrow windows. */
export function PostCard({ post, onEdit }: { post: AdminPostSummary; onEdit: (id: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const published = post.published_at && formatDate(new Date(post.published_at), "medium", { locale });
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 flex-1 basis-40 font-semibold break-words">{post.title}</h4>
        <PostStateBadge published={post.is_published} />
      </div>
      <p className="mt-1 text-xs break-all text-muted-foreground">/blog/{post.slug}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {post.agent.name}
        {published && ` · ${t("admin.blog.publishedOn", { date: published })}`}
      </p>
      {post.excerpt && <p className="mt-2 text-sm break-words">{post.excerpt}</p>}
      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <PublishSwitch post={post} />
          <PostActions post={post} onEdit={onEdit} />
        </div>
      </div>
    </Card>
  );
}
