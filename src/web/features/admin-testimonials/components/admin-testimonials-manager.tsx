import { useMemo, useState } from "react";
import { MessageSquareQuote, PenLine } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { TESTIMONIAL_STATES, type TestimonialState } from "../../../../domain/schemas/testimonials";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { useFilterParam } from "../../../lib/use-filter-param";
import { usePageParam } from "../../../lib/use-page-param";
import { useAdminTestimonials, type AdminTestimonial, type StateFilter } from "../api/get-admin-testimonials";
import type { MessageId } from "../../../../i18n/catalogs";
import { useT } from "../../../i18n/use-t";
import { testimonialColumns } from "./testimonial-columns";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialFormDialog } from "./testimonial-form-dialog";

const STATE_LABELS: Record<TestimonialState, MessageId> = {
  pending: "back-office.pending",
  approved: "back-office.approved",
};

type DialogState = { open: false } | { open: true; testimonial?: AdminTestimonial };

/** The super admin's testimonials tab (spec section 2): review, approve, write, edit and delete. */
export function AdminTestimonialsManager() {
  const t = useT();
  const [state, setState] = useFilterParam("state", TESTIMONIAL_STATES);
  const [page, setPage] = usePageParam();
  const list = useAdminTestimonials(state, page);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const columns = useMemo(
    () => testimonialColumns((testimonial) => setDialog({ open: true, testimonial }), t),
    [t],
  );

  const filtered = state !== "" || page > 0;
  return (
    <section aria-labelledby="admin-testimonials-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="admin-testimonials-title" className="text-lg font-semibold tracking-tight">
            {t("admin.testimonials.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("admin.testimonials.listDescription")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t("back-office.state")}
            <NativeSelect
              className="w-40"
              value={state}
              onChange={(event) => setState(event.target.value as StateFilter)}
            >
              <option value="">{t("back-office.allStates")}</option>
              {TESTIMONIAL_STATES.map((known) => (
                <option key={known} value={known}>
                  {t(STATE_LABELS[known])}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={() => setDialog({ open: true })}>
            <PenLine aria-hidden="true" />
            {t("admin.testimonials.write")}
          </Button>
        </div>
      </div>
      <div className="mt-5">
        <QueryView
          query={list}
          loading={
            <SkeletonRows label={t("admin.testimonials.loading")} rows={4} rowClassName="h-20 rounded-xl" />
          }
          error={t("admin.testimonials.loadFailed")}
          errorToast={t("admin.testimonials.loadFailed")}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={
            <EmptyState
              icon={MessageSquareQuote}
              message={filtered ? t("admin.testimonials.noMatch") : t("admin.testimonials.empty")}
              action={
                filtered && (
                  <Button variant="outline" size="sm" onClick={() => setState("")}>
                    {t("back-office.showAll")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("admin.testimonials.listTitle")}
              columns={columns}
              rows={data.testimonials}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={list.isFetching}
              noun={(count) => t("back-office.table.testimonials", { count })}
              renderCard={(row) => (
                <TestimonialCard
                  testimonial={row}
                  onEdit={(testimonial) => setDialog({ open: true, testimonial })}
                />
              )}
            />
          )}
        </QueryView>
      </div>
      <TestimonialFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
        testimonial={dialog.open ? dialog.testimonial : undefined}
      />
    </section>
  );
}
