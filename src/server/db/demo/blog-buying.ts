import { debtLimitTexts } from "../../../domain/mortgage/debt-limits";
import { GENERAL_INFORMATION_NOTE, type DemoBlogPost } from "./blog";

export const BUYING_POSTS: readonly DemoBlogPost[] = [
  {
    agent: "priya",
    title: "Buying your first home in Canada: what to line up before you shop",
    slug: "first-home-checklist-canada",
    excerpt:
      "Down payment rules, the stress test, the FHSA and the Home Buyers' Plan: the pieces to put in place " +
      "before you book your first showing.",
    motif: "house",
    publishedDaysAgo: 6,
    createdDaysAgo: 9,
    keywords: "first-time home buyer, FHSA, Home Buyers' Plan, down payment, stress test",
    adminCreated: false,
    content: `Buying a first home is exciting, and it moves fast once you find the right place. The buyers who enjoy the process most are the ones who did their homework before the first showing. Here is what to line up.

## 1. Know the minimum down payment

In Canada the minimum down payment depends on the purchase price:

- **5%** of the first $500,000;
- **10%** of the portion between $500,000 and $1,500,000;
- **20%** of the whole price at $1,500,000 or more.

On a $700,000 home that is $25,000 plus $20,000, so **$45,000**. With less than 20% down, the mortgage must be insured against default, and the insurance premium is added to your loan.

## 2. Understand the stress test

Lenders qualify you at the higher of **5.25%** or **your contract rate plus 2 percentage points**. Your payments are based on the real rate, but your borrowing power is based on the qualifying rate. Lenders also look at two ratios: the share of income going to housing costs (GDS) and to all debts (TDS). Our affordability calculator names two pairs of limits. ${debtLimitTexts.summary} Paying down a car loan or a credit card before you apply can raise your budget more than you might expect.

## 3. Use the tax-free savings programs

- **First Home Savings Account (FHSA):** contribute up to $8,000 a year, to a lifetime limit of $40,000. Contributions are tax-deductible and a qualifying withdrawal for a first home is tax-free.
- **Home Buyers' Plan (HBP):** withdraw up to $60,000 from your RRSP for a first home, and repay it over 15 years.

You can use both for the same purchase, and a couple can each use their own accounts.

## 4. Budget for closing costs

Plan for **1.5% to 4%** of the price on top of your down payment: land transfer tax, legal fees, title insurance, a home inspection and adjustments for property tax the seller prepaid. In Ontario, first-time buyers can get a land transfer tax refund of up to $4,000, and Toronto adds its own rebate.

## 5. Get a real pre-approval

A pre-approval checks your income, credit and down payment and holds a rate, usually for 90 to 120 days. Bring recent pay stubs, an employment letter, your last two notices of assessment and 90 days of statements showing where your down payment comes from.

## 6. Consider the amortization

First-time buyers and buyers of newly built homes can choose a **30-year amortization** on an insured mortgage. The payment is lower, but you pay more interest over time. Run both in the calculator before you decide.

${GENERAL_INFORMATION_NOTE}`,
  },
  {
    agent: "priya",
    title: "Mortgage default insurance explained: CMHC premiums in plain numbers",
    slug: "mortgage-default-insurance-explained",
    excerpt:
      "Why a down payment under 20% means an insurance premium, how much it costs, and how it changes your " +
      "mortgage balance.",
    motif: "percent",
    publishedDaysAgo: 20,
    createdDaysAgo: 22,
    keywords: "CMHC insurance, mortgage default insurance, insured mortgage, down payment",
    adminCreated: true,
    content: `If your down payment is under 20% of the purchase price, your mortgage needs **mortgage default insurance**. It protects the lender, not you, if the loan is not repaid. In exchange, insured mortgages often get the lowest rates on the market, because the lender's risk is lower.

## Who provides it

Three insurers offer it in Canada: CMHC, Sagen and Canada Guaranty. Your lender arranges it; you do not shop for it yourself, and their premiums are very similar.

## What it costs

The premium is a percentage of the loan, and it falls as your down payment rises:

| Down payment | Premium |
| --- | --- |
| 5% to 9.99% | 4.00% |
| 10% to 14.99% | 3.10% |
| 15% to 19.99% | 2.80% |
| 20% or more | not required |

Choosing a 30-year amortization, where eligible, raises the premium by **0.20%** of the loan.

## A worked example

You buy a home for **$600,000** with **$60,000** down (10%).

- Loan before insurance: $540,000
- Premium: 3.10% × $540,000 = **$16,740**
- Insured mortgage: **$556,740**

The premium is added to the mortgage, so you pay it off over the amortization. In Ontario, Quebec and Saskatchewan, provincial sales tax applies to the premium, and that tax must be paid in cash at closing: it cannot be added to the loan.

## Limits to know

- Insured mortgages are available only on homes priced below **$1,500,000**.
- Amortization is limited to 25 years, or 30 years for first-time buyers and newly built homes.
- You must qualify under the stress test at the insured lender's rules.

## Is it worth avoiding?

Saving up to 20% removes the premium, but it can take years while prices and rents keep moving. Many buyers come out ahead by buying sooner with an insured mortgage at a lower rate. Compare both paths with real numbers before you decide.

${GENERAL_INFORMATION_NOTE}`,
  },
  {
    agent: "priya",
    title: "Closing costs in Canada: budget for them before you make an offer",
    slug: "closing-costs-canada",
    excerpt:
      "Land transfer tax, legal fees, adjustments and the tax on an insured mortgage: the cash you need on " +
      "closing day on top of your down payment.",
    motif: "coins",
    createdDaysAgo: 2,
    keywords: "closing costs, land transfer tax, legal fees, title insurance, first-time home buyer",
    adminCreated: false,
    content: `Your down payment is not the last cheque you write. Lenders want to see that you have money set aside for closing costs too, and a common rule of thumb is **1.5% to 4% of the purchase price**.

## What closing costs usually include

- **Land transfer tax**, charged by most provinces (and some cities, such as Toronto) on the price. First-time buyers often qualify for a rebate or exemption; ask your lawyer or notary to apply it.
- **Legal fees and disbursements** for the lawyer or notary who registers the mortgage and the title.
- **Title insurance**, which many lenders require.
- **Adjustments** to repay the seller for property tax or condo fees they prepaid past your closing date.
- **Provincial sales tax on mortgage default insurance** in Ontario, Quebec and Saskatchewan. The premium itself can be added to the mortgage; the tax cannot and is due at closing.
- A **home inspection** and, if the lender asks for one, an **appraisal**.

## How to plan for them

Ask your broker for an estimate as soon as you are pre-approved, and keep the money in an account you can reach quickly. Then leave room for moving costs and the first repairs.

${GENERAL_INFORMATION_NOTE}`,
  },
  {
    agent: "marc",
    title: "Self-employed? How lenders read your income",
    slug: "self-employed-mortgage-income",
    excerpt:
      "Notices of assessment, two-year averages and stated-income programs: what self-employed borrowers " +
      "should prepare before applying.",
    motif: "briefcase",
    createdDaysAgo: 3,
    keywords: "self-employed mortgage, notice of assessment, business for self, stated income",
    adminCreated: false,
    content: `Self-employed Canadians often earn well but show modest taxable income, because they claim legitimate business expenses. Lenders know this, and there are ways to make your application as strong as it can be.

## What lenders usually ask for

- Your **T1 General** returns and **Notices of Assessment** for the last two years;
- proof that you owe nothing to the CRA, including HST and payroll remittances;
- your business registration or articles of incorporation;
- for a corporation, two years of financial statements.

Most lenders want at least **two years** in business, sometimes less if you stayed in the same field.

## How income is calculated

Lenders typically average your last two years of line 15000 income. If the most recent year is lower, they may use that year alone. Some lenders add back non-cash expenses such as capital cost allowance, and some gross up sole-proprietor income.

If you are incorporated, your salary and dividends count, and some lenders consider a share of the company's retained earnings.

## Stated-income programs

When your declared income does not show your real capacity, some lenders offer **business-for-self** programs that rely on a reasonable stated income, backed by bank statements and your credit history. Expect to need a larger down payment, often 20% or more, and sometimes a slightly higher rate.

## Plan a year ahead

If you expect to buy or refinance next year, talk to your accountant and your broker now. Claiming fewer expenses for one year costs tax, but it can raise your borrowing power substantially. It is a trade-off worth calculating, not guessing.

${GENERAL_INFORMATION_NOTE}`,
  },
];
