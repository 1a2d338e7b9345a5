import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { pageMeta } from "../../../domain/page-meta";
import type { MessageId } from "../../../i18n/catalogs";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import type { SiteConfig } from "../../lib/site-config";
import { LegalPage } from "./legal-page";
import { ContentSection, Prose } from "./static-blocks";

const LINK = "font-medium text-primary underline underline-offset-2";

/** Each section: its heading id, its title from the catalogue, and its text written with the settings. */
const SECTIONS: { id: string; title: MessageId; body: (site: SiteConfig, t: Translate) => ReactNode }[] = [
  {
    id: "terms-about",
    title: "content.terms.section.about",
    body: (site, t) => (
      <p>
        <FormattedMessage
          id="content.terms.about"
          values={{
            brokerage: site.brokerage.name,
            privacy: () => (
              <Link to="/privacy" className={LINK}>
                {t("legal.privacyLink")}
              </Link>
            ),
          }}
        />
      </p>
    ),
  },
  {
    id: "terms-information",
    title: "content.terms.section.information",
    body: (_site, t) => <p>{t("content.terms.information")}</p>,
  },
  {
    id: "terms-rates",
    title: "content.terms.section.rates",
    body: (_site, t) => (
      <>
        <p>{t("content.terms.rates1")}</p>
        <p>{t("content.terms.rates2")}</p>
      </>
    ),
  },
  {
    id: "terms-licensing",
    title: "content.terms.section.licensing",
    body: (site, t) => (
      <p>
        {t("content.terms.licensing", {
          brokerage: site.brokerage.name,
          licence: site.brokerage.licence || "none",
        })}
      </p>
    ),
  },
  {
    id: "terms-tools",
    title: "content.terms.section.tools",
    body: (_site, t) => <p>{t("content.terms.tools")}</p>,
  },
  {
    id: "terms-use",
    title: "content.terms.section.use",
    body: (_site, t) => <p>{t("content.terms.use")}</p>,
  },
  {
    id: "terms-warranty",
    title: "content.terms.section.warranty",
    body: (_site, t) => <p>{t("content.terms.warranty")}</p>,
  },
  {
    id: "terms-liability",
    title: "content.terms.section.liability",
    body: (site, t) => <p>{t("content.terms.liability", { brokerage: site.brokerage.name })}</p>,
  },
  {
    id: "terms-links",
    title: "content.terms.section.links",
    body: (_site, t) => <p>{t("content.terms.links")}</p>,
  },
  {
    id: "terms-law",
    title: "content.terms.section.law",
    body: (site, t) => <p>{t("content.terms.law", { province: site.privacy.governingLawProvince })}</p>,
  },
  {
    id: "terms-contact",
    title: "content.terms.section.contact",
    body: (site) => (
      <p>
        <FormattedMessage
          id="content.terms.contact"
          values={{
            form: (chunks) => (
              <Link to="/contact" className={LINK}>
                {chunks}
              </Link>
            ),
            email: () => (
              <a href={`mailto:${site.privacy.officerEmail}`} className={LINK}>
                {site.privacy.officerEmail}
              </a>
            ),
          }}
        />
      </p>
    ),
  },
];

/** /terms: the terms of use, naming the brokerage and the governing law from the server's settings. */
export function TermsPage() {
  const t = useT();
  return (
    <LegalPage meta={pageMeta["/terms"]} intro={t("content.terms.intro")}>
      {(site) =>
        SECTIONS.map(({ id, title, body }) => (
          <ContentSection key={id} id={id} title={t(title)}>
            <Prose>{body(site, t)}</Prose>
          </ContentSection>
        ))
      }
    </LegalPage>
  );
}
