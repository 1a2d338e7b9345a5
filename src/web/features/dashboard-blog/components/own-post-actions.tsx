import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { OwnPostSummary } from "../api/get-own-posts";
import { useDeleteOwnPost } from "../api/delete-own-post";
import { pathInLocale } from "../../../../i18n/locale";
import { useLocale, useT } from "../../../i18n/use-t";

interface OwnPostActionsProps {
  post: OwnPostSummary;
  onEdit: (id: string) => void;
  compact?: boolean;
}

/** View on the blog (published posts); edit, and delete after a confirmation, on the agent's own writing. */
export function OwnPostActions({ post, onEdit, compact = false }: OwnPostActionsProps) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteOwnPost();
  return (
    <div className="flex items-center justify-end gap-1">
      {post.is_published && (
        <Button variant="ghost" size={compact ? "icon" : "sm"} asChild>
          <a
            href={pathInLocale(`/blog/${encodeURIComponent(post.slug)}`, locale)}
            target="_blank"
            rel="noopener"
            aria-label={t("dashboard.blog.viewLabel", { title: post.title })}
            title={compact ? t("dashboard.blog.viewLabel", { title: post.title }) : undefined}
          >
            <ExternalLink aria-hidden="true" />
            {!compact && t("back-office.view")}
          </a>
        </Button>
      )}
      {!post.admin_created && (
        <>
          <Button
            variant="ghost"
            size={compact ? "icon" : "sm"}
            aria-label={t("dashboard.blog.editLabel", { title: post.title })}
            title={compact ? t("dashboard.blog.editLabel", { title: post.title }) : undefined}
            onClick={() => onEdit(post.id)}
          >
            <Pencil aria-hidden="true" />
            {!compact && t("back-office.edit")}
          </Button>
          <ConfirmDeleteButton
            label={t("dashboard.blog.deleteLabel", { title: post.title })}
            title={t("dashboard.blog.deleteTitle")}
            description={t(
              post.is_published ? "dashboard.blog.deletePublished" : "dashboard.blog.deleteDraft",
              { title: post.title },
            )}
            onConfirm={() => remove.mutate(post.id)}
            pending={remove.isPending}
            compact={compact}
          />
        </>
      )}
    </div>
  );
}
