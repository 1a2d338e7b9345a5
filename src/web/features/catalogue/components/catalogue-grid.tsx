import { PackageOpen } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { useAgentQuery } from "../agent-query";
import type { CatalogueKindConfig } from "../catalogue-kinds";
import { useCatalogueList } from "../catalogue-list";
import { CatalogueCard } from "./catalogue-card";
import { LoadError } from "../../../components/ui/load-error";

/** How many cards the first screen shows at most: their images load at once, the rest lazily. */
const EAGER_IMAGES = 3;

function CardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-8 w-40" />
      </div>
    </Card>
  );
}

/** The product or service list with its loading, error and empty states. */
export function CatalogueGrid({ config }: { config: CatalogueKindConfig }) {
  const t = useT();
  const agent = useAgentQuery();
  const list = useCatalogueList(config);

  if (list.isPending) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={t("catalogue.loadingList", { kind: config.kind })}
      >
        {[0, 1, 2].map((key) => (
          <CardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (list.isError)
    return <LoadError message={t(config.messages.loadError)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-border p-8 text-muted-foreground">
        <PackageOpen className="size-5 shrink-0" aria-hidden="true" />
        {t(config.messages.empty)}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((item, index) => (
        <li key={item.id}>
          <CatalogueCard item={item} config={config} agent={agent} eagerImage={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
