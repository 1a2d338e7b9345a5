import type { ColumnDef } from "@tanstack/react-table";
import { formatShortDate } from "../../../../domain/text";
import type { AdminPostSummary } from "../api/get-admin-posts";
import { adminBlogMessages as text } from "../messages";
import { PostActions, PublishSwitch } from "./post-actions";
import { PostStateBadge } from "./post-badges";

/** The table's columns; `onEdit` opens the editor on a post. */
export function postColumns(onEdit: (id: string) => void): ColumnDef<AdminPostSummary>[] {
  return [
    {
      id: "title",
      header: text.columnTitle,
      meta: { rowHeader: true, className: "min-w-56" },
      cell: ({ row }) => (
        <>
          <span className="block font-semibold break-words">{row.original.title}</span>
          <span className="block text-xs break-all text-muted-foreground">/blog/{row.original.slug}</span>
        </>
      ),
    },
    {
      id: "author",
      header: text.columnAuthor,
      meta: { className: "min-w-32" },
      cell: ({ row }) => <span className="break-words">{row.original.agent.name}</span>,
    },
    {
      id: "state",
      header: text.columnState,
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          <PublishSwitch post={row.original} />
          <PostStateBadge published={row.original.is_published} />
        </div>
      ),
    },
    {
      id: "published",
      header: text.columnPublished,
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => formatShortDate(row.original.published_at) ?? text.notPublished,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{text.columnActions}</span>,
      cell: ({ row }) => <PostActions post={row.original} onEdit={onEdit} compact />,
    },
  ];
}
