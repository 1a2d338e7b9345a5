import { useState } from "react";
import { Info, MessageSquareQuote, PenLine } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useOwnTestimonials } from "../api/get-own-testimonials";
import { useT } from "../../../i18n/use-t";
import { useOwnTestimonialColumns } from "./own-testimonial-columns";
import { OwnTestimonialCard } from "./own-testimonial-card";
import { SubmitTestimonialDialog } from "./submit-testimonial-dialog";

/** The agent dashboard's testimonials tab (spec section 2): the agent's own, and a form to submit one. */
export function DashboardTestimonialsManager() {
  const t = useT();
  const columns = useOwnTestimonialColumns();
  const [page, setPage] = usePageParam();
  const list = useOwnTestimonials(page);
  const [formOpen, setFormOpen] = useState(false);

  return (
    <section aria-labelledby="dashboard-testimonials-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="dashboard-testimonials-title" className="text-lg font-semibold tracking-tight">
            {t("dashboard.testimonials.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("dashboard.testimonials.listDescription")}</p>
        </div>
        <Button onClick={() => setFormOpen(true)}>
          <PenLine aria-hidden="true" />
          {t("dashboard.testimonials.submit")}
        </Button>
      </div>
      <p className="mt-4 flex items-start gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t("dashboard.testimonials.approvalNote")}
      </p>
      <div className="mt-5">
        <QueryView
          query={list}
          loading={
            <SkeletonRows
              label={t("dashboard.testimonials.loading")}
              rows={3}
              rowClassName="h-20 rounded-xl"
            />
          }
          error={t("dashboard.testimonials.loadFailed")}
          errorToast={t("dashboard.testimonials.loadFailed")}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={
            <EmptyState
              icon={MessageSquareQuote}
              message={t("dashboard.testimonials.empty")}
              action={
                page > 0 && (
                  <Button variant="outline" size="sm" onClick={() => setPage(0)}>
                    {t("back-office.firstPage")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("dashboard.testimonials.listTitle")}
              columns={columns}
              rows={data.testimonials}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={list.isFetching}
              noun={(count) => t("back-office.table.testimonials", { count })}
              renderCard={(row) => <OwnTestimonialCard testimonial={row} />}
            />
          )}
        </QueryView>
      </div>
      <SubmitTestimonialDialog open={formOpen} onOpenChange={setFormOpen} />
    </section>
  );
}
