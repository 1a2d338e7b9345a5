import { CalendarClock, Percent, ShieldCheck } from "lucide-react";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useSiteConfig } from "../../lib/site-config";
import { NewsletterForm } from "../../features/newsletter/newsletter-form";
import { PrivacyNotice } from "../../components/legal/privacy-notice";

const WHAT_YOU_GET = [
  {
    Icon: Percent,
    title: "Rate moves",
    text: "A short note when lenders change their fixed or variable pricing, with today's best rates.",
  },
  {
    Icon: CalendarClock,
    title: "Bank of Canada decisions",
    text: "What each rate announcement means for variable-rate borrowers and for renewals.",
  },
  {
    Icon: ShieldCheck,
    title: "Plain-language tips",
    text: "Down payments, the stress test, renewals and refinancing, explained without jargon.",
  },
];

/** /newsletter: email sign-up for rate updates. */
export function NewsletterPage() {
  const brokerageName = useSiteConfig().data?.brokerage.name ?? "Vayu";
  usePageMeta(pageMeta["/newsletter"]);

  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Stay ahead of mortgage rates
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">
          Join the Vayu newsletter for rate updates and practical advice for Canadian home buyers and owners.
          About two emails a month; unsubscribe any time.
        </p>
        <div className="mt-8 rounded-xl border border-border bg-background p-6 shadow-sm">
          <NewsletterForm />
          <p className="mt-4 text-xs text-muted-foreground">
            By subscribing you agree to receive emails from {brokerageName}. We never sell your address. Every
            email has an unsubscribe link.
          </p>
          <PrivacyNotice kind="newsletter" className="mt-3" />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {WHAT_YOU_GET.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="mt-2 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
