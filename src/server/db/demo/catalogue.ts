import type { IllustrationMotif } from "./svg";

interface DemoCatalogueItem {
  name: string;
  description: string;
  /** Key in the product-images or service-images bucket, stored as-is in image_url. */
  imageKey: string;
  motif: IllustrationMotif;
  content: string;
  daysAgo: number;
}

export interface DemoProduct extends DemoCatalogueItem {
  price: number | null;
}

export interface DemoService extends DemoCatalogueItem {
  features: string[];
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: "First-Home Mortgage",
    description: "Insured and conventional mortgages for first-time buyers, with up to 30-year amortization.",
    imageKey: "demo/first-home.svg",
    motif: "house",
    price: null,
    daysAgo: 120,
    content:
      "Buy your first home with as little as 5% down on the first $500,000. We compare insured and conventional " +
      "offers from banks, credit unions and monoline lenders, help you use your FHSA and the Home Buyers' Plan, " +
      "and hold your rate for up to 120 days while you shop. Eligible first-time buyers can choose a 30-year " +
      "amortization on an insured mortgage to lower the payment.",
  },
  {
    name: "Renewal and Switch",
    description:
      "Move your mortgage to a better rate at maturity, often with legal and appraisal fees covered.",
    imageKey: "demo/renewal.svg",
    motif: "renewal",
    price: null,
    daysAgo: 110,
    content:
      "Your renewal is the one time you can move your mortgage without a penalty. We start four to six months " +
      "before maturity, compare your lender's offer with the market and handle the paperwork. Uninsured straight " +
      "switches no longer need to pass the stress test, so more borrowers can move to a better rate.",
  },
  {
    name: "Home Equity Line of Credit",
    description: "Flexible access to your home equity for renovations, education or investing.",
    imageKey: "demo/heloc.svg",
    motif: "equity",
    price: null,
    daysAgo: 100,
    content:
      "A home equity line of credit lets you borrow up to 65% of your home's value, or up to 80% combined with " +
      "a mortgage, and pay interest only on what you use. We help you compare prime-based pricing, set a sensible " +
      "limit and plan how the balance will be repaid.",
  },
  {
    name: "Private Mortgage through a MIC",
    description: "Short-term financing from a mortgage investment corporation when banks say not yet.",
    imageKey: "demo/private-mic.svg",
    motif: "building",
    price: 995,
    daysAgo: 90,
    content:
      "Mortgage investment corporations lend on the strength of the property, which helps borrowers with bruised " +
      "credit, new self-employment or a tight closing. Terms are usually one or two years at higher rates, with " +
      "lender and broker fees disclosed in writing before you sign. The price shown is our broker fee; we plan " +
      "your move back to a traditional lender from day one.",
  },
  {
    name: "Fixed-Rate Mortgage",
    description: "The same rate and payment for the whole term, from one to ten years.",
    imageKey: "demo/fixed-rate.svg",
    motif: "percent",
    price: null,
    daysAgo: 80,
    content:
      "A fixed rate keeps your payment the same for the whole term, which makes budgeting simple.\n\n" +
      "- Terms from 1 to 10 years; the 5-year term is the most popular\n" +
      "- Prepay up to 15% to 20% a year without penalty, depending on the lender\n" +
      "- Breaking the term early costs the greater of three months' interest or the interest rate differential\n\n" +
      "We compare lenders' posted and discounted rates and explain each penalty before you sign.",
  },
  {
    name: "Variable-Rate Mortgage",
    description: "A rate that moves with prime, usually with a lower penalty to break.",
    imageKey: "demo/variable-rate.svg",
    motif: "renewal",
    price: null,
    daysAgo: 70,
    content:
      "A variable rate is set as prime plus or minus a spread, so it moves when the Bank of Canada changes " +
      "its policy rate. Some lenders keep your payment fixed and change how much goes to principal; others " +
      "adjust the payment. Breaking a variable mortgage usually costs three months' interest, which suits " +
      "borrowers who may sell or refinance before the term ends.",
  },
  {
    name: "Bridge Financing",
    description: "Short-term financing to buy your next home before the sale of the current one closes.",
    imageKey: "demo/bridge.svg",
    motif: "coins",
    price: 495,
    daysAgo: 60,
    content:
      "When your purchase closes before your sale, a bridge loan lets you use the equity of the home you are " +
      "selling for the down payment.\n\n" +
      "1. You need a firm sale agreement on your current home\n" +
      "2. Most lenders bridge for up to 90 or 120 days\n" +
      "3. Interest is charged only for the days you use it\n\n" +
      "The price shown is the lender's set-up fee, disclosed in writing before you sign.",
  },
  {
    name: "Rental Property Mortgage",
    description: "Financing for a second home, a rental condo or a small multi-unit building.",
    imageKey: "demo/rental.svg",
    motif: "building",
    price: null,
    daysAgo: 40,
    content:
      "Lenders count part of the expected rent toward your income, but ask for at least 20% down on a rental. " +
      "We compare how each lender treats rental income (add-back or offset), which matters once you own " +
      "more than one property, and plan the financing of the next one.",
  },
  {
    name: "Reverse Mortgage",
    description: "Tax-free access to your home equity from age 55, with no regular payments.",
    imageKey: "demo/reverse.svg",
    motif: "maple",
    price: 1249.5,
    daysAgo: 25,
    content:
      "A reverse mortgage lets homeowners aged 55 and over borrow up to about 55% of their home's value " +
      "without monthly payments; the balance is repaid when the home is sold. Rates are higher than a regular " +
      "mortgage, so we compare it with a line of credit first. The price shown is the typical appraisal, " +
      "legal and set-up cost, itemised before you commit.",
  },
];

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: "Purchase Financing",
    description: "Pre-approval to closing for resale, new-build and pre-construction purchases.",
    imageKey: "demo/purchase.svg",
    motif: "house",
    daysAgo: 120,
    features: [
      "Pre-approval with a 120-day rate hold",
      "Lender comparison",
      "Down payment planning",
      "Closing support",
    ],
    content:
      "We review your income, credit and savings, get you a pre-approval and stay with you through the offer, " +
      "the appraisal and the lawyer's office. For new builds we plan around deposit schedules and closing delays.",
  },
  {
    name: "Refinancing and Debt Consolidation",
    description: "Use your home equity to lower your monthly costs or fund a renovation.",
    imageKey: "demo/refinance.svg",
    motif: "coins",
    daysAgo: 110,
    features: ["Up to 80% of home value", "Penalty and blend-and-extend comparison", "Repayment plan"],
    content:
      "We calculate what a refinance really saves after penalties and fees, compare it with a blend-and-extend or " +
      "a line of credit, and help you set up prepayments so consolidated debt is paid off sooner.",
  },
  {
    name: "Self-Employed Mortgages",
    description: "Lenders and programs that understand business owners and contractors.",
    imageKey: "demo/self-employed.svg",
    motif: "briefcase",
    daysAgo: 100,
    features: [
      "Two-year income averaging",
      "Stated-income programs",
      "Incorporated borrowers",
      "CRA document review",
    ],
    content:
      "We know which lenders add back business expenses, which accept stated income with a larger down payment, " +
      "and how to present corporate income. You get a clear list of documents before we apply.",
  },
  {
    name: "Newcomers to Canada",
    description: "Mortgages for permanent residents and work-permit holders building Canadian credit.",
    imageKey: "demo/newcomers.svg",
    motif: "maple",
    daysAgo: 90,
    features: ["Programs with 5% to 35% down", "Foreign income and credit references", "Bilingual support"],
    content:
      "Newcomer programs let you buy before you have a long Canadian credit history. We explain what lenders " +
      "need, from employment letters to proof of funds from abroad, and which insurers offer newcomer programs.",
  },
  {
    name: "MIC and Private Lending",
    description: "General information and guidance on mortgage investment corporation lending.",
    imageKey: "demo/mic-lending.svg",
    motif: "building",
    daysAgo: 80,
    features: ["Short-term bridge financing", "Second mortgages", "Exit strategy planning"],
    content:
      "When a traditional lender cannot help yet, a mortgage investment corporation can bridge the gap. We compare " +
      "rates and fees across private lenders and set a plan to move back to a bank or credit union.",
  },
  {
    name: "Renewal Review",
    description: "A second opinion on your lender's renewal offer, started months before maturity.",
    imageKey: "demo/renewal-review.svg",
    motif: "renewal",
    daysAgo: 60,
    features: ["Review starts 4 to 6 months ahead", "Market rate comparison", "Switch paperwork handled"],
    content:
      "Renewal letters often quote the posted rate. We compare the offer with what other lenders would give " +
      "you, negotiate with your current lender where that is simpler, and move the mortgage where it is not.",
  },
  {
    name: "Investment Property Financing",
    description: "Rentals, multi-unit buildings and portfolios, with lenders that count rental income.",
    imageKey: "demo/investment.svg",
    motif: "building",
    daysAgo: 45,
    features: ["Rental income add-back or offset", "2 to 4 unit properties", "Portfolio planning"],
    content:
      "Each lender has its own limit on how many rentals it will finance and how it counts the rent. We keep " +
      "your next purchase in mind when we place this one, so a lender's limit does not stop your plan.",
  },
  {
    name: "Credit Rebuilding Plan",
    description: "A step-by-step plan from a private or B lender back to bank rates.",
    imageKey: "demo/credit-plan.svg",
    motif: "percent",
    daysAgo: 20,
    features: ["Credit report review", "12 to 24 month plan", "Check-ins before renewal"],
    content:
      "After a consumer proposal, a missed payment or a period of self-employment, we place the mortgage " +
      "where it fits today and set out what to change so you qualify with a bank at renewal.",
  },
];
