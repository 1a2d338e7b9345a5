import { Link } from "react-router";
import { ArrowRight, Calculator, Percent, Users, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";

interface Highlight {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: LucideIcon;
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: "Today's rates",
    text: "Fixed and variable rates for every province, kept current by our team.",
    to: "/rates",
    action: "See our rates",
    icon: Percent,
  },
  {
    title: "Plan your payments",
    text: "Estimate your mortgage payment and how much home you can afford.",
    to: "/calculators",
    action: "Open the calculators",
    icon: Calculator,
  },
  {
    title: "A broker on your side",
    text: "Licensed brokers compare lenders for you and guide you from pre-approval to closing.",
    to: "/find-broker",
    action: "Find a broker",
    icon: Users,
  },
];

export function HomeHighlights() {
  return (
    <section aria-labelledby="highlights-title" className="bg-muted">
      <div className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
        <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Everything you need to decide with confidence
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map(({ title, text, to, action, icon: Icon }) => (
            <li key={to}>
              <Card className="flex h-full flex-col p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
                <Link
                  to={to}
                  className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
                >
                  {action}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-muted-foreground">
          General information only. Rates and approvals are subject to change and are available on approved
          credit (OAC).
        </p>
      </div>
    </section>
  );
}
