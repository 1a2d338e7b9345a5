import {
  CLOSING_COSTS_CALCULATOR_PATH,
  LAND_TRANSFER_TAX_CALCULATOR_PATH,
  MORTGAGE_INSURANCE_CALCULATOR_PATH,
} from "../closing-costs/closing-costs-query";
import { premiumBandsText, premiumTaxProvincesText, surchargeText } from "./closing-cost-texts";
import { GENERAL_INFO_NOTE, type KnowledgeEntry } from "./entry";

export const buyingTopics: KnowledgeEntry[] = [
  {
    id: "down-payment",
    title: "Down payment and CMHC insurance",
    phrases: [
      "How much down payment do I need?",
      "What is the minimum down payment in Canada?",
      "What is CMHC insurance?",
      "How much is mortgage default insurance?",
      "Can I buy with 5% down?",
    ],
    keywords: [
      "down payment",
      "minimum down",
      "cmhc",
      "mortgage insurance",
      "default insurance",
      "insured mortgage",
    ],
    synonyms: ["deposit", "downpayment", "sagen", "canada guaranty", "high ratio", "premium", "20 percent"],
    answer:
      `The minimum down payment is 5% of the first $500,000 of the price, plus 10% of the portion between $500,000 and $1,500,000; homes of $1.5 million or more need 20%. With less than 20% down the mortgage must carry default insurance from CMHC, Sagen or Canada Guaranty. The premium is added to the mortgage: ${premiumBandsText("en-CA")}, plus ${surchargeText("en-CA")} for a 30-year amortization. In ${premiumTaxProvincesText("en-CA")} provincial sales tax on the premium is payable at closing. The [mortgage insurance calculator](${MORTGAGE_INSURANCE_CALCULATOR_PATH}) works out the premium, or ask me with a price and a down payment, for example "CMHC on a $600k home in Ontario with 10% down". ` +
      GENERAL_INFO_NOTE,
  },
  {
    id: "first-time-buyers",
    title: "First-time buyers",
    phrases: [
      "I am a first-time home buyer, where do I start?",
      "What programs help first time buyers?",
      "What is the FHSA?",
      "Can I use my RRSP to buy a house?",
      "What incentives are there for first-time buyers?",
    ],
    keywords: ["first time", "first time buyer", "first home", "fhsa", "home buyers plan", "rrsp"],
    synonyms: [
      "first home savings account",
      "hbp",
      "land transfer tax rebate",
      "gst rebate",
      "new buyer",
      "buying first house",
      "home buyers amount",
    ],
    answer:
      "First-time buyers in Canada have several tools: the First Home Savings Account (FHSA) lets you contribute $8,000 a year, up to $40,000, with tax-deductible contributions and tax-free withdrawals for a qualifying home; the RRSP Home Buyers' Plan lets each buyer withdraw up to $60,000 tax-free, repaid over 15 years; the First-Time Home Buyers' Tax Credit is worth up to $1,500; a GST rebate applies to eligible newly built homes; and several provinces (for example Ontario and British Columbia) reduce or refund land transfer tax. First-time buyers can also get a 30-year amortization on an insured mortgage. Getting pre-approved is a good first step. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "land-transfer-tax",
    title: "Land transfer tax and closing costs",
    phrases: [
      "What is land transfer tax?",
      "How much is land transfer tax in Toronto?",
      "What is the welcome tax in Quebec?",
      "What are closing costs?",
      "How much cash do I need on closing day?",
    ],
    keywords: [
      "land transfer tax",
      "transfer tax",
      "ltt",
      "welcome tax",
      "property transfer tax",
      "closing cost",
      "cash to close",
    ],
    synonyms: [
      "mltt",
      "ptt",
      "transfer duties",
      "closing fees",
      "title insurance",
      "registration fees",
      "legal fees",
    ],
    answer:
      `Land transfer tax is charged on the price when you buy a home, at rates set by the province; Alberta and Saskatchewan charge land title registration fees instead, and the three territories charge neither. Toronto adds its own municipal land transfer tax, and Montréal and Québec City have their own welcome tax brackets. First-time buyers get a rebate or an exemption in Ontario, Toronto, British Columbia and Prince Edward Island, and a tax credit in Québec. Ask me with a price and a province, for example "land transfer tax on $750k in Toronto, first-time buyer", or use the [land transfer tax calculator](${LAND_TRANSFER_TAX_CALCULATOR_PATH}). On closing day you also pay the down payment, legal or notary fees, title insurance, adjustments and, with an insured mortgage in Ontario, Quebec or Saskatchewan, the sales tax on the premium: the [closing costs calculator](${CLOSING_COSTS_CALCULATOR_PATH}) adds them up. ` +
      GENERAL_INFO_NOTE,
  },
  {
    id: "pre-approval",
    title: "Pre-approval",
    phrases: [
      "How do I get pre-approved?",
      "What is a mortgage pre-approval?",
      "How long does a pre-approval last?",
      "What documents do I need for pre-approval?",
      "Does pre-approval affect my credit?",
    ],
    keywords: [
      "pre approval",
      "pre approved",
      "preapproval",
      "rate hold",
      "documents",
      "prequalification",
      "credit check",
    ],
    synonyms: [
      "prequalify",
      "pre qualification",
      "approval letter",
      "paperwork",
      "pay stubs",
      "employment letter",
    ],
    answer:
      "A pre-approval is a lender's conditional review of your income, credit and down payment that tells you how much you can borrow and usually holds a rate for 90 to 120 days. Expect to provide ID, a job letter and recent pay stubs (or two years of tax returns and Notices of Assessment if self-employed), proof of down payment (usually 90 days of statements) and details of your debts. The lender does a credit check; several mortgage checks within a short shopping window generally count as one. A pre-approval is not a final approval: the property and your file are confirmed again once you have an accepted offer. " +
      GENERAL_INFO_NOTE,
  },
  {
    id: "renewal-refinance",
    title: "Renewal and refinance",
    phrases: [
      "My mortgage is up for renewal, what should I do?",
      "How do I refinance my mortgage?",
      "Can I switch lenders at renewal?",
      "Can I take equity out of my home?",
      "Should I refinance to consolidate debt?",
    ],
    keywords: ["renewal", "renew", "refinance", "switch lender", "equity take out", "consolidate"],
    synonyms: [
      "maturity",
      "term ending",
      "transfer mortgage",
      "heloc",
      "home equity",
      "debt consolidation",
      "cash out",
    ],
    answer:
      "At renewal your term ends and you can stay with your lender or switch to another without penalty; start shopping about four to six months before the maturity date, because lenders' first renewal offers are often not their best. A straight switch of the same balance and amortization no longer needs to re-pass the stress test. A refinance replaces your mortgage with a larger one, for example to consolidate debt or renovate: you can usually borrow up to 80% of the home's value, you must re-qualify, and breaking a term early can cost a penalty. When a bank says no, a MIC or alternative lender can refinance on equity. " +
      GENERAL_INFO_NOTE,
  },
];
