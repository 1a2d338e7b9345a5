import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { BrokerGrid } from "../../features/agents/brokers/broker-grid";

/** /find-broker: every active Vayu broker with a way to reach them. */
export function FindBrokerPage() {
  const t = useT();
  usePageMeta(pageMeta["/find-broker"]);

  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("brokers.find.title")}
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{t("brokers.find.intro")}</p>
      </header>
      <div className="mt-10">
        <BrokerGrid />
      </div>
    </div>
  );
}
