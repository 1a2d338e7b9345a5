import type { ColumnDef } from "@tanstack/react-table";
import type { AgentDocument } from "../api/get-documents";
import { dashboardDocumentsMessages as text } from "../messages";
import {
  DeleteDocumentButton,
  DocumentLink,
  DocumentSize,
  DocumentTypeBadge,
  DocumentUploaded,
} from "./document-parts";

export const documentColumns: ColumnDef<AgentDocument>[] = [
  {
    id: "name",
    header: text.columnName,
    meta: { rowHeader: true, className: "min-w-56" },
    cell: ({ row }) => <DocumentLink document={row.original} />,
  },
  {
    id: "size",
    header: text.columnSize,
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => <DocumentSize document={row.original} />,
  },
  {
    id: "type",
    header: text.columnType,
    cell: ({ row }) => <DocumentTypeBadge document={row.original} />,
  },
  {
    id: "uploaded",
    header: text.columnUploaded,
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => <DocumentUploaded document={row.original} />,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">{text.columnActions}</span>,
    meta: { className: "w-12" },
    cell: ({ row }) => <DeleteDocumentButton document={row.original} compact />,
  },
];
