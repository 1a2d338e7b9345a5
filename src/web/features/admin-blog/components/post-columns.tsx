import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "../../../../domain/format";
import type { Translate } from "../../../../i18n/translate";
import { useLocale } from "../../../i18n/use-t";
import type { AdminPostSummary } from "../api/get-admin-posts";
import { PostActions, PublishSwitch } from "./post-actions";
import { PostStateBadge } from "./post-badges";

/** The day a post went live, in the page's language, or a dash for a draft. */
function PublishedDate({ iso, none }: { iso: string | null; none: string }) {
  const locale = useLocale();
  return <>{iso ? formatDate(new Date(iso), "medium", { locale }) : none}</>;
}

/** The table's columns; `onEdit` opens the editor on a post. */
export function postColumns(onEdit: (id: string) => void, t: Translate): ColumnDef<AdminPostSummary>[] {
  return [
    {
      id: "title",
      header: t("back-office.title"),
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
      header: t("admin.blog.columnAuthor"),
      meta: { className: "min-w-32" },
      cell: ({ row }) => <span className="break-words">{row.original.agent.name}</span>,
    },
    {
      id: "state",
      header: t("back-office.state"),
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          <PublishSwitch post={row.original} />
          <PostStateBadge published={row.original.is_published} />
        </div>
      ),
    },
    {
      id: "published",
      header: t("back-office.published"),
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => (
        <PublishedDate iso={row.original.published_at} none={t("admin.blog.notPublished")} />
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("back-office.actions")}</span>,
      cell: ({ row }) => <PostActions post={row.original} onEdit={onEdit} compact />,
    },
  ];
}
