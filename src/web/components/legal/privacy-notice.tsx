import { ShieldCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { legalMessages, type NoticeKind } from "./legal-messages";

interface PrivacyNoticeProps {
  /** Which form or widget collects the information, which picks the text. */
  kind: NoticeKind;
  className?: string;
}

/**
 * What happens to what the visitor is about to send, with the privacy policy a click away (PIPEDA and
 * Québec's Law 25 ask for this where the information is collected). The policy opens in a new tab so
 * a half-filled form or a conversation is not lost.
 */
export function PrivacyNotice({ kind, className }: PrivacyNoticeProps) {
  return (
    <p
      data-testid={`privacy-notice-${kind}`}
      className={cn("flex gap-2 text-xs text-muted-foreground", className)}
    >
      <ShieldCheck className="mt-px size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {legalMessages.notices[kind]}{" "}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          {legalMessages.privacyLink}
          <span className="sr-only"> {legalMessages.opensInNewTab}</span>
        </a>
      </span>
    </p>
  );
}
