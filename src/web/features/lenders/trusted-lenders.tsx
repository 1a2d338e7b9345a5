import type { LenderType } from "../../../domain/constants";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import { Skeleton } from "../../components/ui/skeleton";
import { useNear } from "../../lib/use-near";
import { LenderTile } from "./lender-tile";
import { useLenders, type Lender } from "./lenders";

const GROUPS: { type: LenderType; title: MessageId; empty: MessageId }[] = [
  { type: "a_lender", title: "home.lenders.aLenders", empty: "home.lenders.noBanks" },
  { type: "alternate_lender", title: "home.lenders.alternate", empty: "home.lenders.noAlternate" },
];

const TILE_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6";

interface LenderGroupProps {
  title: string;
  empty: string;
  lenders: Lender[];
  withLogos: boolean;
}

function LenderGroup({ title, empty, lenders, withLogos }: LenderGroupProps) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      {lenders.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className={`mt-4 ${TILE_GRID}`}>
          {lenders.map((lender) => (
            <LenderTile key={lender.id} lender={lender} withLogo={withLogos} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The lenders our brokers work with: big banks first, then alternate lenders. The section sits far
 * down the page: its logos are fetched as the visitor scrolls towards it, not alongside the page's code.
 */
export function TrustedLenders() {
  const t = useT();
  const query = useLenders();
  const { ref: lendersBox, near: logosWanted } = useNear();

  return (
    <section aria-labelledby="lenders-title" className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
      <h2 id="lenders-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t("home.lenders.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("home.lenders.intro")}</p>
      <div ref={lendersBox} className="mt-8 flex flex-col gap-10">
        {query.isPending ? (
          <div role="status" aria-label={t("home.lenders.loading")} className={TILE_GRID}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="aspect-[5/2] rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t("home.lenders.loadError")}
          </p>
        ) : (
          GROUPS.map((group) => (
            <LenderGroup
              key={group.type}
              title={t(group.title)}
              empty={t(group.empty)}
              lenders={query.data.filter((lender) => lender.type === group.type)}
              withLogos={logosWanted}
            />
          ))
        )}
      </div>
    </section>
  );
}
