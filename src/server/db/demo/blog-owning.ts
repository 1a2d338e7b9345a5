import { GENERAL_INFORMATION_NOTE, type DemoBlogPost } from "./blog";

export const OWNING_POSTS: readonly DemoBlogPost[] = [
  {
    agent: "marc",
    title: "Fixed or variable in 2026: how to choose",
    slug: "fixed-or-variable-2026",
    excerpt:
      "The rate is only part of the decision. Penalties, payment style and how much change your budget can " +
      "absorb matter just as much.",
    motif: "coins",
    publishedDaysAgo: 14,
    createdDaysAgo: 15,
    keywords: "fixed vs variable mortgage, prime rate, trigger rate, prepayment penalty",
    adminCreated: false,
    content: `Five-year fixed and five-year variable rates are closer together than they were a couple of years ago, which makes the choice harder. Here is how to think it through.

## How each one works

A **fixed** rate stays the same for the whole term, so your payment never changes until renewal.

A **variable** rate is set as a discount or premium to your lender's **prime rate**, which moves when the Bank of Canada changes its policy rate. Variable mortgages come in two forms:

- **Adjustable payment:** the payment changes every time prime moves.
- **Fixed payment:** the payment stays the same, and the split between interest and principal changes instead. If rates rise far enough you can reach a *trigger rate*, where the payment no longer covers the interest.

## Compare the penalties, not only the rates

About half of Canadians break their mortgage before the term ends, to move, refinance or separate. The cost of breaking it can matter more than a small rate difference:

- **Variable:** usually three months' interest.
- **Fixed:** the greater of three months' interest or the **interest rate differential** (IRD). At some lenders the IRD on a fixed mortgage can reach tens of thousands of dollars.

## Test your budget

On a $500,000 mortgage over 25 years, with interest compounded monthly (our payment calculator's standard method):

- at **4.04% fixed**, the payment is about **$2,650** a month;
- at **3.95% variable**, about **$2,625** to start;
- if the variable rate rose by one point, about **$2,908**; by two points, about **$3,206**.

Canadian lenders compound fixed-rate interest semi-annually, an option in the calculator: that way the 4.04% fixed payment is about **$2,641**.

If a payment near the last figure would strain your budget, the certainty of a fixed rate is worth paying for.

## Questions to ask yourself

1. Could I sell, move or refinance in the next five years?
2. How would I feel if my payment rose by $300 a month?
3. Do I want to make large prepayments? Check each product's prepayment privileges.

There is no right answer for everyone. Choose the mortgage whose worst case you can live with.

${GENERAL_INFORMATION_NOTE}`,
  },
  {
    agent: "jasmine",
    title: "Your mortgage renewal: compare before you sign",
    slug: "mortgage-renewal-compare-before-you-sign",
    excerpt:
      "The offer your lender mails you is a starting point. When to start shopping, what a switch costs and " +
      "why the stress test may no longer stand in your way.",
    motif: "renewal",
    publishedDaysAgo: 30,
    createdDaysAgo: 31,
    keywords: "mortgage renewal, switch lenders, straight switch, stress test, rate hold",
    adminCreated: false,
    content: `Hundreds of thousands of Canadian mortgages come up for renewal every year, and many borrowers simply sign the offer their lender mails them. A little comparison shopping often saves thousands of dollars over the term.

## Start four to six months early

Many lenders will hold a rate for **120 days** before your maturity date. Starting early gives you time to compare and protects you if rates rise. Federally regulated lenders must send your renewal statement at least **21 days** before your term ends, but waiting that long leaves little room to negotiate.

## Switching lenders is easier than it used to be

Since **November 21, 2024**, borrowers with an uninsured mortgage who switch to a new lender at renewal, without increasing the amount or the amortization, **no longer have to pass the stress test**. Insured mortgages were already exempt. That means a better rate elsewhere is within reach even if your income has not grown.

## What a switch costs

- a discharge fee from your current lender, usually a few hundred dollars;
- legal and appraisal fees, which the new lender often covers on a straight switch.

No penalty applies at maturity: you are free to move.

## Decide what you want from the next term

- **Term length:** a shorter term if you expect to move or want flexibility; a longer one for certainty.
- **Fixed or variable:** see our guide on choosing between them.
- **Prepayment privileges:** useful if you expect bonuses or an inheritance.
- **New money:** adding funds for renovations or debts makes it a refinance, which requires full qualification.

## Renewal checklist

1. Note your maturity date and your current rate and balance.
2. Ask your broker for a comparison at least four months before maturity.
3. Compare the total cost over the term, not just the rate.
4. Sign only once you know what you are giving up and what you gain.

${GENERAL_INFORMATION_NOTE}`,
  },
  {
    agent: "jasmine",
    title: "Refinancing to consolidate debt: the numbers to check",
    slug: "refinance-debt-consolidation",
    excerpt:
      "Rolling high-interest debt into your mortgage can free up cash flow. Here is how to tell whether it " +
      "really saves you money.",
    motif: "equity",
    createdDaysAgo: 1,
    keywords: "refinance, debt consolidation, home equity, HELOC, prepayment penalty",
    adminCreated: false,
    content: `Credit card balances at 20% or more, a car loan and a line of credit can add up to a monthly payment that leaves no room to breathe. If you own a home with equity, a refinance can replace those payments with one lower mortgage payment.

## How much you can borrow

You can refinance up to **80%** of your home's appraised value. With a home worth $800,000 and a mortgage balance of $420,000, the limit is $640,000, so up to **$220,000** is available before fees and any penalty.

## A worked example

Consider $18,000 on credit cards at 20.99%, a $32,000 car loan at 7.9% over five years and $15,000 on a line of credit at 9.5%. The minimum payments come to about **$1,306** a month: **$540** on the cards (3% of the balance), **$647** on the car loan and **$119** of interest on the line of credit.

Adding the $65,000 to a mortgage at 4.5% over 25 years adds about **$361** a month, with interest compounded monthly as in our payment calculator. Cash flow improves by roughly **$945** a month.

## The catch

Spreading a car loan over 25 years means paying interest on it for far longer. To come out ahead, **keep paying part of the savings** as prepayments, and avoid building the card balances back up.

## Costs to include

- a **prepayment penalty** if you break your current term early: three months' interest, or for fixed mortgages the interest rate differential when it is higher;
- appraisal and legal fees;
- a possibly higher rate than a purchase or switch, because refinances are priced differently.

Ask about a **blend-and-extend** with your current lender, which can avoid the penalty, and compare it with a full refinance.

## Alternatives

A home equity line of credit can reach 65% of your home's value and lets you borrow only what you need, but the rate is usually higher than a mortgage and interest-only payments make it easy to carry debt for years.

You must still qualify under the stress test, so gather your income documents first.

${GENERAL_INFORMATION_NOTE}`,
  },
];
