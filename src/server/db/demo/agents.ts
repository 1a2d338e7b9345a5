import type { Language } from "../../../domain/languages";
import type { AgentSeoSettings, SocialLinks } from "../schema";

export const DEMO_AGENT_EMAIL = "agent@vayu.local";

export interface DemoAgent {
  /** Key used by the other demo modules to refer to this agent. */
  key: "priya" | "marc" | "jasmine" | "daniel";
  name: string;
  email: string;
  phone: string;
  /** A made-up number in the format of the agent's provincial regulator, for the demo only. */
  licenceNumber: string;
  city: string;
  bio: string;
  profileSlug: string;
  calendlyLink: string;
  socialLinks: SocialLinks;
  seo: Omit<AgentSeoSettings, "og_image">;
  address: string;
  isActive: boolean;
  /** The language the agent reads the product's e-mails in; English when absent. */
  preferredLanguage?: Language;
  /** Days before the seed run at which the agent joined, so "newest first" lists look lived-in. */
  joinedDaysAgo: number;
}

/** The agent whose dashboard the demo sign-in (agent@vayu.local) opens. */
export const DEMO_SIGN_IN_AGENT: DemoAgent = {
  key: "priya",
  name: "Priya Raman",
  email: DEMO_AGENT_EMAIL,
  phone: "(416) 555-0142",
  licenceNumber: "M08004127",
  city: "Toronto",
  bio:
    "I have helped Greater Toronto Area families buy, renew and refinance for over twelve years. " +
    "Most of my clients are first-time buyers juggling an FHSA, an RRSP withdrawal and a tight closing date, " +
    "so I keep the process plain and the paperwork organised. I compare offers from the big banks, " +
    "credit unions and monoline lenders so you see the whole picture before you sign.",
  profileSlug: "priyaraman",
  calendlyLink: "https://calendly.com/priya-raman-vayu/30min",
  socialLinks: {
    linkedin: "https://www.linkedin.com/in/priya-raman-mortgages",
    instagram: "https://www.instagram.com/priyaraman.mortgages",
    facebook: "https://www.facebook.com/priyaramanmortgages",
    youtube: "https://www.youtube.com/@priyaramanmortgages",
    website: "https://priyaraman.vayu.ca",
  },
  seo: {
    meta_title: "Priya Raman | Toronto Mortgage Broker",
    meta_description:
      "First-home, renewal and refinance mortgages across the GTA. Compare lenders with Priya Raman and book a free call.",
    meta_keywords: "Toronto mortgage broker, first-time buyer, FHSA, mortgage renewal, GTA",
  },
  address: "200 Front Street West, Suite 2300, Toronto, ON M5V 3K2",
  isActive: true,
  joinedDaysAgo: 420,
};

export const DEMO_AGENTS: readonly DemoAgent[] = [
  DEMO_SIGN_IN_AGENT,
  {
    key: "marc",
    name: "Marc-André Tremblay",
    email: "marc-andre.tremblay@vayu.local",
    phone: "(514) 555-0163",
    licenceNumber: "AMF 215431",
    city: "Montréal",
    // Written as a Montréal broker writes for Québec clients, in French, with a word for English speakers.
    bio:
      "Courtier hypothécaire à Montréal depuis plus de dix ans, je sers Montréal, Laval et la Rive-Sud. " +
      "J’accompagne surtout les travailleurs autonomes, les acheteurs de plex et les familles qui ont besoin " +
      "de plus d’espace, et je prends le temps de vous expliquer comment un prêteur lit vos avis de cotisation. " +
      "Je compare les offres des grandes banques, des caisses et des prêteurs spécialisés pour que vous ayez " +
      "le portrait complet avant de signer, de la préapprobation jusque chez le notaire. " +
      "Je vous accompagne en français ou en anglais. English-speaking clients are always welcome.",
    profileSlug: "marcandretremblay",
    calendlyLink: "https://calendly.com/marc-andre-tremblay-vayu/30min",
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/marc-andre-tremblay-hypotheque",
      facebook: "https://www.facebook.com/marcandre.hypotheques",
      website: "https://marcandre.vayu.ca",
    },
    seo: {
      meta_title: "Marc-André Tremblay | Courtier hypothécaire à Montréal",
      meta_description:
        "Prêts hypothécaires à Montréal, en français ou en anglais\u00a0: travailleurs autonomes, plex et " +
        "premiers acheteurs. Comparez les prêteurs.",
      meta_keywords:
        "courtier hypothécaire Montréal, prêt hypothécaire travailleur autonome, plex, renouvellement, " +
        "Montréal mortgage broker",
    },
    address: "1250 René-Lévesque Boulevard West, Suite 2200, Montréal, QC H3B 4W8",
    isActive: true,
    preferredLanguage: "fr",
    joinedDaysAgo: 310,
  },
  {
    key: "jasmine",
    name: "Jasmine Nguyen",
    email: "jasmine.nguyen@vayu.local",
    phone: "(604) 555-0178",
    licenceNumber: "BCFSA X034812",
    city: "Vancouver",
    bio:
      "Vancouver prices call for careful planning. I help buyers across Metro Vancouver and the Fraser Valley " +
      "structure down payments, compare insured and uninsured options, and plan for strata fees and property " +
      "transfer tax. I also help owners use home equity wisely, from renovations to a rental suite.",
    profileSlug: "jasminenguyen",
    calendlyLink: "https://calendly.com/jasmine-nguyen-vayu/30min",
    socialLinks: {
      instagram: "https://www.instagram.com/jasmine.mortgages.yvr",
      linkedin: "https://www.linkedin.com/in/jasmine-nguyen-mortgages",
      youtube: "https://www.youtube.com/@jasminenguyenmortgages",
    },
    seo: {
      meta_title: "Jasmine Nguyen | Vancouver Mortgage Broker",
      meta_description:
        "Purchase, strata and home equity financing across Metro Vancouver. Clear advice and lender comparisons.",
      meta_keywords: "Vancouver mortgage broker, strata mortgage, HELOC, property transfer tax",
    },
    address: "1055 West Georgia Street, Suite 1500, Vancouver, BC V6E 3P3",
    isActive: true,
    joinedDaysAgo: 190,
  },
  {
    key: "daniel",
    name: "Daniel Okafor",
    email: "daniel.okafor@vayu.local",
    phone: "(403) 555-0119",
    licenceNumber: "RECA 00071593",
    city: "Calgary",
    bio:
      "Calgary broker focused on newcomers to Canada and new-build purchases. I explain Canadian credit, " +
      "builder deposit schedules and progress draws so there are no surprises on possession day.",
    profileSlug: "danielokafor",
    calendlyLink: "https://calendly.com/daniel-okafor-vayu/30min",
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/daniel-okafor-mortgages",
      facebook: "https://www.facebook.com/danielokafor.mortgages",
    },
    seo: {
      meta_title: "Daniel Okafor | Calgary Mortgage Broker",
      meta_description: "Mortgages for newcomers to Canada and new-build homes in Calgary and area.",
      meta_keywords: "Calgary mortgage broker, newcomer mortgage, new build, progress draw",
    },
    address: "333 7 Avenue SW, Suite 1100, Calgary, AB T2P 2Z1",
    isActive: false,
    joinedDaysAgo: 95,
  },
];
