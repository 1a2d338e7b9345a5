import { CHATBOT_LEAD_SOURCE, type LeadStatus, type LeadType } from "../../../domain/constants";
import type { LeadMetadata } from "../schema";
import type { DemoAgent } from "./agents";
import { calculatorMetadata } from "./calculator";

export const DEMO_CHAT_CONVERSATION = [
  {
    role: "assistant",
    content:
      "Hi, I'm Vayu. I can share general information about mortgages and MIC lending. If you would like a broker " +
      "to follow up, just tell me your name and an email or phone number.",
  },
  {
    role: "user",
    content:
      "My term ends in three months and my bank offered 4.89% for a five-year fixed. Is that a good renewal rate?",
  },
  {
    role: "assistant",
    content:
      "Renewal offers are often higher than what other lenders quote for the same borrower. Many lenders hold a " +
      "rate for 120 days, so now is a good time to compare. If your mortgage is uninsured and you switch without " +
      "adding money or extending the amortization, you no longer need to pass the stress test. A broker can " +
      "compare offers for you at no cost.",
  },
  {
    role: "user",
    content: "My name is Sarah. You can reach me at sarah.thompson@example.com or 905-555-0187.",
  },
  {
    role: "assistant",
    content: "Thanks, Sarah. A broker will contact you shortly to compare renewal options.",
  },
] as const;

export interface DemoLead {
  agent?: DemoAgent["key"];
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  type: LeadType;
  source: string;
  status: LeadStatus;
  message: string | null;
  notes: string | null;
  metadata: LeadMetadata;
  hoursAgo: number;
}

