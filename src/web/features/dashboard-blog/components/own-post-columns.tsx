import type { ColumnDef } from "@tanstack/react-table";
import type { OwnPostSummary } from "../api/get-own-posts";
import type { Translate } from "../../../../i18n/translate";
import { ShortDate } from "../../../components/data/short-date";
import { OwnPostActions } from "./own-post-actions";
import { AdminWrittenBadge, OwnPostStateBadge } from "./own-post-state-badge";

/** The table's columns; `onEdit` opens the editor on a post. */
export function ownPostColumns(onEdit: (id: string) => void, t: Translate): ColumnDef<OwnPostSummary>[] {
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
      id: "state",
      header: t("back-office.state"),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-1.5">
          <OwnPostStateBadge published={row.original.is_published} />
          {row.original.admin_created && <AdminWrittenBadge />}
        </div>
      ),
    },
    {
      id: "saved",
      header: t("dashboard.blog.columnSaved"),
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => <ShortDate value={row.original.updated_at} />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("back-office.actions")}</span>,
      cell: ({ row }) => <OwnPostActions post={row.original} onEdit={onEdit} compact />,
    },
  ];
}
