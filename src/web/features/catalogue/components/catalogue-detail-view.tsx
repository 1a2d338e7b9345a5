import { Link } from "react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { catalogueItemPageMeta } from "../../../../domain/page-meta";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageMarkdown } from "../../../components/ui/page-markdown";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLocale, useT } from "../../../i18n/use-t";
import { ApiError } from "../../../lib/api";
import { usePageMeta } from "../../../lib/page-meta";
import { useAgentQuery, withAgent } from "../agent-query";
import { useCatalogueItem } from "../catalogue-detail";
import type { CatalogueItem } from "../catalogue-item";
import type { CatalogueKindConfig } from "../catalogue-kinds";
import { AgentContactCard } from "./agent-contact-card";
import { formatPrice } from "../price";
import { CatalogueImage } from "./catalogue-image";
import { FeaturesList } from "./features-list";
import { LoadError } from "../../../components/ui/load-error";

function DetailBody({
  item,
  config,
  agent,
}: {
  item: CatalogueItem;
  config: CatalogueKindConfig;
  agent: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const price = config.showPrice ? formatPrice(item.price, locale) : null;
  const features = config.showFeatures ? (item.features ?? []) : [];
  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      <header className="min-w-0 lg:col-start-2 lg:row-start-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{item.name}</h1>
        {price && (
          <p className="mt-3 text-2xl font-semibold text-primary tabular-nums">
            <span className="text-base font-medium text-muted-foreground">{t("catalogue.priceLabel")}</span>{" "}
            {price}
          </p>
        )}
        {item.description && (
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{item.description}</p>
        )}
      </header>
      <div className="flex flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <CatalogueImage
          src={item.image_src}
          alt={item.name}
          eager
          className="rounded-xl border border-border"
        />
        {agent ? (
          <AgentContactCard agent={agent} subject={item.name} />
        ) : (
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{t("catalogue.questions", { kind: config.kind })}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("catalogue.questionsText")}</p>
            <Button asChild size="sm" className="mt-4">
              <Link to="/contact">{t("catalogue.contactUs")}</Link>
            </Button>
          </Card>
        )}
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-start-2">
        {features.length > 0 && (
          <section aria-labelledby="features-title" className="rounded-xl bg-muted p-5">
            <h2 id="features-title" className="mb-3 font-semibold">
              {t("catalogue.included")}
            </h2>
            <FeaturesList features={features} />
          </section>
        )}
        {item.content && (
          <PageMarkdown className={features.length > 0 ? "mt-6" : undefined}>{item.content}</PageMarkdown>
        )}
      </div>
    </article>
  );
}

/** /products/:id and /services/:id: back link, picture, name, price, description, content and contacts. */
export function CatalogueDetailView({ config, id }: { config: CatalogueKindConfig; id: string }) {
  const t = useT();
  const agent = useAgentQuery();
  const query = useCatalogueItem(config, id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  usePageMeta(
    catalogueItemPageMeta(
      { singular: config.singular, notFound: t(config.messages.notFound) },
      query.data,
      notFound,
    ),
    query.data ? `${config.basePath}/${query.data.id}` : notFound ? null : undefined,
  );

  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={withAgent(config.basePath, agent)}
        className="mb-6 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t(config.messages.back)}
      </Link>
      {query.isPending ? (
        <div
          className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
          role="status"
          aria-label={t("catalogue.loadingItem", { kind: config.kind })}
        >
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
          </div>
        </div>
      ) : notFound ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">{t(config.messages.notFound)}</h1>
        </div>
      ) : query.isError ? (
        <LoadError message={t(config.messages.loadError)} onRetry={() => void query.refetch()} />
      ) : (
        <DetailBody item={query.data} config={config} agent={agent} />
      )}
    </div>
  );
}