export const DEMO_LEADS: readonly DemoLead[] = [
  {
    agent: "priya",
    clientName: "Amelia Chen",
    clientEmail: "amelia.chen@example.com",
    clientPhone: "(647) 555-0121",
    type: "rate_quote",
    source: "mortgage_calculator",
    status: "new",
    message: null,
    notes: null,
    metadata: calculatorMetadata(650000, 65000, "Ontario", 25, 4.04, "monthly"),
    hoursAgo: 20,
  },
  {
    clientName: "Lucas Martin",
    clientEmail: "lucas.martin@example.com",
    clientPhone: null,
    type: "rate_quote",
    source: "mortgage_calculator",
    status: "contacted",
    message: null,
    notes: null,
    metadata: calculatorMetadata(480000, 24000, "Quebec", 25, 3.94, "bi-weekly"),
    hoursAgo: 70,
  },
  {
    agent: "jasmine",
    clientName: "Noor Haddad",
    clientEmail: "noor.haddad@example.com",
    clientPhone: "(778) 555-0104",
    type: "rate_quote",
    source: "mortgage_calculator",
    status: "qualified",
    message: null,
    notes: "Pre-approval issued; buyer looking at two-bedroom condos in Burnaby.",
    metadata: calculatorMetadata(900000, 180000, "British Columbia", 30, 4.14, "monthly"),
    hoursAgo: 190,
  },
  {
    agent: "marc",
    clientName: "Ethan Roy",
    clientEmail: "ethan.roy@example.com",
    clientPhone: "(438) 555-0156",
    type: "refinance",
    source: "mortgage_calculator",
    status: "new",
    message: null,
    notes: null,
    metadata: calculatorMetadata(550000, 150000, "Quebec", 20, 4.19, "monthly"),
    hoursAgo: 46,
  },
  {
    agent: "priya",
    clientName: "Grace Wilson",
    clientEmail: "grace.wilson@example.com",
    clientPhone: "(905) 555-0133",
    type: "refinance",
    source: "mortgage_calculator",
    status: "closed",
    message: null,
    notes: "Switched to a monoline lender at renewal; funded.",
    metadata: calculatorMetadata(720000, 300000, "Ontario", 25, 3.95, "monthly"),
    hoursAgo: 960,
  },
  {
    agent: "priya",
    clientName: "Mateo Alvarez",
    clientEmail: "mateo.alvarez@example.com",
    clientPhone: "(905) 555-0172",
    type: "application",
    source: "website",
    status: "new",
    message: "We have an accepted offer with a closing date in six weeks and 10% down from our FHSAs.",
    notes: null,
    metadata: { mortgage_amount: 520000, property_address: "48 Maple Grove Drive, Brampton, ON L6P 1A2" },
    hoursAgo: 26,
  },
  {
    agent: "jasmine",
    clientName: "Hannah Kim",
    clientEmail: "hannah.kim@example.com",
    clientPhone: "(604) 555-0190",
    type: "application",
    source: "website",
    status: "contacted",
    message: "Pre-sale condo completing this spring. The builder's deposit is already paid.",
    notes: null,
    metadata: {
      mortgage_amount: 610000,
      property_address: "1288 West Cordova Street, Unit 3301, Vancouver, BC V6C 3R3",
    },
    hoursAgo: 120,
  },
  {
    agent: "marc",
    clientName: "Jean-Philippe Bouchard",
    clientEmail: "jp.bouchard@example.com",
    clientPhone: "(514) 555-0148",
    type: "application",
    source: "website",
    status: "qualified",
    message: "Self-employed electrician, buying a duplex and living in one unit.",
    notes: "Two years of NOAs received; income averages well above the requirement.",
    metadata: { mortgage_amount: 435000, property_address: "4521 rue Saint-Denis, Montréal, QC H2J 2L4" },
    hoursAgo: 290,
  },
  {
    clientName: "Aisha Mohamed",
    clientEmail: "aisha.mohamed@example.com",
    clientPhone: "(587) 555-0115",
    type: "application",
    source: "website",
    status: "closed",
    message: "Moved to Calgary last year on a work permit; first purchase in Canada.",
    notes: null,
    metadata: { mortgage_amount: 380000, property_address: "17 Prairie Rose Way SE, Calgary, AB T2Z 4K8" },
    hoursAgo: 1320,
  },
  {
    clientName: "Liam O'Connor",
    clientEmail: "liam.oconnor@example.com",
    clientPhone: "(416) 555-0127",
    type: "contact",
    source: "contact_form",
    status: "new",
    message: "Could someone explain how a HELOC compares with refinancing for a kitchen renovation?",
    notes: null,
    metadata: { phoneType: "Mobile", postalCode: "M4C 1B5" },
    hoursAgo: 12,
  },
  {
    agent: "marc",
    clientName: "Chloé Lefebvre",
    clientEmail: "chloe.lefebvre@example.com",
    clientPhone: "(514) 555-0181",
    type: "contact",
    source: "contact_form",
    status: "contacted",
    message: "I'd like to discuss porting my mortgage to a new home in Laval.",
    notes: null,
    metadata: { phoneType: "Work", postalCode: "H2T 1S4" },
    hoursAgo: 150,
  },
  {
    agent: "priya",
    clientName: "Benjamin Wright",
    clientEmail: "ben.wright@example.com",
    clientPhone: "(905) 555-0166",
    type: "contact",
    source: "contact_form",
    status: "closed",
    message: "Please call me about renewing my mortgage in the spring.",
    notes: null,
    metadata: { phoneType: "Residential", postalCode: "L4C 3G5" },
    hoursAgo: 720,
  },
  {
    clientName: "Sarah Thompson",
    clientEmail: "sarah.thompson@example.com",
    clientPhone: "905-555-0187",
    // Conversations become applications, so staff find them in the applications list with its chat viewer.
    type: "application",
    source: CHATBOT_LEAD_SOURCE,
    status: "new",
    message: DEMO_CHAT_CONVERSATION[1].content,
    notes: JSON.stringify(DEMO_CHAT_CONVERSATION),
    metadata: { first_name: "Sarah", email: "sarah.thompson@example.com", phone: "905-555-0187" },
    hoursAgo: 5,
  },
];
