import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import { useT } from "../../i18n/use-t";
import type { NavLink } from "./nav-links";

interface NavAnchorProps extends Omit<ComponentProps<"a">, "href" | "children"> {
  link: NavLink;
}

/** An internal route link, or an external link that opens in a new tab and says so to screen readers. */
export function NavAnchor({ link, ...props }: NavAnchorProps) {
  const t = useT();
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" {...props}>
        {link.label}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t("shell.opensInNewTab")}</span>
      </a>
    );
  }
  return (
    <Link to={link.to} {...props}>
      {link.label}
    </Link>
  );
}
