import { useState } from "react";
import { safeUrl } from "../../lib/safe-url";
import type { Lender } from "./lenders";

interface LenderTileProps {
  lender: Lender;
}

/** The lender's logo, or its name on a tile when it has no logo (or its address is unsafe, or it fails to load). */
export function LenderTile({ lender }: LenderTileProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = safeUrl(lender.logo_url);
  const showLogo = logo !== undefined && !logoFailed;

  // Wordmark tiles carry their own frame; a name tile draws the same frame around the name.
  return (
    <li className="flex aspect-[5/2] items-center justify-center">
      {showLogo ? (
        <img
          src={logo}
          alt={lender.name}
          loading="lazy"
          width={240}
          height={96}
          onError={() => setLogoFailed(true)}
          className="h-full w-full object-contain"
        />
      ) : (
        <span className="flex h-full w-full items-center justify-center rounded-xl border-2 border-border bg-background p-3 text-center text-sm font-bold text-primary">
          {lender.name}
        </span>
      )}
    </li>
  );
}
