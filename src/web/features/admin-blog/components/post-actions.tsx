import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { Switch } from "../../../components/ui/switch";
import { useSession } from "../../../lib/session";
import type { AdminPostSummary } from "../api/get-admin-posts";
import { useDeletePost } from "../api/delete-post";
import { useSetPostPublished } from "../api/set-post-published";
import {
  adminBlogMessages as text,
  deleteDescription,
  deleteLabel,
  editLabel,
  publishLabel,
  viewLabel,
} from "../messages";

/** Spec section 6: the publish, edit and delete controls are for super_admin only. */
export function useCanManagePosts(): boolean {
  return useSession().user?.role === "super_admin";
}

/** The publish/unpublish toggle of a post (spec section 4). */
export function PublishSwitch({ post }: { post: AdminPostSummary }) {
  const publish = useSetPostPublished();
  const canManage = useCanManagePosts();
  if (!canManage) return null;
  return (
    <Switch
      checked={post.is_published}
      onCheckedChange={(published) => publish.mutate({ id: post.id, published })}
      disabled={publish.isPending}
      aria-label={publishLabel(post.title)}
      title={publishLabel(post.title)}
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
  const remove = useDeletePost();
  const canManage = useCanManagePosts();
  return (
    <div className="flex items-center justify-end gap-1">
      {post.is_published && (
        <Button variant="ghost" size={compact ? "icon" : "sm"} asChild>
          <a
            href={`/blog/${encodeURIComponent(post.slug)}`}
            target="_blank"
            rel="noopener"
            aria-label={viewLabel(post.title)}
            title={compact ? viewLabel(post.title) : undefined}
          >
            <ExternalLink aria-hidden="true" />
            {!compact && text.view}
          </a>
        </Button>
      )}
      {canManage && (
        <>
          <Button
            variant="ghost"
            size={compact ? "icon" : "sm"}
            aria-label={editLabel(post.title)}
            title={compact ? editLabel(post.title) : undefined}
            onClick={() => onEdit(post.id)}
          >
            <Pencil aria-hidden="true" />
            {!compact && text.edit}
          </Button>
          <ConfirmDeleteButton
            label={deleteLabel(post.title)}
            title={text.deleteTitle}
            description={deleteDescription(post.title)}
            onConfirm={() => remove.mutate(post.id)}
            pending={remove.isPending}
            compact={compact}
          />
        </>
      )}
    </div>
  );
}
