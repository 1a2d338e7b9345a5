import type { DemoAgent } from "./agents";

export interface DemoTestimonial {
  /** The agent the testimonial is about; absent for testimonials the admin wrote for the home page. */
  agent?: DemoAgent["key"];
  writtenByAdmin: boolean;
  clientName: string;
  content: string;
  rating: number;
  isApproved: boolean;
  daysAgo: number;
}

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    writtenByAdmin: true,
    clientName: "Olivia and Sam Bennett",
    content:
      "We were first-time buyers with a 10% down payment and a lot of questions. Vayu walked us through the " +
      "stress test, the insurance premium and our FHSA withdrawal, and we closed on our Oshawa townhouse on time.",
    rating: 5,
    isApproved: true,
    daysAgo: 12,
  },
  {
    writtenByAdmin: true,
    clientName: "Harjit Sandhu",
    content:
      "My renewal offer from the bank was almost half a point higher than what Vayu found me. Switching took " +
      "one short call and a few signatures, and the new lender covered the legal fees.",
    rating: 5,
    isApproved: true,
    daysAgo: 26,
  },
  {
    writtenByAdmin: true,
    clientName: "Geneviève Roy",
    content:
      "As a self-employed designer I had been turned down twice. The team explained which lenders use two " +
      "years of notices of assessment and found me a fair rate without a private mortgage.",
    rating: 4,
    isApproved: true,
    daysAgo: 41,
  },
  {
    writtenByAdmin: true,
    clientName: "Tom and Aiko Fraser",
    content:
      "Clear numbers, quick answers and no pressure. The payment comparison between a 25 and a 30 year " +
      "amortization helped us choose with confidence.",
    rating: 5,
    isApproved: true,
    daysAgo: 58,
  },
  {
    agent: "priya",
    writtenByAdmin: false,
    clientName: "Daniel Costa",
    content:
      "Priya kept our purchase on track when the appraisal came in low. She had a second lender lined up " +
      "within a day and we still closed on schedule.",
    rating: 5,
    isApproved: true,
    daysAgo: 9,
  },
  {
    agent: "priya",
    writtenByAdmin: false,
    clientName: "Amara Okonkwo",
    content:
      "Patient, organised and honest about the trade-offs between fixed and variable. I always knew what " +
      "was happening next.",
    rating: 5,
    isApproved: true,
    daysAgo: 33,
  },
  {
    agent: "priya",
    writtenByAdmin: false,
    clientName: "Kevin Liu",
    content:
      "Priya helped us refinance to pay off our car loan and line of credit. Our monthly costs dropped by about $600.",
    rating: 4,
    isApproved: false,
    daysAgo: 2,
  },
  {
    agent: "marc",
    writtenByAdmin: false,
    clientName: "Sophie Gagnon",
    content:
      "Marc-André explained every step in French and English for my parents. We bought our first triplex " +
      "in Rosemont with a rate lower than our bank offered.",
    rating: 5,
    isApproved: true,
    daysAgo: 17,
  },
  {
    agent: "marc",
    writtenByAdmin: false,
    clientName: "Mathieu Bergeron",
    content:
      "Travailleur autonome depuis trois ans, je pensais devoir attendre avant d’acheter. Marc-André a monté " +
      "mon dossier avec mes avis de cotisation, et nous avons signé chez le notaire pour notre condo à Laval " +
      "en moins de deux mois.",
    rating: 5,
    isApproved: true,
    daysAgo: 8,
  },
  {
    agent: "jasmine",
    writtenByAdmin: false,
    clientName: "Ravi Patel",
    content:
      "Jasmine found a lender that counted our basement suite rental income. That made the difference for " +
      "our Burnaby purchase.",
    rating: 5,
    isApproved: true,
    daysAgo: 21,
  },
  {
    agent: "jasmine",
    writtenByAdmin: false,
    clientName: "Emily Chen",
    content: "Quick pre-approval and great advice on strata documents before we made an offer.",
    rating: 4,
    isApproved: false,
    daysAgo: 4,
  },
];
