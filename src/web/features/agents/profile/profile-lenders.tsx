import type { MessageId } from "../../../../i18n/catalogs";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { useProfileLenders, type ProfileLender } from "../api/get-profile-lenders";
import { safeUrl } from "../../../lib/safe-url";
import { useNear } from "../../../lib/use-near";
import { ProfileSection } from "./profile-section";

const LENDER_TYPE_LABELS: Record<string, MessageId> = {
  a_lender: "brokers.lenders.aLender",
  alternate_lender: "brokers.lenders.alternateLender",
};

/** A logo tile, or a name tile: for a lender without a logo, and until the list nears the screen. */
function LenderTile({ lender, withLogo }: { lender: ProfileLender; withLogo: boolean }) {
  const t = useT();
  const logo = withLogo ? safeUrl(lender.logo_url) : undefined;
  const typeLabel = Object.hasOwn(LENDER_TYPE_LABELS, lender.type)
    ? LENDER_TYPE_LABELS[lender.type]
    : undefined;
  return (
    <li className="flex flex-col items-center gap-2 text-center">
      {logo ? (
        <img
          src={logo}
          alt={lender.name}
          width={240}
          height={96}
          className="aspect-[5/2] w-full rounded-xl bg-background object-contain"
        />
      ) : (
        <span className="flex aspect-[5/2] w-full items-center justify-center rounded-xl border border-border bg-background px-2 text-base font-bold text-primary">
          {lender.name}
        </span>
      )}
      {typeLabel && <span className="text-xs text-muted-foreground">{t(typeLabel)}</span>}
    </li>
  );
}

interface ProfileLendersProps {
  agentFirstName: string;
}

/**
 * The active lenders the agent can place a mortgage with, as logo or name tiles. The logos are
 * fetched as the visitor scrolls towards the list, not alongside the page's code.
 */
export function ProfileLenders({ agentFirstName }: ProfileLendersProps) {
  const t = useT();
  const { data: lenders, isPending, isError } = useProfileLenders();
  const { ref: lendersBox, near: logosWanted } = useNear();

  return (
    <ProfileSection
      id="lenders"
      title={t("brokers.lenders.title")}
      intro={t("brokers.lenders.intro", { firstName: agentFirstName })}
    >
      {isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
          role="status"
          aria-label={t("brokers.lenders.loading")}
        >
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} className="aspect-[5/3] w-full rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-destructive">{t("brokers.lenders.loadFailed")}</p>
      ) : lenders.length === 0 ? (
        <p className="text-muted-foreground">{t("brokers.lenders.empty", { firstName: agentFirstName })}</p>
      ) : (
        <ul ref={lendersBox} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {lenders.map((lender) => (
            <LenderTile key={lender.id} lender={lender} withLogo={logosWanted} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
