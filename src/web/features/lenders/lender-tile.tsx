import { useState } from "react";
import { safeUrl } from "../../lib/safe-url";
import type { Lender } from "./lenders";

interface LenderTileProps {
  lender: Lender;
  /** False while the list is far from the screen (and on the server): the name stands in for the logo. */
  withLogo: boolean;
}

/**
 * The lender's logo, or its name on a tile: until the list nears the screen, and when it has no logo
 * (or its address is unsafe, or it fails to load). Both fill the same box.
 */
export function LenderTile({ lender, withLogo }: LenderTileProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = safeUrl(lender.logo_url);
  const showLogo = withLogo && logo !== undefined && !logoFailed;

  // Wordmark tiles carry their own frame; a name tile draws the same frame around the name.
  return (
    <li className="flex aspect-[5/2] items-center justify-center">
      {showLogo ? (
        <img
          src={logo}
          alt={lender.name}
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
