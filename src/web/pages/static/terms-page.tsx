import { pageMeta } from "../../../domain/page-meta";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { legalMessages } from "../../components/legal/legal-messages";
import type { SiteConfig } from "../../lib/site-config";
import { LegalPage } from "./legal-page";
import { ContentSection, Prose } from "./static-blocks";

const SECTION = legalMessages.termsSections;
const LINK = "font-medium text-primary underline underline-offset-2";

/** Each section: its heading id, its title from the catalogue, and its text written with the settings. */
const SECTIONS: { id: string; title: string; body: (site: SiteConfig) => ReactNode }[] = [
  {
    id: "terms-about",
    title: SECTION.about,
    body: (site) => (
      <p>
        This site is run by {site.brokerage.name}, a Canadian mortgage brokerage. By using it you accept these
        terms. If you do not accept them, please do not use the site. Our{" "}
        <Link to="/privacy" className={LINK}>
          {legalMessages.privacyLink}
        </Link>{" "}
        explains how we handle your personal information.
      </p>
    ),
  },
  {
    id: "terms-information",
    title: SECTION.information,
    body: () => (
      <p>
        Everything on this site, including articles, guides, rates and the answers of the Vayu assistant, is
        general information. It is not financial, legal, tax or mortgage advice for your situation. Speak with
        a licensed mortgage broker, and a lawyer, notary or accountant where needed, before you make a
        decision.
      </p>
    ),
  },
  {
    id: "terms-rates",
    title: SECTION.rates,
    body: () => (
      <>
        <p>
          Rates shown on the site are examples of what qualified borrowers may obtain. They may vary by
          province, change at any time without notice and are available on approved credit (OAC). Your rate
          depends on your credit, income, down payment, property, the term you choose and the lender&apos;s
          own rules.
        </p>
        <p>
          Nothing on the site is an offer of credit or a commitment to lend. A mortgage exists only when a
          lender approves it in writing.
        </p>
      </>
    ),
  },
  {
    id: "terms-licensing",
    title: SECTION.licensing,
    body: (site) => (
      <p>
        Mortgage brokering is regulated by each province.{" "}
        {site.brokerage.licence &&
          `${site.brokerage.name} holds mortgage brokerage licence ${site.brokerage.licence}. `}
        Our brokers and agents are licensed in the provinces where they work. A broker&apos;s page shows their
        licence number when they have given it; you can check any licence in the regulator&apos;s public
        registry.
      </p>
    ),
  },
  {
    id: "terms-tools",
    title: SECTION.tools,
    body: () => (
      <p>
        The calculators give estimates from the figures you enter and common assumptions. Actual payments,
        insurance premiums and what you can afford depend on the lender. The Vayu assistant is automated: its
        answers can be incomplete or wrong and do not bind us or any lender.
      </p>
    ),
  },
  {
    id: "terms-use",
    title: SECTION.use,
    body: () => (
      <p>
        Please give true and complete information in the forms, and only your own or information you are
        allowed to share. Do not misuse the site: no attempts to break its security, overload it, collect
        other people&apos;s information or send unsolicited messages through it. The site&apos;s text, design
        and tools belong to us or our licensors and may not be copied for commercial use without permission.
      </p>
    ),
  },
  {
    id: "terms-warranty",
    title: SECTION.warranty,
    body: () => (
      <p>
        We work to keep the site accurate and available, but it is provided as is. We do not guarantee that
        its content is complete, current or error-free, or that the site will always be available.
      </p>
    ),
  },
  {
    id: "terms-liability",
    title: SECTION.liability,
    body: (site) => (
      <p>
        To the extent the law allows, {site.brokerage.name}, its brokers and staff are not liable for any loss
        that comes from using the site or relying on its general information, rates or calculators. Nothing in
        these terms limits rights you have under consumer protection law, including Quebec&apos;s, that cannot
        be waived.
      </p>
    ),
  },
  {
    id: "terms-links",
    title: SECTION.links,
    body: () => (
      <p>
        Links to lenders, application sites, booking tools and social networks lead to sites we do not
        control. Their own terms and privacy policies apply there.
      </p>
    ),
  },
  {
    id: "terms-law",
    title: SECTION.law,
    body: (site) => (
      <p>
        These terms are governed by the laws of {site.privacy.governingLawProvince} and the federal laws of
        Canada that apply there. We may update them; the date at the top of this page shows when they last
        changed.
      </p>
    ),
  },
  {
    id: "terms-contact",
    title: SECTION.contact,
    body: (site) => (
      <p>
        Questions about these terms? Use our{" "}
        <Link to="/contact" className={LINK}>
          contact form
        </Link>{" "}
        or write to{" "}
        <a href={`mailto:${site.privacy.officerEmail}`} className={LINK}>
          {site.privacy.officerEmail}
        </a>
        .
      </p>
    ),
  },
];

/** /terms: the terms of use, naming the brokerage and the governing law from the server's settings. */
export function TermsPage() {
  return (
    <LegalPage
      meta={pageMeta["/terms"]}
      intro="The rules for using this site, and what its information, rates and tools can and cannot do for you."
    >
      {(site) =>
        SECTIONS.map(({ id, title, body }) => (
          <ContentSection key={id} id={id} title={title}>
            <Prose>{body(site)}</Prose>
          </ContentSection>
        ))
      }
    </LegalPage>
  );
}
