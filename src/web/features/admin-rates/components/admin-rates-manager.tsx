import { useSearchParams } from "react-router";
import { Percent } from "lucide-react";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { ADMIN_RATES_PAGE_SIZE, useAdminRates, type AdminRatesFilters } from "../api/get-admin-rates";
import { useLocale, useT } from "../../../i18n/use-t";
import { AddRateDialog } from "./add-rate-dialog";
import { rateColumns } from "./rate-columns";
import { RateCard } from "./rate-card";
import { RateFilters } from "./rate-filters";
import { RateSyncPanel } from "./rate-sync-panel";

const FILTER_NAMES = ["province", "rate_type", "active"] as const;

/** Filters live in the address (`?tab=rates&province=Ontario&active=false`), so a reload keeps them. */
function useRateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: AdminRatesFilters = {
    province: searchParams.get("province") ?? "",
    rate_type: searchParams.get("rate_type") ?? "",
    active: searchParams.get("active") ?? "",
  };
  const update = (changes: Partial<AdminRatesFilters>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // A new filter starts on its first page.
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    filtered: FILTER_NAMES.some((name) => filters[name] !== ""),
    setFilter: (name: keyof AdminRatesFilters, value: string) => update({ [name]: value }),
    clearFilters: () => update({ province: "", rate_type: "", active: "" }),
  };
}

/**
 * The super admin's rates tab: the rate sync panel with its 'Scrape rates' button, then add, inline
 * edit, the active badge toggle and delete (spec section 2).
 */
export function AdminRatesManager() {
  const t = useT();
  const locale = useLocale();
  const { filters, filtered, setFilter, clearFilters } = useRateFilters();
  const [page, setPage] = usePageParam();
  const rates = useAdminRates(filters, page);

  return (
    <>
      <RateSyncPanel />
      <section aria-labelledby="admin-rates-title" className="mx-auto mt-8 max-w-content">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="admin-rates-title" className="text-lg font-semibold tracking-tight">
              {t("admin.rates.listTitle")}
            </h3>
            <p className="mt-1 max-w-prose text-sm text-muted-foreground">
              {t("admin.rates.listDescription")}
            </p>
          </div>
          <AddRateDialog />
        </div>
        <div className="mt-4">
          <RateFilters filters={filters} onChange={setFilter} />
        </div>
        <div className="mt-5">
          <QueryView
            query={rates}
            loading={
              <SkeletonRows label={t("admin.rates.loading")} rows={4} rowClassName="h-16 rounded-xl" />
            }
            error={t("admin.rates.loadFailed")}
            errorToast={t("admin.rates.loadFailed")}
            isEmpty={(data) => data.rates.length === 0}
            empty={
              <EmptyState
                icon={Percent}
                message={filtered || page > 0 ? t("admin.rates.noMatch") : t("admin.rates.empty")}
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
              <DataTable
                label={t("admin.rates.listTitle")}
                columns={rateColumns(t, locale)}
                rows={data.rates}
                getRowId={(rate) => rate.id}
                total={data.total}
                page={page}
                pageSize={ADMIN_RATES_PAGE_SIZE}
                onPageChange={setPage}
                renderCard={(rate) => <RateCard rate={rate} />}
                busy={rates.isFetching}
                noun={[t("admin.rates.nounOne"), t("admin.rates.nounOther")]}
              />
            )}
          </QueryView>
        </div>
      </section>
    </>
  );
}
