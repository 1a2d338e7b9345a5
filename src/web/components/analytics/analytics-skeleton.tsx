import { Skeleton } from "../ui/skeleton";
import { useT } from "../../i18n/use-t";

export function AnalyticsSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status" aria-label={t("back-office.analytics.loading")}>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
