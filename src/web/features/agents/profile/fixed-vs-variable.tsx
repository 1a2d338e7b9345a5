import { Lock, TrendingUpDown } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { ProfileSection } from "./profile-section";

interface Option {
  title: string;
  summary: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  points: { label: string; text: string }[];
}

const OPTIONS: Option[] = [
  {
    title: "Fixed rate",
    summary: "Predictability",
    Icon: Lock,
    points: [
      {
        label: "Your payment",
        text: "The rate and the payment stay the same for the whole term, so budgeting is simple.",
      },
      {
        label: "What it costs",
        text: "Fixed rates are often priced a little above variable rates. Part of what you pay for is certainty.",
      },
      {
        label: "Breaking the mortgage early",
        text: "The penalty is usually the greater of three months' interest or the interest rate differential (IRD). When rates have fallen since you signed, an IRD penalty can run to thousands of dollars.",
      },
      {
        label: "Often suits",
        text: "First-time buyers and households on a tight budget who want to know their payment for the next five years.",
      },
    ],
  },
  {
    title: "Variable rate",
    summary: "Potential savings",
    Icon: TrendingUpDown,
    points: [
      {
        label: "Your payment",
        text: "The rate moves with the lender's prime rate. Depending on the lender, either the payment changes or the share of it going to interest does.",
      },
      {
        label: "What it costs",
        text: "Variable rates often start lower and can save money if rates hold or fall. If rates rise, you pay more.",
      },
      {
        label: "Breaking the mortgage early",
        text: "The penalty is usually three months' interest, which is often far smaller than an IRD.",
      },
      {
        label: "Often suits",
        text: "Borrowers with room in their budget for higher payments, and those who may sell, move or refinance before the term ends.",
      },
    ],
  },
];

interface FixedVsVariableProps {
  agentFirstName: string;
}

/** General information on choosing between a fixed and a variable rate; not advice. */
export function FixedVsVariable({ agentFirstName }: FixedVsVariableProps) {
  return (
    <ProfileSection
      id="fixed-vs-variable"
      title="Fixed or Variable: Which Fits You?"
      intro="Both are sound choices. The difference is how much rate risk you want to carry and how likely you are to break the mortgage early."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {OPTIONS.map(({ title, summary, Icon, points }) => (
          <article key={title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{summary}</p>
              </div>
            </div>
            <dl className="mt-5 flex flex-col gap-4">
              {points.map((point) => (
                <div key={point.label}>
                  <dt className="text-sm font-semibold">{point.label}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-muted-foreground">{point.text}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        This comparison is general information, not financial advice. Penalties, prepayment privileges and
        portability differ from lender to lender. {agentFirstName} can show you how each option works for your
        own mortgage.
      </p>
    </ProfileSection>
  );
}
