import type { ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { AdminRate } from "../api/get-admin-rates";
import { formatUpdated, sourceLabel } from "../format";
import { adminRatesMessages, rateTypeLabel } from "../messages";
import { DeleteRateButton } from "./delete-rate-button";
import { EditableRateCell } from "./editable-rate-cell";
import { RateActiveBadge } from "./rate-active-badge";

/** Text at the height of the row's buttons, so every cell of a row reads on one line. */
function Text({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <span className={`inline-flex min-h-9 items-center ${className}`}>{children}</span>;
}

/** The rates table's columns; the rates themselves are edited in their cells. */
export const RATE_COLUMNS: ColumnDef<AdminRate, unknown>[] = [
  {
    id: "term",
    header: adminRatesMessages.columnTerm,
    cell: ({ row }) => <Text className="font-semibold whitespace-nowrap">{row.original.term}</Text>,
    meta: { rowHeader: true },
  },
  {
    id: "rate_type",
    header: adminRatesMessages.columnType,
    cell: ({ row }) => <Text>{rateTypeLabel(row.original.rate_type)}</Text>,
  },
  {
    id: "province",
    header: adminRatesMessages.columnProvince,
    cell: ({ row }) => <Text>{row.original.province}</Text>,
    meta: { className: "min-w-28" },
  },
  {
    id: "mortgage_type",
    header: adminRatesMessages.columnMortgageType,
    cell: ({ row }) => <Text>{row.original.mortgage_type}</Text>,
  },
  {
    id: "posted_rate",
    header: adminRatesMessages.columnPosted,
    cell: ({ row }) => <EditableRateCell rate={row.original} field="posted_rate" />,
  },
  {
    id: "our_rate",
    header: adminRatesMessages.columnOurs,
    cell: ({ row }) => <EditableRateCell rate={row.original} field="our_rate" />,
  },
  {
    id: "source",
    header: adminRatesMessages.columnSource,
    cell: ({ row }) => (
      <Text className="text-muted-foreground">
        <span title={row.original.source_url}>{sourceLabel(row.original.source_url)}</span>
      </Text>
    ),
  },
  {
    id: "updated_at",
    header: adminRatesMessages.columnUpdated,
    cell: ({ row }) => (
      <Text className="whitespace-nowrap text-muted-foreground">
        <time dateTime={row.original.updated_at}>{formatUpdated(row.original.updated_at)}</time>
      </Text>
    ),
  },
  {
    id: "is_active",
    header: adminRatesMessages.columnStatus,
    cell: ({ row }) => <RateActiveBadge rate={row.original} />,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">{adminRatesMessages.columnActions}</span>,
    cell: ({ row }) => <DeleteRateButton rate={row.original} compact />,
  },
];
