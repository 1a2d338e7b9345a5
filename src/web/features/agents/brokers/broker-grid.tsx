import { useEffect } from "react";
import { toast } from "../../../lib/toast";
import { AlertCircle, RefreshCw, Users } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { useActiveAgents } from "../api/get-active-agents";
import { BrokerCard } from "./broker-card";

const BROKERS_TOAST_ID = "brokers-load-failed";
/** Cards in the first row load eagerly; the rest are below the fold on most screens. */
const EAGER_CARDS = 3;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function GridSkeleton() {
  const t = useT();
  return (
    <div className={GRID} role="status" aria-label={t("brokers.grid.loading")}>
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col items-center rounded-xl border border-border p-6">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="mt-4 h-6 w-40" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <div className="mt-6 grid w-full grid-cols-2 gap-2">
            <Skeleton className="h-10 rounded-lg" />
            <Skeleton className="h-10 rounded-lg" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Every active broker, with the loading skeleton, the empty text and the load error of the spec. */
export function BrokerGrid() {
  const t = useT();
  const { data: agents, isPending, isError, refetch, isFetching } = useActiveAgents();
  const loadFailed = t("brokers.grid.loadFailed");

  useEffect(() => {
    if (isError) toast.error(loadFailed, { id: BROKERS_TOAST_ID });
  }, [isError, loadFailed]);

  if (isPending) return <GridSkeleton />;
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 bg-red-50 px-4 py-10 text-center">
        <p className="flex items-center gap-2 font-medium text-destructive" role="alert">
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {loadFailed}
        </p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          {t("brokers.tryAgain")}
        </Button>
      </div>
    );
  }
  if (agents.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
        <Users className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("brokers.grid.empty")}</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {agents.map((agent, index) => (
        <li key={agent.id}>
          <BrokerCard agent={agent} lazy={index >= EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
