import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { AgentDocument } from "../api/get-documents";
import { useT } from "../../../i18n/use-t";
import {
  DeleteDocumentButton,
  DocumentLink,
  DocumentSize,
  DocumentTypeBadge,
  DocumentUploaded,
} from "./document-parts";

/** The table's columns: the name (a link to the file), size, type, date and delete. */
export function useDocumentColumns(): ColumnDef<AgentDocument>[] {
  const t = useT();
  return useMemo(
    () => [
      {
        id: "name",
        header: t("back-office.name"),
        meta: { rowHeader: true, className: "min-w-56" },
        cell: ({ row }) => <DocumentLink document={row.original} />,
      },
      {
        id: "size",
        header: t("dashboard.documents.columnSize"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => <DocumentSize document={row.original} />,
      },
      {
        id: "type",
        header: t("back-office.type"),
        cell: ({ row }) => <DocumentTypeBadge document={row.original} />,
      },
      {
        id: "uploaded",
        header: t("dashboard.documents.columnUploaded"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => <DocumentUploaded document={row.original} />,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("back-office.actions")}</span>,
        meta: { className: "w-12" },
        cell: ({ row }) => <DeleteDocumentButton document={row.original} compact />,
      },
    ],
    [t],
  );
}
