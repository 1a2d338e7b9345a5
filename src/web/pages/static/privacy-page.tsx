import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { pageMeta } from "../../../domain/page-meta";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import type { SiteConfig } from "../../lib/site-config";
import { LegalPage } from "./legal-page";
import { PrivacyRightsSections } from "./privacy-rights";
import { ContentSection, Prose } from "./static-blocks";

/** What each form and widget collects: the fields of src/domain/schemas/leads.ts and the chat. */
const COLLECTED = (
  ["quote", "application", "contact", "newsletter", "chat", "pages", "accounts"] as const
).map(
  (source) =>
    [
      `content.privacy.collected.${source}Source`,
      `content.privacy.collected.${source}Fields`,
    ] as const satisfies readonly MessageId[],
);

const PURPOSES: MessageId[] = [
  "content.privacy.purpose1",
  "content.privacy.purpose2",
  "content.privacy.purpose3",
  "content.privacy.purpose4",
  "content.privacy.purpose5",
  "content.privacy.purpose6",
];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function WhoWeAre({ site }: { site: SiteConfig }) {
  const t = useT();
  return (
    <ContentSection id="privacy-who" title={t("content.privacy.section.whoWeAre")}>
      <Prose>
        <p>
          {t("content.privacy.whoWeAre", {
            brokerage: site.brokerage.name,
            licence: site.brokerage.licence || "none",
          })}
        </p>
      </Prose>
    </ContentSection>
  );
}

function Collected() {
  const t = useT();
  return (
    <ContentSection
      id="privacy-collected"
      title={t("content.privacy.section.collected")}
      intro={t("content.privacy.collectedIntro")}
    >
      <dl className="grid max-w-4xl gap-4">
        {COLLECTED.map(([source, fields]) => (
          <div key={source} className="rounded-xl border border-border p-4">
            <dt className="font-semibold">{t(source)}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted-foreground">{t(fields)}</dd>
          </div>
        ))}
      </dl>
      <Prose className="mt-4">
        <p>{t("content.privacy.abuse")}</p>
      </Prose>
    </ContentSection>
  );
}

function Purposes() {
  const t = useT();
  return (
    <ContentSection id="privacy-purposes" title={t("content.privacy.section.purposes")}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        {PURPOSES.map((purpose) => (
          <li key={purpose}>{t(purpose)}</li>
        ))}
      </ul>
      <Prose className="mt-4">
        <p>{t("content.privacy.neverSell")}</p>
      </Prose>
    </ContentSection>
  );
}

function Consent() {
  const t = useT();
  return (
    <ContentSection id="privacy-consent" title={t("content.privacy.section.consent")}>
      <Prose>
        <p>{t("content.privacy.consent1")}</p>
        <p>{t("content.privacy.consent2")}</p>
      </Prose>
    </ContentSection>
  );
}

function Sharing({ site }: { site: SiteConfig }) {
  const t = useT();
  const recipients: MessageId[] = [
    "content.privacy.sharing.broker",
    "content.privacy.sharing.staff",
    "content.privacy.sharing.lenders",
    ...(site.privacy.mortgageNetwork ? (["content.privacy.sharing.network"] as const) : []),
    ...(site.privacy.chatModelService ? (["content.privacy.sharing.model"] as const) : []),
    "content.privacy.sharing.hosts",
    "content.privacy.sharing.authorities",
  ];
  return (
    <ContentSection id="privacy-sharing" title={t("content.privacy.section.sharing")}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        {recipients.map((recipient) => (
          <li key={recipient}>
            <FormattedMessage id={recipient} values={{ b: strong, brokerage: site.brokerage.name }} />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

/** /privacy: the privacy policy, naming the brokerage and its privacy officer from the server's settings. */
export function PrivacyPage() {
  const t = useT();
  return (
    <LegalPage meta={pageMeta["/privacy"]} intro={t("content.privacy.intro")}>
      {(site) => (
        <>
          <WhoWeAre site={site} />
          <Collected />
          <Purposes />
          <Consent />
          <Sharing site={site} />
          <PrivacyRightsSections site={site} />
        </>
      )}
    </LegalPage>
  );
}
