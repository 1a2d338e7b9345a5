import { useEffect, useMemo, useState } from "react";
import { MessageSquareQuote, PenLine } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { TESTIMONIAL_STATES, type TestimonialState } from "../../../../domain/schemas/testimonials";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useFilterParam } from "../../../lib/use-filter-param";
import { usePageParam } from "../../../lib/use-page-param";
import { useAdminTestimonials, type AdminTestimonial, type StateFilter } from "../api/get-admin-testimonials";
import { adminTestimonialsMessages as text } from "../messages";
import { testimonialColumns } from "./testimonial-columns";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialFormDialog } from "./testimonial-form-dialog";

const LOAD_ERROR_TOAST_ID = "admin-testimonials-load-error";
const STATE_LABELS: Record<TestimonialState, string> = {
  pending: text.pending,
  approved: text.approvedState,
};

type DialogState = { open: false } | { open: true; testimonial?: AdminTestimonial };

/** The super admin's testimonials tab (spec section 2): review, approve, write, edit and delete. */
export function AdminTestimonialsManager() {
  const [state, setState] = useFilterParam("state", TESTIMONIAL_STATES);
  const [page, setPage] = usePageParam();
  const list = useAdminTestimonials(state, page);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const columns = useMemo(
    () => testimonialColumns((testimonial) => setDialog({ open: true, testimonial })),
    [],
  );

  useEffect(() => {
    if (list.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [list.isError]);

  const filtered = state !== "" || page > 0;
  return (
    <section aria-labelledby="admin-testimonials-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="admin-testimonials-title" className="text-lg font-semibold tracking-tight">
            {text.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {text.stateFilter}
            <NativeSelect
              className="w-40"
              value={state}
              onChange={(event) => setState(event.target.value as StateFilter)}
            >
              <option value="">{text.allStates}</option>
              {TESTIMONIAL_STATES.map((known) => (
                <option key={known} value={known}>
                  {STATE_LABELS[known]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={() => setDialog({ open: true })}>
            <PenLine aria-hidden="true" />
            {text.write}
          </Button>
        </div>
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.testimonials.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <MessageSquareQuote className="size-5 shrink-0" aria-hidden="true" />
            <p>{filtered ? text.noMatch : text.empty}</p>
            {filtered && (
              <Button variant="outline" size="sm" onClick={() => setState("")}>
                {text.showAll}
              </Button>
            )}
          </div>
        ) : (
          <DataTable
            label={text.listTitle}
            columns={columns}
            rows={list.data.testimonials}
            getRowId={(row) => row.id}
            total={list.data.total}
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={setPage}
            busy={list.isFetching}
            noun={["testimonial", "testimonials"]}
            renderCard={(row) => (
              <TestimonialCard
                testimonial={row}
                onEdit={(testimonial) => setDialog({ open: true, testimonial })}
              />
            )}
          />
        )}
      </div>
      <TestimonialFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
        testimonial={dialog.open ? dialog.testimonial : undefined}
      />
    </section>
  );
}
