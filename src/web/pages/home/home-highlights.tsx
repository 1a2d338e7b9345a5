import { Link } from "react-router";
import { ArrowRight, Calculator, Percent, Users, type LucideIcon } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import { Card } from "../../components/ui/card";
import { useT } from "../../i18n/use-t";

interface Highlight {
  title: MessageId;
  text: MessageId;
  to: string;
  action: MessageId;
  icon: LucideIcon;
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: "home.highlights.rates.title",
    text: "home.highlights.rates.text",
    to: "/rates",
    action: "home.highlights.rates.action",
    icon: Percent,
  },
  {
    title: "home.highlights.payments.title",
    text: "home.highlights.payments.text",
    to: "/calculators",
    action: "home.highlights.payments.action",
    icon: Calculator,
  },
  {
    title: "home.highlights.broker.title",
    text: "home.highlights.broker.text",
    to: "/find-broker",
    action: "home.highlights.broker.action",
    icon: Users,
  },
];

export function HomeHighlights() {
  const t = useT();
  return (
    <section aria-labelledby="highlights-title" className="bg-muted">
      <div className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
        <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t("home.highlights.title")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map(({ title, text, to, action, icon: Icon }) => (
            <li key={to}>
              <Card className="flex h-full flex-col p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{t(text)}</p>
                <Link
                  to={to}
                  className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
                >
                  {t(action)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-muted-foreground">{t("home.highlights.note")}</p>
      </div>
    </section>
  );
}
