import { Link } from "react-router";
import { ShieldCheck } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

/** Where the site collects personal information, by the text that says what becomes of it. */
const NOTICES = {
  quote: "legal.notice.quote",
  application: "legal.notice.application",
  contact: "legal.notice.contact",
  newsletter: "legal.notice.newsletter",
  chat: "legal.notice.chat",
} as const satisfies Record<string, MessageId>;

export type NoticeKind = keyof typeof NOTICES;

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
  const t = useT();
  return (
    <p
      data-testid={`privacy-notice-${kind}`}
      className={cn("flex gap-2 text-xs text-muted-foreground", className)}
    >
      <ShieldCheck className="mt-px size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {t(NOTICES[kind])}{" "}
        <Link
          to="/privacy"
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          {t("legal.privacyLink")}
          <span className="sr-only"> {t("legal.opensInNewTab")}</span>
        </Link>
      </span>
    </p>
  );
}
