import { LENDER_TYPE_LABELS, type LenderType } from "../../../../domain/constants";
import { loadErrors } from "../../../../domain/messages";
import { Skeleton } from "../../../components/ui/skeleton";
import { useProfileLenders, type ProfileLender } from "../api/get-profile-lenders";
import { safeUrl } from "../../../lib/safe-url";
import { useNear } from "../../../lib/use-near";
import { ProfileSection } from "./profile-section";

function lenderTypeLabel(type: string): string | undefined {
  return LENDER_TYPE_LABELS[type as LenderType];
}

/** A logo tile, or a name tile: for a lender without a logo, and until the list nears the screen. */
function LenderTile({ lender, withLogo }: { lender: ProfileLender; withLogo: boolean }) {
  const logo = withLogo ? safeUrl(lender.logo_url) : undefined;
  const typeLabel = lenderTypeLabel(lender.type);
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
      {typeLabel && <span className="text-xs text-muted-foreground">{typeLabel}</span>}
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
  const { data: lenders, isPending, isError } = useProfileLenders();
  const { ref: lendersBox, near: logosWanted } = useNear();

  return (
    <ProfileSection
      id="lenders"
      title="Lenders We Work With"
      intro={`${agentFirstName} compares offers from Canada's big banks and from alternate lenders for borrowers the banks turn away.`}
    >
      {isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
          role="status"
          aria-label="Loading lenders"
        >
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} className="aspect-[5/3] w-full rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-destructive">{loadErrors.lenders}</p>
      ) : lenders.length === 0 ? (
        <p className="text-muted-foreground">
          Our lender list is being updated. Ask {agentFirstName} which lenders suit your situation.
        </p>
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
