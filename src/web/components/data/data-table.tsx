import type { ReactNode } from "react";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { formatInteger } from "../../../domain/format";
import { useLocale, useT } from "../../i18n/use-t";
import { Button } from "../ui/button";
import { LINKED_CARD_CLASS, LINKED_ROW_CLASS } from "../leads/linked-lead";
import { useElementWidth } from "../../lib/use-element-width";

declare module "@tanstack/react-table" {
  // Lets a column mark its cell as the row's header cell, and style its cells.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    rowHeader?: boolean;
    className?: string;
  }
}

/** Below this width of its own block (a phone, or a laptop with the sidebar open) rows become cards. */
export const TABLE_MIN_WIDTH = 768;

const headerCell = "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase";

export interface DataTableProps<T> {
  /** Names the table and the card list for assistive technology. */
  label: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Rows on the server for the current filters, across every page. */
  total: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  renderCard: (row: T) => ReactNode;
  /** A new page or filter is loading while the current rows stay on screen. */
  busy?: boolean;
  /**
   * What the rows are called in the "Showing 1–25 of 40 …" line, for a number of them, in the page's
   * language (`(count) => t("back-office.table.leads", { count })`); an English [singular, plural]
   * pair is still taken from lists not yet translated.
   */
  noun?: readonly [string, string] | ((count: number) => string);
  /** The row to mark as the current one (aria-current), e.g. the lead an e-mail linked to. */
  currentRowId?: string | null;
}

function nounFor(noun: DataTableProps<unknown>["noun"], total: number): string | undefined {
  if (!noun) return undefined;
  if (typeof noun === "function") return noun(total);
  return total === 1 ? noun[0] : noun[1];
}

/**
 * A page of a server-paged list: a table when its block is wide enough, cards otherwise, and the
 * pager. The server sorts and pages (manualPagination); the table only lays out what it was given.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  total,
  page,
  pageSize,
  onPageChange,
  renderCard,
  busy = false,
  noun,
  currentRowId = null,
}: DataTableProps<T>) {
  const t = useT();
  const locale = useLocale();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  // The table is rebuilt from props on each render and nothing memoizes it, which is what this rule warns of.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page, pageSize } },
    onPaginationChange: (updater) => {
      const next = typeof updater === "function" ? updater({ pageIndex: page, pageSize }) : updater;
      onPageChange(next.pageIndex);
    },
  });
  const first = rows.length > 0 ? page * pageSize + 1 : 0;
  const last = page * pageSize + rows.length;
  const summary = t("back-office.table.summary", {
    first: formatInteger(first, locale),
    last: formatInteger(last, locale),
    total: formatInteger(total, locale),
    noun: nounFor(noun, total) ?? t("back-office.table.rows", { count: total }),
  });

  return (
    <div ref={ref} className="@container" aria-busy={busy}>
      {width === 0 ? null : width >= TABLE_MIN_WIDTH ? (
        <div className="overflow-x-auto rounded-xl border border-border bg-background shadow-sm">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="border-b border-border bg-muted/60">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className={headerCell}>
                      {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-border">
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  aria-current={row.id === currentRowId ? "true" : undefined}
                  className={`align-top ${LINKED_ROW_CLASS}`}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const className = `px-3 py-3 ${meta?.className ?? ""}`;
                    return meta?.rowHeader ? (
                      <th key={cell.id} scope="row" className={`text-left font-normal ${className}`}>
                        {content}
                      </th>
                    ) : (
                      <td key={cell.id} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="grid gap-4 @2xl:grid-cols-2" aria-label={label}>
          {rows.map((row) => (
            <li
              key={getRowId(row)}
              data-row-id={getRowId(row)}
              aria-current={getRowId(row) === currentRowId ? "true" : undefined}
              className={LINKED_CARD_CLASS}
            >
              {renderCard(row)}
            </li>
          ))}
        </ul>
      )}
      <nav
        aria-label={t("back-office.table.pages", { label })}
        className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
      >
        <p aria-live="polite">{summary}</p>
        {table.getPageCount() > 1 && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={!table.getCanPreviousPage()} onClick={table.previousPage}>
              {t("back-office.table.previous")}
            </Button>
            <Button variant="outline" size="sm" disabled={!table.getCanNextPage()} onClick={table.nextPage}>
              {t("back-office.table.next")}
            </Button>
          </div>
        )}
      </nav>
    </div>
  );
}
