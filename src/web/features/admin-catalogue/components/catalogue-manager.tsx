import { useEffect, useId, useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Inbox, Plus } from "lucide-react";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { CATALOGUE_PAGE_SIZE, useAdminCatalogue } from "../api/get-admin-catalogue";
import { useDeleteCatalogueItem } from "../api/delete-catalogue-item";
import { useLocale, useT } from "../../../i18n/use-t";
import { catalogueText, type CatalogueResource, type CatalogueRow } from "../catalogue-resource";
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
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const { messages } = resource;
  const say = (text: Parameters<typeof catalogueText>[1]) => t(catalogueText(messages, text));
  const [page, setPage] = usePageParam();
  const list = useAdminCatalogue(resource, page);
  const remove = useDeleteCatalogueItem(resource);
  // The row stays while the dialog closes, so its title does not change during the animation.
  const [dialog, setDialog] = useState<DialogState<Row>>({ open: false, row: null });

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
      ...resource.columns(t, locale),
      {
        id: "actions",
        header: () => <span className="sr-only">{t("back-office.actions")}</span>,
        cell: ({ row }) => actions(row.original, true),
        meta: { className: "w-0 whitespace-nowrap" },
      },
    ],
    // The actions read the delete state, so the column is rebuilt when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, t, locale, remove.isPending, remove.variables],
  );

  return (
    <section aria-labelledby={titleId} className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold tracking-tight">
            {say("listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{say("listDescription")}</p>
        </div>
        <Button onClick={() => setDialog({ open: true, row: null })}>
          <Plus aria-hidden="true" />
          {say("add")}
        </Button>
      </div>
      <div className="mt-5">
        <QueryView
          query={list}
          loading={<SkeletonRows label={say("loading")} rows={3} rowClassName="h-16 rounded-xl" />}
          error={say("loadFailed")}
          errorToast={say("loadFailed")}
          isEmpty={(data) => data.total === 0}
          empty={<EmptyState icon={Inbox} message={say("empty")} />}
        >
          {(data) => (
            <DataTable
              label={say("listTitle")}
              columns={columns}
              rows={data.rows}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={CATALOGUE_PAGE_SIZE}
              onPageChange={setPage}
              renderCard={(row) => resource.renderCard(row, actions(row, false))}
              busy={list.isFetching}
              noun={[say("nounOne"), say("nounOther")]}
            />
          )}
        </QueryView>
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
