import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { Switch } from "../../../components/ui/switch";
import { useSession } from "../../../lib/session";
import type { AdminPostSummary } from "../api/get-admin-posts";
import { useDeletePost } from "../api/delete-post";
import { useSetPostPublished } from "../api/set-post-published";
import { pathInLocale } from "../../../../i18n/locale";
import { useLocale, useT } from "../../../i18n/use-t";

/** Spec section 6: the publish, edit and delete controls are for super_admin only. */
export function useCanManagePosts(): boolean {
  return useSession().user?.role === "super_admin";
}

/** The publish/unpublish toggle of a post (spec section 4). */
export function PublishSwitch({ post }: { post: AdminPostSummary }) {
  const t = useT();
  const publish = useSetPostPublished();
  const canManage = useCanManagePosts();
  if (!canManage) return null;
  return (
    <Switch
      checked={post.is_published}
      onCheckedChange={(published) => publish.mutate({ id: post.id, published })}
      disabled={publish.isPending}
      aria-label={t("admin.blog.publishLabel", { title: post.title })}
      title={t("admin.blog.publishLabel", { title: post.title })}
    />
  );
}

interface PostActionsProps {
  post: AdminPostSummary;
  onEdit: (id: string) => void;
  compact?: boolean;
}

/** View on the blog (published posts), edit and delete after a confirmation. */
export function PostActions({ post, onEdit, compact = false }: PostActionsProps) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeletePost();
  const title = post.title;
  const canManage = useCanManagePosts();
  return (
    <div className="flex items-center justify-end gap-1">
      {post.is_published && (
        <Button variant="ghost" size={compact ? "icon" : "sm"} asChild>
          <a
            href={pathInLocale(`/blog/${encodeURIComponent(post.slug)}`, locale)}
            target="_blank"
            rel="noopener"
            aria-label={t("admin.blog.viewLabel", { title })}
            title={compact ? t("admin.blog.viewLabel", { title }) : undefined}
          >
            <ExternalLink aria-hidden="true" />
            {!compact && t("back-office.view")}
          </a>
        </Button>
      )}
      {canManage && (
        <>
          <Button
            variant="ghost"
            size={compact ? "icon" : "sm"}
            aria-label={t("admin.blog.editLabel", { title })}
            title={compact ? t("admin.blog.editLabel", { title }) : undefined}
            onClick={() => onEdit(post.id)}
          >
            <Pencil aria-hidden="true" />
            {!compact && t("back-office.edit")}
          </Button>
          <ConfirmDeleteButton
            label={t("admin.blog.deleteLabel", { title })}
            title={t("admin.blog.deleteTitle")}
            description={t("admin.blog.deleteDescription", { title })}
            onConfirm={() => remove.mutate(post.id)}
            pending={remove.isPending}
            compact={compact}
          />
        </>
      )}
    </div>
  );
}
