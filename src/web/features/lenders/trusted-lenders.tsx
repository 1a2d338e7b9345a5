import { homeMessages, loadErrors } from "../../../domain/messages";
import type { LenderType } from "../../../domain/constants";
import { Skeleton } from "../../components/ui/skeleton";
import { useNear } from "../../lib/use-near";
import { LenderTile } from "./lender-tile";
import { useLenders, type Lender } from "./lenders";

const GROUPS: { type: LenderType; title: string; empty: string }[] = [
  { type: "a_lender", title: homeMessages.aLendersTitle, empty: "No banks listed at the moment." },
  {
    type: "alternate_lender",
    title: homeMessages.alternateLendersTitle,
    empty: "No alternate lenders listed at the moment.",
  },
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
  const query = useLenders();
  const { ref: lendersBox, near: logosWanted } = useNear();

  return (
    <section aria-labelledby="lenders-title" className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
      <h2 id="lenders-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Trusted Lenders
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Our brokers compare offers from Canada's big banks and from alternate lenders, so you see more than
        one bank's rate.
      </p>
      <div ref={lendersBox} className="mt-8 flex flex-col gap-10">
        {query.isPending ? (
          <div role="status" aria-label="Loading lenders" className={TILE_GRID}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="aspect-[5/2] rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {loadErrors.lenders}
          </p>
        ) : (
          GROUPS.map((group) => (
            <LenderGroup
              key={group.type}
              title={group.title}
              empty={group.empty}
              lenders={query.data.filter((lender) => lender.type === group.type)}
              withLogos={logosWanted}
            />
          ))
        )}
      </div>
    </section>
  );
}
