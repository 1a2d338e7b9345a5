import { Link } from "react-router";
import { Check } from "lucide-react";
import { shellMessages } from "../../../domain/messages";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

const STEPS = [
  {
    title: "Check the basic requirements",
    text: "You must be an adult entitled to work in Canada. Regulators also look at your background and may ask about past bankruptcies, licence refusals or criminal charges.",
  },
  {
    title: "Complete the approved licensing course",
    text: "Each province approves its own education and exam. In Ontario, that is the Mortgage Agent Level 1 program from an FSRA-approved provider; other provinces set their own courses.",
  },
  {
    title: "Find a sponsoring brokerage",
    text: "An agent works on behalf of a licensed brokerage, which sponsors your application and supervises your files. Errors and omissions insurance is required, and brokerages often cover their agents.",
  },
  {
    title: "Apply to your provincial regulator",
    text: "Apply online with your course certificate and the brokerage's authorization, for example to FSRA in Ontario, BCFSA in British Columbia, the AMF in Quebec or RECA in Alberta, and pay the licence fee.",
  },
  {
    title: "Keep your licence current",
    text: "Licences are renewed on a regular cycle with continuing education. In Ontario, dealing in private and other higher-risk mortgages also needs the Mortgage Agent Level 2 licence.",
  },
];

const OFFERS = [
  "Your own profile page at a short address, with your bio, photo, social links and booking link",
  "Today's rates for every province on your page, kept current by our team",
  "Leads from the calculators, the application form, the contact form and the Vayu assistant, sent to your dashboard",
  "Client testimonials, reviewed by our team before they appear",
  "A blog to share your expertise, with posts reviewed before publishing",
  "Secure storage for your licence certificates and documents",
  "Page-view analytics, so you can see what brings clients to you",
];

/** /become-broker: how to become a licensed mortgage agent, and what Vayu offers brokers. */
export function BecomeBrokerPage() {
  usePageMeta(pageMeta["/become-broker"]);

  return (
    <>
      <PageHeader title="Become a mortgage broker">
        Helping families buy, renew and refinance is rewarding work. Here is how licensing works in Canada,
        and what you get when you broker with Vayu.
      </PageHeader>
      <StaticBody>
        <ContentSection
          id="licensing-title"
          title="How to get licensed"
          intro="Mortgage agents and brokers are licensed by their province or territory. The steps are similar everywhere; the details differ, so check your regulator's current requirements."
        >
          <ol className="grid max-w-3xl gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground tabular-nums">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </ContentSection>

        <ContentSection id="offer-title" title="What Vayu offers brokers">
          <Card className="max-w-3xl p-6">
            <ul className="grid gap-3">
              {OFFERS.map((offer) => (
                <li key={offer} className="flex gap-3">
                  <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{offer}</span>
                </li>
              ))}
            </ul>
          </Card>
        </ContentSection>

        <ContentSection id="apply-title" title="Ready to talk?">
          <Prose>
            <p>
              Send us a message with your province, whether you are licensed or still studying, and your
              licence number if you have one. Our team will get back to you about joining Vayu.
            </p>
          </Prose>
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact">{shellMessages.applyNow}</Link>
          </Button>
        </ContentSection>
        <GeneralInformation>
          Licensing rules are set by each provincial regulator and change from time to time. This page is a
          general overview, not legal advice.
        </GeneralInformation>
      </StaticBody>
    </>
  );
}
