import { useEffect, useId, useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Inbox, Plus } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageParam } from "../../../lib/use-page-param";
import { CATALOGUE_PAGE_SIZE, useAdminCatalogue } from "../api/get-admin-catalogue";
import { useDeleteCatalogueItem } from "../api/delete-catalogue-item";
import type { CatalogueResource, CatalogueRow } from "../catalogue-resource";
import { catalogueActionMessages as text } from "../messages";
import { CatalogueFormDialog } from "./catalogue-form-dialog";
import { RowActions } from "./row-actions";

interface DialogState<Row> {
  open: boolean;
  row: Row | null;
}

/** A products, services or lenders tab: the server-paged list, its create/edit dialog and delete. */
export function CatalogueManager<Row extends CatalogueRow>({
  resource,
}: {
  resource: CatalogueResource<Row>;
}) {
  const titleId = useId();
  const { messages } = resource;
  const [page, setPage] = usePageParam();
  const list = useAdminCatalogue(resource, page);
  const remove = useDeleteCatalogueItem(resource);
  // The row stays while the dialog closes, so its title does not change during the animation.
  const [dialog, setDialog] = useState<DialogState<Row>>({ open: false, row: null });

  useEffect(() => {
    if (list.isError) toast.error(messages.loadFailed, { id: `load-${messages.singular}` });
  }, [list.isError, messages]);

  const rows = list.data?.rows;
  // A page emptied by deletions (or an address past the end) shows the last page that has rows.
  useEffect(() => {
    if (rows && rows.length === 0 && page > 0 && !list.isFetching) setPage(page - 1);
  }, [rows, page, list.isFetching, setPage]);

  const actions = (row: Row, compact: boolean) => (
    <RowActions
      row={row}
      messages={messages}
      compact={compact}
      onEdit={() => setDialog({ open: true, row })}
      onDelete={() => remove.mutate(row.id)}
      deleting={remove.isPending && remove.variables === row.id}
    />
  );

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      ...resource.columns,
      {
        id: "actions",
        header: () => <span className="sr-only">{text.columnActions}</span>,
        cell: ({ row }) => actions(row.original, true),
        meta: { className: "w-0 whitespace-nowrap" },
      },
    ],
    // The actions read the delete state, so the column is rebuilt when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource.columns, remove.isPending, remove.variables],
  );

  return (
    <section aria-labelledby={titleId} className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold tracking-tight">
            {messages.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{messages.listDescription}</p>
        </div>
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" />
          {text.add(messages.singular)}
        </Button>
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading(messages.noun[1])}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={messages.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <Inbox className="size-5 shrink-0" aria-hidden="true" />
            <p>{messages.empty}</p>
          </div>
        ) : (
          <DataTable
            label={messages.listTitle}
            columns={columns}
            rows={list.data.rows}
            getRowId={(row) => row.id}
            total={list.data.total}
            page={page}
            pageSize={CATALOGUE_PAGE_SIZE}
            onPageChange={setPage}
            renderCard={(row) => resource.renderCard(row, actions(row, false))}
            busy={list.isFetching}
            noun={messages.noun}
          />
        )}
      </div>
      <CatalogueFormDialog
        resource={resource}
        open={dialog.open}
        row={dialog.row}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
