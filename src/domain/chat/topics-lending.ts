import { formatPercent } from "../format";
import { debtLimitTexts } from "../mortgage/debt-limits";
import { GENERAL_INFO_NOTE, type KnowledgeEntry, type QuotedRate, type RateSnapshot } from "./entry";

/** One rate as the assistant quotes it. */
export function quoteRate(label: string, rate: QuotedRate): string {
  return `${label}: ${formatPercent(rate.ourRate)} (${rate.term} ${rate.rateType}, ${rate.province}; posted ${formatPercent(rate.postedRate)})`;
}

export function ratesAnswer(rates: RateSnapshot): string {
  const lines = [
    rates.fixed && quoteRate("Best fixed rate", rates.fixed),
    rates.variable && quoteRate("Best variable rate", rates.variable),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) {
    return `We have no rates published at the moment. A licensed mortgage agent can quote current rates for your situation. ${GENERAL_INFO_NOTE}`;
  }
  return [
    "Today's best rates on our rates table:",
    ...lines.map((line) => `- ${line}`),
    "Rates change often and the rate you are offered depends on your down payment, credit, income, the property and the term you choose. See the Rates section for every term and province.",
    GENERAL_INFO_NOTE,
  ].join("\n");
}

export const lendingTopics: KnowledgeEntry[] = [
  {
    id: "mic",
    title: "MIC lending",
    phrases: [
      "What is a MIC?",
      "What is a mortgage investment corporation?",
      "How does MIC lending work?",
      "Can a MIC lend to me if the bank said no?",
      "What are private mortgage lenders?",
      "What does a MIC mortgage cost?",
    ],
    keywords: [
      "mic",
      "mortgage investment corporation",
      "private lender",
      "private mortgage",
      "alternative lender",
    ],
    synonyms: [
      "private lending",
      "non bank lender",
      "alternate lender",
      "b lender",
      "equity lending",
      "bridge loan",
    ],
    answer:
      "A Mortgage Investment Corporation (MIC) pools money from investors and lends it as mortgages, under rules in section 130.1 of the Income Tax Act. MICs are private lenders: they look mostly at the property's equity and your exit plan rather than only income and credit, so they can help when a bank declines, for example with bruised credit, hard-to-prove income, a quick closing or a bridge between properties. MIC mortgages are usually short (1 to 2 years), often interest-only, at higher rates than banks, with lender and broker fees, and typically up to about 75-80% of the property's value. Most borrowers use one as a stepping stone back to a traditional lender. For investors, MIC shares are not CDIC-insured and carry risk. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "self-employed",
    title: "Self-employed borrowers",
    phrases: [
      "Can I get a mortgage if I am self-employed?",
      "I own a business, how do I qualify?",
      "What documents do self-employed borrowers need?",
      "I am a contractor with variable income",
      "Stated income mortgage",
    ],
    keywords: ["self employed", "business owner", "own business", "stated income", "business for self"],
    synonyms: [
      "freelancer",
      "contractor",
      "sole proprietor",
      "incorporated",
      "commission",
      "entrepreneur",
      "t1 general",
      "notice of assessment",
    ],
    answer:
      "Yes, self-employed Canadians get mortgages every day. Banks usually want two years of personal tax returns (T1 Generals) with Notices of Assessment, business financial statements if you are incorporated, and proof that taxes are paid up. Because write-offs lower your declared income, some lenders accept a stated-income or bank-statement approach with a larger down payment (often 20% or more), and insured programs exist with as little as 10% down in some cases. When the banks cannot help, alternative lenders and MICs look more at equity. A broker can match your file to the lender that reads self-employed income most favourably. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "rates",
    title: "Today's rates",
    phrases: [
      "What are your rates today?",
      "What is the best mortgage rate?",
      "What is the current 5 year fixed rate?",
      "How much interest will I pay?",
      "What are the lowest variable rates?",
    ],
    keywords: ["rate", "interest rate", "best rate", "current rate", "lowest rate", "today rate"],
    synonyms: ["interest", "percent", "apr", "prime", "cheapest", "posted rate", "5 year fixed"],
    answer: ratesAnswer,
  },
  {
    id: "eligibility",
    title: "Eligibility",
    phrases: [
      "Do I qualify for a mortgage?",
      "Am I eligible for a mortgage?",
      "How much can I borrow?",
      "What credit score do I need?",
      "Can I get a mortgage with bad credit?",
      "How much house can I afford?",
    ],
    keywords: ["qualify", "eligible", "eligibility", "credit score", "afford", "borrow", "approved"],
    synonyms: [
      "bad credit",
      "debt ratio",
      "gds",
      "tds",
      "income",
      "bankruptcy",
      "consumer proposal",
      "how much",
    ],
    answer:
      `Lenders look at four things: income (and how stable and provable it is), credit history, down payment, and your debt service ratios. ${debtLimitTexts.summary} Housing costs are the payment, property tax and heating (lenders count half of condo fees), and you must qualify at the stress-test rate. Most banks like a credit score of 680 or more; lower scores, recent bankruptcy or a consumer proposal can still be financed through alternative lenders or a MIC. The affordability calculator on this site gives a quick estimate. ` +
      GENERAL_INFO_NOTE,
  },
  {
    id: "stress-test",
    title: "The stress test",
    phrases: [
      "What is the mortgage stress test?",
      "What is the qualifying rate?",
      "Do I have to pass the stress test?",
      "How does the stress test work?",
      "Does the stress test apply at renewal?",
    ],
    keywords: ["stress test", "qualifying rate", "minimum qualifying rate", "b 20"],
    synonyms: ["osfi", "b20", "qualify at a higher rate", "stress tested", "mqr"],
    answer:
      "To qualify with a federally regulated lender you must show you could afford payments at the greater of your contract rate plus 2 percentage points or 5.25%. For example, at a 4.19% contract rate you qualify at 6.19%. The rule comes from OSFI guideline B-20 for uninsured mortgages and applies to insured mortgages too. Since November 2024 a straight switch to another lender at renewal, without adding to the balance or amortization, no longer needs to re-pass the stress test. Some provincially regulated lenders, such as credit unions and MICs, set their own rules. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "fixed-vs-variable",
    title: "Fixed or variable",
    phrases: [
      "Should I choose a fixed or variable rate?",
      "What is the difference between fixed and variable?",
      "Is a variable rate mortgage risky?",
      "Fixed vs variable mortgage",
      "What happens to a variable rate when prime changes?",
    ],
    keywords: ["fixed", "variable", "fixed or variable", "fixed vs variable", "adjustable"],
    synonyms: ["prime rate", "bank of canada", "floating", "arm", "penalty", "ird"],
    answer:
      "A fixed rate stays the same for the whole term, so your payment is predictable. A variable rate moves with the lender's prime rate, which follows the Bank of Canada's policy rate: with an adjustable mortgage the payment changes, with a variable one the payment may stay the same while the share going to interest changes. Variable rates have usually cost less over time but carry the risk of increases. Penalties differ too: breaking a variable mortgage usually costs three months' interest, while a fixed one costs the greater of three months' interest or the interest rate differential (IRD), which can be much larger. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "amortization",
    title: "Amortization",
    phrases: [
      "What is amortization?",
      "What is the maximum amortization in Canada?",
      "Can I get a 30 year amortization?",
      "What is the difference between term and amortization?",
      "How long does it take to pay off a mortgage?",
    ],
    keywords: ["amortization", "amortization period", "30 year", "25 year", "pay off"],
    synonyms: ["amortize", "length of mortgage", "how long", "term versus amortization"],
    answer:
      "Amortization is the total time it would take to pay the mortgage off; the term (usually 1 to 10 years, most often 5) is how long your current rate and contract last before renewal. Insured mortgages (less than 20% down) are limited to 25 years, except that first-time buyers and buyers of newly built homes can get 30 years since December 15, 2024. With 20% or more down, most lenders offer up to 30 years. A longer amortization lowers the payment but adds interest over the life of the loan; the payment calculator shows the difference. " +
      GENERAL_INFO_NOTE,
  },
];
