import type { ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { AdminRate } from "../api/get-admin-rates";
import type { Locale } from "../../../../i18n/locale";
import type { Translate } from "../../../../i18n/translate";
import { formatUpdated, mortgageTypeLabel, provinceLabel, rateTypeLabel, sourceLabel } from "../format";
import { DeleteRateButton } from "./delete-rate-button";
import { EditableRateCell } from "./editable-rate-cell";
import { RateActiveBadge } from "./rate-active-badge";
import { rateTermLabel } from "../../../components/rates/rate-labels";

/** Text at the height of the row's buttons, so every cell of a row reads on one line. */
function Text({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <span className={`inline-flex min-h-9 items-center ${className}`}>{children}</span>;
}

/** The rates table's columns; the rates themselves are edited in their cells. */
export function rateColumns(t: Translate, locale: Locale): ColumnDef<AdminRate, unknown>[] {
  return [
    {
      id: "term",
      header: t("admin.rates.columnTerm"),
      cell: ({ row }) => (
        <Text className="font-semibold whitespace-nowrap">{rateTermLabel(row.original.term, t)}</Text>
      ),
      meta: { rowHeader: true },
    },
    {
      id: "rate_type",
      header: t("admin.rates.columnType"),
      cell: ({ row }) => <Text>{rateTypeLabel(row.original.rate_type, t)}</Text>,
    },
    {
      id: "province",
      header: t("admin.rates.columnProvince"),
      cell: ({ row }) => <Text>{provinceLabel(row.original.province, locale)}</Text>,
      meta: { className: "min-w-28" },
    },
    {
      id: "mortgage_type",
      header: t("admin.rates.columnMortgageType"),
      cell: ({ row }) => <Text>{mortgageTypeLabel(row.original.mortgage_type, t)}</Text>,
    },
    {
      id: "posted_rate",
      header: t("admin.rates.columnPosted"),
      cell: ({ row }) => <EditableRateCell rate={row.original} field="posted_rate" />,
    },
    {
      id: "our_rate",
      header: t("admin.rates.columnOurs"),
      cell: ({ row }) => <EditableRateCell rate={row.original} field="our_rate" />,
    },
    {
      id: "source",
      header: t("admin.rates.columnSource"),
      cell: ({ row }) => (
        <Text className="text-muted-foreground">
          <span title={row.original.source_url}>{sourceLabel(row.original.source_url, t)}</span>
        </Text>
      ),
    },
    {
      id: "updated_at",
      header: t("admin.rates.columnUpdated"),
      cell: ({ row }) => (
        <Text className="whitespace-nowrap text-muted-foreground">
          <time dateTime={row.original.updated_at}>{formatUpdated(row.original.updated_at, locale)}</time>
        </Text>
      ),
    },
    {
      id: "is_active",
      header: t("admin.rates.columnStatus"),
      cell: ({ row }) => <RateActiveBadge rate={row.original} />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("admin.common.actions")}</span>,
      cell: ({ row }) => <DeleteRateButton rate={row.original} compact />,
    },
  ];
}
