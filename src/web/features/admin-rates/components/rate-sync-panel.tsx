import { RefreshCw } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRateSync } from "../api/get-rate-sync";
import { useIsScraping } from "../api/scrape-rates";
import { useT } from "../../../i18n/use-t";
import { BROKERAGE_TIME_ZONE } from "../sync-format";
import { RateSyncLastRun } from "./rate-sync-last-run";
import { RateSyncOffNote } from "./rate-sync-off-note";
import { RateSyncSettings } from "./rate-sync-settings";
import { ScrapeRatesButton } from "./scrape-rates-button";

function PanelSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-3" role="status" aria-label={t("admin.rateSync.loading")}>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-20 rounded-lg" />
    </div>
  );
}

/**
 * The top of the rates tab: where rates come from, the nightly run, the last run and the 'Scrape
 * rates' button (spec section 4). With no source configured it says so and offers no button, since
 * the server would refuse it.
 */
export function RateSyncPanel() {
  const t = useT();
  const scraping = useIsScraping();
  const sync = useRateSync({ scraping });
  const status = sync.data;
  const configured = status?.configured === true;
  return (
    <Card
      role="region"
      aria-labelledby="rate-sync-title"
      aria-busy={sync.isFetching}
      className="mx-auto mt-8 max-w-content p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-1 basis-72 gap-3">
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:inline-flex">
            <RefreshCw className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 id="rate-sync-title" className="text-lg font-semibold tracking-tight">
                {t("admin.rateSync.title")}
              </h3>
              {status?.configured === false && <Badge variant="secondary">{t("admin.rateSync.off")}</Badge>}
            </div>
            {configured && (
              <p className="mt-1 max-w-prose text-sm text-muted-foreground">
                {t("admin.rateSync.description")}
              </p>
            )}
          </div>
        </div>
        {configured && <ScrapeRatesButton runInProgress={status.last_run?.outcome === "running"} />}
      </div>
      <div className="mt-5 grid gap-6">
        <QueryView query={sync} loading={<PanelSkeleton />} error={t("admin.rateSync.loadFailed")}>
          {(loaded) => (
            <>
              {configured ? <RateSyncSettings status={loaded} /> : <RateSyncOffNote />}
              {(configured || loaded.last_run) && (
                <div className="border-t border-border pt-5">
                  <RateSyncLastRun
                    run={loaded.last_run}
                    timeZone={loaded.schedule?.timezone ?? BROKERAGE_TIME_ZONE}
                    scheduled={loaded.schedule !== null}
                  />
                </div>
              )}
            </>
          )}
        </QueryView>
      </div>
    </Card>
  );
}
