import { useEffect, useState } from "react";
import { Info, MessageSquareQuote, PenLine } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageParam } from "../../../lib/use-page-param";
import { useOwnTestimonials } from "../api/get-own-testimonials";
import { dashboardTestimonialsMessages as text } from "../messages";
import { ownTestimonialColumns } from "./own-testimonial-columns";
import { OwnTestimonialCard } from "./own-testimonial-card";
import { SubmitTestimonialDialog } from "./submit-testimonial-dialog";

const LOAD_ERROR_TOAST_ID = "dashboard-testimonials-load-error";

/** The agent dashboard's testimonials tab (spec section 2): the agent's own, and a form to submit one. */
export function DashboardTestimonialsManager() {
  const [page, setPage] = usePageParam();
  const list = useOwnTestimonials(page);
  const [formOpen, setFormOpen] = useState(false);

  useEffect(() => {
    if (list.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [list.isError]);

  return (
    <section aria-labelledby="dashboard-testimonials-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="dashboard-testimonials-title" className="text-lg font-semibold tracking-tight">
            {text.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
        </div>
        <Button onClick={() => setFormOpen(true)}>
          <PenLine aria-hidden="true" />
          {text.submit}
        </Button>
      </div>
      <p className="mt-4 flex items-start gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {text.approvalNote}
      </p>
      <div className="mt-5">
        {list.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.testimonials.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <MessageSquareQuote className="size-5 shrink-0" aria-hidden="true" />
            <p>{text.empty}</p>
            {page > 0 && (
              <Button variant="outline" size="sm" onClick={() => setPage(0)}>
                {text.firstPage}
              </Button>
            )}
          </div>
        ) : (
          <DataTable
            label={text.listTitle}
            columns={ownTestimonialColumns}
            rows={list.data.testimonials}
            getRowId={(row) => row.id}
            total={list.data.total}
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={setPage}
            busy={list.isFetching}
            noun={["testimonial", "testimonials"]}
            renderCard={(row) => <OwnTestimonialCard testimonial={row} />}
          />
        )}
      </div>
      <SubmitTestimonialDialog open={formOpen} onOpenChange={setFormOpen} />
    </section>
  );
}
