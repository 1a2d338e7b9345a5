import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useScrapeRates } from "../api/scrape-rates";
import { useT } from "../../../i18n/use-t";

interface ScrapeRatesButtonProps {
  /** A run started elsewhere (the nightly run, another admin) is under way: pressing would be refused. */
  runInProgress: boolean;
}

/** Runs the sync now; says so while the server works, and is held back while another run is under way. */
export function ScrapeRatesButton({ runInProgress }: ScrapeRatesButtonProps) {
  const t = useT();
  const scrape = useScrapeRates();
  const pending = scrape.isPending;
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <Button
        onClick={() => scrape.mutate()}
        disabled={pending || runInProgress}
        aria-busy={pending}
        aria-describedby={runInProgress && !pending ? "rate-sync-in-progress" : undefined}
      >
        {pending ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {pending ? t("admin.rateSync.scraping") : t("admin.rateSync.scrape")}
      </Button>
      {runInProgress && !pending && (
        <p id="rate-sync-in-progress" className="max-w-xs text-xs text-muted-foreground sm:text-right">
          {t("admin.rateSync.runInProgress")}
        </p>
      )}
    </div>
  );
}
