import { CalendarClock, Percent, ShieldCheck } from "lucide-react";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useSiteConfig } from "../../lib/site-config";
import { NewsletterForm } from "../../features/newsletter/newsletter-form";
import { PrivacyNotice } from "../../components/legal/privacy-notice";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";

const WHAT_YOU_GET: { Icon: typeof Percent; title: MessageId; text: MessageId }[] = [
  { Icon: Percent, title: "forms.newsletter.rateMovesTitle", text: "forms.newsletter.rateMovesText" },
  { Icon: CalendarClock, title: "forms.newsletter.bankTitle", text: "forms.newsletter.bankText" },
  { Icon: ShieldCheck, title: "forms.newsletter.tipsTitle", text: "forms.newsletter.tipsText" },
];

/** /newsletter: email sign-up for rate updates. */
export function NewsletterPage() {
  const t = useT();
  const brokerageName = useSiteConfig().data?.brokerage.name ?? "Vayu";
  usePageMeta(pageMeta["/newsletter"]);

  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("forms.newsletter.title")}
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{t("forms.newsletter.intro")}</p>
        <div className="mt-8 rounded-xl border border-border bg-background p-6 shadow-sm">
          <NewsletterForm />
          <p className="mt-4 text-xs text-muted-foreground">
            {t("forms.newsletter.consentNote", { brokerage: brokerageName })}
          </p>
          <PrivacyNotice kind="newsletter" className="mt-3" />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {WHAT_YOU_GET.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="mt-2 font-semibold">{t(title)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
