import { useSearchParams } from "react-router";
import { Inbox } from "lucide-react";
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../../../../domain/constants";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { LeadFilters, type LeadFilterValues } from "../../../components/leads/lead-filters";
import { LeadSortSelect, useLeadSortParam } from "../../../components/leads/lead-follow-up";
import { LeadSearch } from "../../../components/leads/lead-search";
import { useSearchParam } from "../../../components/search-box";
import { LeadsExportLink } from "../../../components/leads/leads-export-link";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { useFilterParam } from "../../../lib/use-filter-param";
import { LEADS_EXPORT_PATH } from "../api/export-leads";
import { useDashboardLeads } from "../api/get-dashboard-leads";
import { useT } from "../../../i18n/use-t";
import { LeadCard } from "./lead-card";
import { useLinkedLead } from "../../../components/leads/linked-lead";
import { useLeadsPage } from "../../../components/leads/lead-pages";
import { useLeadColumns } from "./lead-columns";

/**
 * The search and filters live in the address (`?tab=leads&q=marie&status=new`), so a reload keeps
 * them; the page is useLeadsPage's.
 */
function useLeadFilters() {
  const [q, setQ] = useSearchParam();
  const [status, setStatus] = useFilterParam("status", LEAD_STATUSES);
  const [type, setType] = useFilterParam("type", LEAD_TYPES);
  const [source, setSource] = useFilterParam("source", LEAD_SOURCES);
  const [, setSearchParams] = useSearchParams();
  const filters: LeadFilterValues = { q, status, type, source };
  const setters = { status: setStatus, type: setType, source: setSource } as const;
  return {
    filters,
    filtered: q !== "" || status !== "" || type !== "" || source !== "",
    setQ,
    // The selects offer only known values; each setter keeps to its own list anyway.
    setFilter: (name: keyof typeof setters, value: string) =>
      (setters[name] as (next: string) => void)(value),
    // One address change: React Router's setters do not queue, so three calls would keep only the last.
    clearFilters: () =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const name of ["q", "status", "type", "source", "page"]) params.delete(name);
          return params;
        },
        { replace: true },
      ),
  };
}

/**
 * The agent dashboard's leads tab: the agent's own leads, searched, filtered and in either order,
 * their follow-ups, conversations, status and a CSV export; each lead opens its own page.
 */
export function DashboardLeadsManager() {
  const { filters, filtered, setQ, setFilter, clearFilters } = useLeadFilters();
  const [sort, setSort] = useLeadSortParam();
  const { page, cursor, goTo } = useLeadsPage();
  const leads = useDashboardLeads(filters, sort, page, cursor);
  const linkedLead = useLinkedLead(leads.data?.leads.map((lead) => lead.id));
  const t = useT();
  const columns = useLeadColumns();

  return (
    <section aria-labelledby="dashboard-leads-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="dashboard-leads-title" className="text-lg font-semibold tracking-tight">
            {t("dashboard.leads.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("dashboard.leads.listDescription")}</p>
        </div>
        <LeadsExportLink path={LEADS_EXPORT_PATH} filters={filters} />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LeadSearch q={filters.q} onSearch={setQ} />
        <LeadSortSelect sort={sort} onChange={setSort} />
      </div>
      <div className="mt-3">
        <LeadFilters filters={filters} counts={leads.data?.counts} onChange={setFilter} />
      </div>
      <div className="mt-5">
        <QueryView
          query={leads}
          loading={
            <SkeletonRows label={t("dashboard.leads.loading")} rows={4} rowClassName="h-24 rounded-xl" />
          }
          error={t("dashboard.leads.loadFailed")}
          errorToast={t("dashboard.leads.loadFailed")}
          isEmpty={(data) => data.leads.length === 0}
          empty={
            <EmptyState
              icon={Inbox}
              message={filtered || page > 0 ? t("dashboard.leads.noMatch") : t("dashboard.leads.empty")}
              action={
                (filtered || page > 0) && (
                  <Button variant="outline" size="sm" onClick={clearFilters}>
                    {t("back-office.clearFilters")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("dashboard.leads.listTitle")}
              columns={columns}
              rows={data.leads}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={(next) => goTo(next, leads.isPlaceholderData ? undefined : data)}
              busy={leads.isFetching}
              noun={(count) => t("back-office.table.leads", { count })}
              renderCard={(lead) => <LeadCard lead={lead} />}
              currentRowId={linkedLead}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}
