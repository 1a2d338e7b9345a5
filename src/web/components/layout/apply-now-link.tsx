import { ArrowUpRight } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { useSiteConfig } from "../../lib/site-config";
import { Button, type ButtonProps } from "../ui/button";

/** 'Apply Now' opens the external application site in a new tab once its address is known. */
interface ApplyNowLinkProps extends Pick<ButtonProps, "className" | "size"> {
  onNavigate?: () => void;
}

export function ApplyNowLink({ className, size, onNavigate }: ApplyNowLinkProps) {
  const t = useT();
  const { data } = useSiteConfig();
  if (!data) {
    return (
      <Button variant="accent" size={size} className={className} disabled>
        {t("shell.applyNow")}
      </Button>
    );
  }
  return (
    <Button asChild variant="accent" size={size} className={className}>
      <a href={data.externalApplyUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {t("shell.applyNow")}
        <ArrowUpRight aria-hidden="true" />
        <span className="sr-only">{t("shell.opensInNewTab")}</span>
      </a>
    </Button>
  );
}
