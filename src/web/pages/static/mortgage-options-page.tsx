import { PageHeader } from "../../components/ui/page-header";
import { Card } from "../../components/ui/card";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { mortgageOptionsMessages } from "./mortgage-options-messages";
import { CallToAction, ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

interface Option {
  id: string;
  title: string;
  how: string;
  prepayment: string;
  penalty: string;
  suits: string;
}

const OPTIONS: Option[] = [
  {
    id: "fixed",
    title: "Fixed rate",
    how: "Your interest rate is set for the whole term, commonly 1 to 10 years, with 5 years the most popular. Your payment does not change until renewal, whatever happens to the Bank of Canada's rate.",
    prepayment:
      "Most closed fixed mortgages let you prepay 10% to 20% of the original amount each year and raise your regular payment by a similar share, without penalty.",
    penalty:
      "Breaking the mortgage early usually costs the greater of three months' interest or the interest rate differential (IRD), which can be several times larger.",
    suits:
      "Buyers who want a predictable payment, have a tight budget, or expect to keep the mortgage for the full term.",
  },
  {
    id: "variable",
    title: "Variable rate",
    how: "Your rate is the lender's prime rate plus or minus a set discount, so it moves when prime moves, usually after a Bank of Canada announcement. With an adjustable payment, the payment changes too; with a fixed payment, the split between interest and principal changes instead.",
    prepayment:
      "The same kind of prepayment privileges as a closed fixed mortgage. Many lenders also let you lock into a fixed rate during the term without a penalty.",
    penalty: "Breaking a closed variable mortgage usually costs three months' interest.",
    suits:
      "Borrowers with room in their budget for rate changes, or who may sell, move or refinance before the term ends.",
  },
  {
    id: "open",
    title: "Open mortgage",
    how: "You can pay off part or all of the balance at any time, with no penalty. In exchange the rate is noticeably higher, and terms are short, often six months or a year. Open mortgages can be fixed or variable.",
    prepayment: "Unlimited: any amount, at any time.",
    penalty: "None.",
    suits:
      "Someone about to sell, expecting a large sum such as an inheritance or a bonus, or waiting to move to another lender.",
  },
  {
    id: "closed",
    title: "Closed mortgage",
    how: "The usual Canadian mortgage: a lower rate in exchange for limits on how fast you can repay during the term. Closed mortgages can be fixed or variable.",
    prepayment:
      "Only what your contract allows, typically a yearly lump sum and a payment increase. Unused privileges usually do not carry over to the next year.",
    penalty:
      "Paying more than allowed, or breaking the mortgage to refinance or sell without porting it, triggers a prepayment penalty.",
    suits: "Most buyers and owners who plan to keep their home and their mortgage for the term.",
  },
];

const COMPARISON = [
  {
    label: "Rate",
    fixed: "Set for the term",
    variable: "Prime ± a discount; moves with prime",
    open: "Highest of the three",
  },
  {
    label: "Payment",
    fixed: "Same for the term",
    variable: "Changes, or stays with a shifting split",
    open: "Depends on fixed or variable",
  },
  {
    label: "Prepay without penalty",
    fixed: "Usually 10%–20% a year",
    variable: "Usually 10%–20% a year",
    open: "Any amount, any time",
  },
  {
    label: "Typical cost to break",
    fixed: "Greater of 3 months' interest or IRD",
    variable: "3 months' interest",
    open: "None",
  },
  {
    label: "Often suits",
    fixed: "Budget certainty",
    variable: "Flexibility, room for change",
    open: "Paying off or moving soon",
  },
];

/** /mortgage-options: fixed, variable, open and closed explained for a Canadian buyer. */
export function MortgageOptionsPage() {
  usePageMeta(pageMeta["/mortgage-options"]);

  return (
    <>
      <PageHeader title="Mortgage options: fixed, variable, open and closed">
        Every Canadian mortgage answers two questions: does the rate stay put or move with prime, and how
        freely can you repay it before the term ends? Here is how each choice works.
      </PageHeader>
      <StaticBody>
        <ContentSection id="term-title" title="Term and amortization">
          <Prose>
            <p>
              The <strong>term</strong> is how long your rate and conditions are set, usually 1 to 10 years.
              At the end you renew, switch lenders or pay off the balance. The <strong>amortization</strong>{" "}
              is how long it would take to repay the whole loan: up to 25 years for insured mortgages (30
              years for first-time buyers and buyers of newly built homes), and often up to 30 years
              otherwise.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="choices-title" title="The four choices">
          <ul className="grid gap-6 md:grid-cols-2">
            {OPTIONS.map((option) => (
              <li key={option.id}>
                <Card className="h-full p-6">
                  <h3 className="text-xl font-semibold">{option.title}</h3>
                  <dl className="mt-4 flex flex-col gap-3 text-sm leading-6">
                    {(
                      [
                        ["How it works", option.how],
                        ["Prepayment privileges", option.prepayment],
                        ["Penalty to break early", option.penalty],
                        ["When it suits", option.suits],
                      ] as const
                    ).map(([term, text]) => (
                      <div key={term}>
                        <dt className="font-semibold">{term}</dt>
                        <dd className="text-muted-foreground">{text}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection
          id="penalties-title"
          title="Penalties: three months' interest or IRD"
          intro="Most people break a mortgage at some point, to move, refinance or consolidate debt, so the penalty matters as much as the rate."
        >
          <div className="grid gap-6 md:grid-cols-2">
            <Card className="p-6">
              <h3 className="font-semibold">Three months' interest</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                Three months of interest on what you owe. On a $400,000 balance at 5.00%: $400,000 × 5% ÷ 12 ×
                3 = <span className="font-semibold text-foreground tabular-nums">$5,000</span>.
              </p>
            </Card>
            <Card className="p-6">
              <h3 className="font-semibold">Interest rate differential (IRD)</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                Roughly what the lender loses because rates have fallen: the gap between your rate and the
                rate it can lend at today for the time left, applied to your balance. With two years left,
                5.00% on the contract and 3.50% today: $400,000 × 1.5% × 2 ={" "}
                <span className="font-semibold text-foreground tabular-nums">$12,000</span>. Lenders calculate
                it differently, and some use posted rates that make it larger; ask yours for the exact figure.
              </p>
            </Card>
          </div>
        </ContentSection>

        <ContentSection id="comparison-title" title="Side by side">
          <p className="mb-3 text-sm text-muted-foreground sm:hidden">
            {mortgageOptionsMessages.comparisonSwipeHint}
          </p>
          {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
          <div
            role="region"
            aria-label={mortgageOptionsMessages.comparisonRegion}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="sr-only">Closed fixed, closed variable and open mortgages compared</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    <span className="sr-only">Feature</span>
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Closed fixed
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Closed variable
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Open
                  </th>
                </tr>
              </thead>
              <tbody>
                {COMPARISON.map((row) => (
                  <tr key={row.label} className="border-t border-border align-top">
                    <th scope="row" className="p-3 font-semibold">
                      {row.label}
                    </th>
                    <td className="p-3 text-muted-foreground">{row.fixed}</td>
                    <td className="p-3 text-muted-foreground">{row.variable}</td>
                    <td className="p-3 text-muted-foreground">{row.open}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ContentSection>

        <CallToAction
          title="Compare real numbers"
          actions={[
            { label: "See today's rates", to: "/rates" },
            { label: "Talk to a broker", to: "/contact", variant: "outline" },
          ]}
        >
          Check today's fixed and variable rates for your province, run the payment calculator, or ask a
          licensed broker which option fits your plans.
        </CallToAction>
        <GeneralInformation />
      </StaticBody>
    </>
  );
}
