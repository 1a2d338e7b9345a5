import type { ComponentProps } from "react";
import { useT } from "../../i18n/use-t";

interface OutboundLinkProps extends Omit<ComponentProps<"a">, "target" | "rel"> {
  href: string;
}

/** A link that opens in a new tab, without giving the new page a handle on this one, and says so. */
export function OutboundLink({ children, ...props }: OutboundLinkProps) {
  const t = useT();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("brokers.opensInNewTab")}</span>
    </a>
  );
}
