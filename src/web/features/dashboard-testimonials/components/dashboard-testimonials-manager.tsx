import { useState } from "react";
import { Info, MessageSquareQuote, PenLine } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useOwnTestimonials } from "../api/get-own-testimonials";
import { dashboardTestimonialsMessages as text } from "../messages";
import { ownTestimonialColumns } from "./own-testimonial-columns";
import { OwnTestimonialCard } from "./own-testimonial-card";
import { SubmitTestimonialDialog } from "./submit-testimonial-dialog";

/** The agent dashboard's testimonials tab (spec section 2): the agent's own, and a form to submit one. */
export function DashboardTestimonialsManager() {
  const [page, setPage] = usePageParam();
  const list = useOwnTestimonials(page);
  const [formOpen, setFormOpen] = useState(false);

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
        <QueryView
          query={list}
          loading={<SkeletonRows label={text.loading} rows={3} rowClassName="h-20 rounded-xl" />}
          error={text.loadFailed}
          errorToast={text.loadFailed}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={
            <EmptyState
              icon={MessageSquareQuote}
              message={text.empty}
              action={
                page > 0 && (
                  <Button variant="outline" size="sm" onClick={() => setPage(0)}>
                    {text.firstPage}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={text.listTitle}
              columns={ownTestimonialColumns}
              rows={data.testimonials}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={list.isFetching}
              noun={["testimonial", "testimonials"]}
              renderCard={(row) => <OwnTestimonialCard testimonial={row} />}
            />
          )}
        </QueryView>
      </div>
      <SubmitTestimonialDialog open={formOpen} onOpenChange={setFormOpen} />
    </section>
  );
}
