import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { OwnPostSummary } from "../api/get-own-posts";
import { useDeleteOwnPost } from "../api/delete-own-post";
import {
  dashboardBlogMessages as text,
  deleteDescription,
  deleteLabel,
  editLabel,
  viewLabel,
} from "../messages";

interface OwnPostActionsProps {
  post: OwnPostSummary;
  onEdit: (id: string) => void;
  compact?: boolean;
}

/** View on the blog (published posts); edit, and delete after a confirmation, on the agent's own writing. */
export function OwnPostActions({ post, onEdit, compact = false }: OwnPostActionsProps) {
  const remove = useDeleteOwnPost();
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
      {!post.admin_created && (
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
            description={deleteDescription(post.title, post.is_published)}
            onConfirm={() => remove.mutate(post.id)}
            pending={remove.isPending}
            compact={compact}
          />
        </>
      )}
    </div>
  );
}
