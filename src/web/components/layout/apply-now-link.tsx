import { ArrowUpRight } from "lucide-react";
import { shellMessages } from "../../../domain/messages";
import { useSiteConfig } from "../../lib/site-config";
import { Button, type ButtonProps } from "../ui/button";

/** 'Apply Now' opens the external application site in a new tab once its address is known. */
interface ApplyNowLinkProps extends Pick<ButtonProps, "className" | "size"> {
  onNavigate?: () => void;
}

export function ApplyNowLink({ className, size, onNavigate }: ApplyNowLinkProps) {
  const { data } = useSiteConfig();
  if (!data) {
    return (
      <Button variant="accent" size={size} className={className} disabled>
        {shellMessages.applyNow}
      </Button>
    );
  }
  return (
    <Button asChild variant="accent" size={size} className={className}>
      <a href={data.externalApplyUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {shellMessages.applyNow}
        <ArrowUpRight aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
