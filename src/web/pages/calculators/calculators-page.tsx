import { Link } from "react-router";
import { ArrowRight, CalendarRange, Home, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { SimplePaymentCalculator } from "../../features/calculators/components/simple-payment-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

interface FullCalculator {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

const FULL_CALCULATORS: FullCalculator[] = [
  {
    title: "Mortgage payment calculator",
    text: "Today's rates for your province, every payment frequency, extra payments and the full amortization schedule.",
    to: "/mortgage-calculator",
    icon: CalendarRange,
  },
  {
    title: "Affordability calculator",
    text: "The home price your income supports under the calculator's 32% and 40% debt service guideline, with the stress test.",
    to: "/affordability-calculator",
    icon: Home,
  },
];

/** /calculators: the simple payment calculator and the way to the two full ones. */
export function CalculatorsPage() {
  usePageMeta(pageMeta["/calculators"]);

  return (
    <>
      <CalculatorPageHeader title="Mortgage calculators">
        Estimate your monthly payment as you type, then go further with a full payment schedule or find out
        how much home you can afford.
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-5 text-xl font-semibold tracking-tight">Payment calculator</h2>
          <SimplePaymentCalculator />
        </Card>
        <section aria-labelledby="full-calculators-title">
          <h2 id="full-calculators-title" className="text-2xl font-semibold tracking-tight">
            Plan in more detail
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-2">
            {FULL_CALCULATORS.map(({ title, text, to, icon: Icon }) => (
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
                    Open the {title.toLowerCase()}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <GeneralInformationNote />
      </div>
    </>
  );
}
