import { useSearchParams } from "react-router";
import { Inbox } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { LeadFilters } from "../../../components/leads/lead-filters";
import { LeadSortSelect, useLeadSortParam } from "../../../components/leads/lead-follow-up";
import { LeadSearch } from "../../../components/leads/lead-search";
import { LeadsExportLink } from "../../../components/leads/leads-export-link";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { useElementWidth } from "../../../lib/use-element-width";
import { ADMIN_LEADS_EXPORT_PATH } from "../api/export-admin-leads";
import { useAdminLeads, type AdminLeadsFilters } from "../api/get-admin-leads";
import { useT } from "../../../i18n/use-t";
import { LeadCards } from "./lead-cards";
import { useLinkedLead } from "../../../components/leads/linked-lead";
import { useLeadsPage } from "../../../components/leads/lead-pages";
import { LeadsTable } from "./leads-table";

/** Below this width (a phone, or a laptop with the sidebar open) the columns would be cramped: cards instead. */
const TABLE_MIN_WIDTH = 920;
const FILTER_NAMES = ["q", "status", "type", "source"] as const;

/**
 * The search and filters live in the address (`?tab=leads&q=marie&source=AI+Chatbot`), so a reload
 * keeps them; changing one goes back to the first page (useLeadsPage's `?page=`).
 */
function useLeadFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: AdminLeadsFilters = {
    q: searchParams.get("q") ?? "",
    status: searchParams.get("status") ?? "",
    type: searchParams.get("type") ?? "",
    source: searchParams.get("source") ?? "",
  };
  const update = (changes: Partial<Record<(typeof FILTER_NAMES)[number] | "page", string>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    filtered: FILTER_NAMES.some((name) => filters[name] !== ""),
    setFilter: (name: keyof AdminLeadsFilters, value: string) => update({ [name]: value, page: "" }),
    clearFilters: () => update({ q: "", status: "", type: "", source: "", page: "" }),
  };
}

/**
 * The super admin's leads tab: every lead with its agent, searched, filtered and in either order,
 * its follow-up, a status dropdown, its conversation and delete, and a CSV export of the filtered
 * list; each lead opens its own page.
 */
export function AdminLeadsManager() {
  const t = useT();
  const { filters, filtered, setFilter, clearFilters } = useLeadFilters();
  const [sort, setSort] = useLeadSortParam();
  const { page, cursor, goTo } = useLeadsPage();
  const leads = useAdminLeads(filters, sort, page, cursor);
  const linkedLead = useLinkedLead(leads.data?.leads.map((lead) => lead.id));
  const [sectionRef, width] = useElementWidth<HTMLElement>();

  const first = leads.data ? leads.data.offset + 1 : 0;
  const last = leads.data ? leads.data.offset + leads.data.leads.length : 0;
  // Rows still on screen from another page have no cursor for this page's neighbours.
  const shown = leads.isPlaceholderData ? undefined : leads.data;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="admin-leads-title"
      className="@container mx-auto mt-8 max-w-content"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="admin-leads-title" className="text-lg font-semibold tracking-tight">
            {t("admin.leads.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("admin.leads.listDescription")}</p>
        </div>
        <LeadsExportLink path={ADMIN_LEADS_EXPORT_PATH} filters={filters} />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LeadSearch q={filters.q} onSearch={(q) => setFilter("q", q)} />
        <LeadSortSelect sort={sort} onChange={setSort} />
      </div>
      <div className="mt-3">
        <LeadFilters filters={filters} counts={leads.data?.counts} onChange={setFilter} />
      </div>
      <div className="mt-5" aria-busy={leads.isFetching}>
        <QueryView
          query={leads}
          loading={<SkeletonRows label={t("admin.leads.loading")} rows={4} rowClassName="h-24 rounded-xl" />}
          error={t("admin.leads.loadFailed")}
          errorToast={t("admin.leads.loadFailed")}
          isEmpty={(data) => data.leads.length === 0}
          empty={
            <EmptyState
              icon={Inbox}
              message={filtered || page > 0 ? t("admin.leads.noMatch") : t("admin.leads.empty")}
              action={
                (filtered || page > 0) && (
                  <Button variant="outline" size="sm" onClick={clearFilters}>
                    {t("admin.common.clearFilters")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <>
              {width >= TABLE_MIN_WIDTH ? (
                <LeadsTable leads={data.leads} linkedLead={linkedLead} />
              ) : (
                <LeadCards leads={data.leads} linkedLead={linkedLead} />
              )}
              <nav
                aria-label={t("admin.leads.pagesLabel")}
                className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
              >
                <p aria-live="polite">{t("admin.leads.pageSummary", { first, last, total: data.total })}</p>
                {data.total > data.limit && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page === 0}
                      onClick={() => goTo(page - 1, shown)}
                    >
                      {t("admin.leads.previousPage")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={last >= data.total}
                      onClick={() => goTo(page + 1, shown)}
                    >
                      {t("admin.leads.nextPage")}
                    </Button>
                  </div>
                )}
              </nav>
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}
