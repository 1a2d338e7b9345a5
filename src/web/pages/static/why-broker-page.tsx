import { Building2, FileCheck2, Handshake, Scale, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { CallToAction, ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

const DUTIES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileCheck2,
    title: "Prepares your file",
    text: "Reviews your income, credit, down payment and the property, and tells you what lenders will ask for before you apply.",
  },
  {
    icon: Scale,
    title: "Compares lenders",
    text: "Shops your mortgage with several lenders at once and explains the differences in rate, penalties, prepayment privileges and portability.",
  },
  {
    icon: Handshake,
    title: "Negotiates and follows through",
    text: "Secures a rate hold, answers the lender's conditions and works with your lawyer or notary until the mortgage funds.",
  },
  {
    icon: Building2,
    title: "Stays with you at renewal",
    text: "Reviews the market again when your term ends, when a lender's renewal offer is often not its best rate.",
  },
];

const LENDERS = [
  ["Big banks", "Some of the large banks accept mortgages through brokers, alongside their own branches."],
  ["Credit unions", "Often flexible on income and property types, with regional expertise."],
  [
    "Monoline lenders",
    "Lenders that do only mortgages and reach borrowers mainly through brokers, often with competitive rates and fair penalties.",
  ],
  [
    "Alternative (B) lenders",
    "Trust companies and other lenders for self-employed income, bruised credit or larger debt ratios, usually for a term or two.",
  ],
  [
    "Private lenders and MICs",
    "Short-term financing secured mainly by the property, when other lenders cannot help yet.",
  ],
] as const;

const REGULATORS = [
  ["Ontario", "Financial Services Regulatory Authority of Ontario (FSRA)"],
  ["British Columbia", "BC Financial Services Authority (BCFSA)"],
  ["Quebec", "Autorité des marchés financiers (AMF)"],
  ["Alberta", "Real Estate Council of Alberta (RECA)"],
] as const;

/** /why-broker: what a licensed mortgage broker or agent does in Canada, and how they are paid. */
export function WhyBrokerPage() {
  usePageMeta(pageMeta["/why-broker"]);

  return (
    <>
      <PageHeader title="Why use a mortgage broker">
        A licensed mortgage broker or agent works for you, not for one bank. One application lets them compare
        many lenders and explain the fine print before you sign.
      </PageHeader>
      <StaticBody>
        <ContentSection id="duties-title" title="What a broker does">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {DUTIES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="paid-title" title="How brokers are paid">
          <Prose>
            <p>
              On most residential mortgages with mainstream lenders, the{" "}
              <strong>lender pays the brokerage</strong> a finder's fee when your mortgage funds. You pay
              nothing directly for the broker's work on these mortgages.
            </p>
            <p>
              Alternative and private mortgages are different: a broker or lender fee is common. Brokers must
              tell you in writing, before you commit, how they are paid, what you will pay, and any conflict
              of interest, such as a link to a lender.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection
          id="lenders-title"
          title="Access to A lenders and alternative lenders"
          intro="A bank's mortgage specialist can offer one bank's products. A broker can compare several kinds of lenders:"
        >
          <dl className="grid max-w-4xl gap-4 sm:grid-cols-2">
            {LENDERS.map(([term, text]) => (
              <div key={term} className="rounded-xl border border-border p-4">
                <dt className="font-semibold">{term}</dt>
                <dd className="mt-1 text-sm text-muted-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </ContentSection>

        <ContentSection
          id="regulation-title"
          title="Licensed and regulated by your province"
          intro="Mortgage brokering is regulated provincially. Brokers, agents and brokerages must hold a licence, meet education requirements and follow rules on disclosure and suitability. For example:"
        >
          <ul className="grid max-w-3xl gap-2">
            {REGULATORS.map(([province, regulator]) => (
              <li
                key={province}
                className="flex flex-col gap-0.5 border-b border-border pb-2 sm:flex-row sm:gap-3"
              >
                <span className="font-semibold sm:w-40 sm:shrink-0">{province}</span>
                <span className="text-muted-foreground">{regulator}</span>
              </li>
            ))}
          </ul>
          <Prose className="mt-4">
            <p>
              Each regulator publishes a public registry, so ask for the broker's licence number and check it
              before you share your documents. A Vayu broker&apos;s profile shows their licence number once
              they have added it, and how to reach them directly.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="questions-title" title="Good questions to ask any broker">
          <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
            <li>What is your licence number, and which brokerage are you with?</li>
            <li>Which lenders will you compare for me?</li>
            <li>How are you paid on my mortgage, and will I pay any fee?</li>
            <li>What would it cost to break this mortgage, and can I port it if I move?</li>
            <li>How long will you hold the rate?</li>
          </ul>
        </ContentSection>

        <CallToAction
          title="Talk to a licensed Vayu broker"
          actions={[
            { label: "Find a broker", to: "/find-broker" },
            { label: "Contact Us", to: "/contact", variant: "outline" },
          ]}
        >
          Browse our brokers' profiles or send us a message, and a licensed broker in your province will get
          in touch.
        </CallToAction>
        <GeneralInformation />
      </StaticBody>
    </>
  );
}
