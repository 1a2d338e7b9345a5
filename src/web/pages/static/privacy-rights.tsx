import { FormattedMessage } from "react-intl";
import { LOCALE_COOKIE } from "../../../i18n/locale";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import type { SiteConfig } from "../../lib/site-config";
import { ContentSection, Prose } from "./static-blocks";

const LINK = "font-medium text-primary underline underline-offset-2";

/** The cookies and browser storage the code actually sets (better-auth, known-device, sidebar, chat, language). */
const STORAGE: { name: string; kind: MessageId; purpose: MessageId }[] = [
  {
    name: "better-auth.session_token (__Secure-better-auth.session_token over HTTPS)",
    kind: "content.privacy.storage.sessionKind",
    purpose: "content.privacy.storage.sessionPurpose",
  },
  {
    name: "vayu_device_…",
    kind: "content.privacy.storage.deviceKind",
    purpose: "content.privacy.storage.devicePurpose",
  },
  {
    name: "sidebar_state",
    kind: "content.privacy.storage.sidebarKind",
    purpose: "content.privacy.storage.sidebarPurpose",
  },
  {
    name: LOCALE_COOKIE,
    kind: "content.privacy.storage.localeKind",
    purpose: "content.privacy.storage.localePurpose",
  },
  {
    name: "chatMessages",
    kind: "content.privacy.storage.chatMessagesKind",
    purpose: "content.privacy.storage.chatMessagesPurpose",
  },
  {
    name: "chatConversationId",
    kind: "content.privacy.storage.chatIdKind",
    purpose: "content.privacy.storage.chatIdPurpose",
  },
];

const RETENTION: MessageId[] = [
  "content.privacy.retention1",
  "content.privacy.retention2",
  "content.privacy.retention3",
  "content.privacy.retention4",
  "content.privacy.retention5",
];

function Storage({ site }: { site: SiteConfig }) {
  const t = useT();
  return (
    <ContentSection id="privacy-storage" title={t("content.privacy.section.storage")}>
      <Prose>
        <p>{t("content.privacy.storage", { location: site.privacy.dataHostingLocation || "none" })}</p>
      </Prose>
    </ContentSection>
  );
}

function Retention() {
  const t = useT();
  return (
    <ContentSection id="privacy-retention" title={t("content.privacy.section.retention")}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        {RETENTION.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

function Cookies() {
  const t = useT();
  return (
    <ContentSection
      id="privacy-cookies"
      title={t("content.privacy.section.cookies")}
      intro={t("content.privacy.cookiesIntro")}
    >
      <dl className="grid max-w-4xl gap-4">
        {STORAGE.map(({ name, kind, purpose }) => (
          <div key={name} className="rounded-xl border border-border p-4">
            <dt className="font-mono text-sm font-semibold break-all">{name}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted-foreground">
              <span className="font-medium text-foreground">{t(kind)}.</span> {t(purpose)}
            </dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}

function Safeguards() {
  const t = useT();
  return (
    <ContentSection id="privacy-safeguards" title={t("content.privacy.section.safeguards")}>
      <Prose>
        <p>{t("content.privacy.safeguards")}</p>
      </Prose>
    </ContentSection>
  );
}

function Rights({ site }: { site: SiteConfig }) {
  const t = useT();
  return (
    <ContentSection id="privacy-rights" title={t("content.privacy.section.rights")}>
      <Prose>
        <p>
          <FormattedMessage
            id="content.privacy.rights1"
            values={{
              email: () => (
                <a href={`mailto:${site.privacy.officerEmail}`} className={LINK}>
                  {site.privacy.officerEmail}
                </a>
              ),
            }}
          />
        </p>
        <p>{t("content.privacy.rights2")}</p>
      </Prose>
    </ContentSection>
  );
}

function Officer({ site }: { site: SiteConfig }) {
  const t = useT();
  const email = site.privacy.officerEmail;
  return (
    <ContentSection id="privacy-officer" title={t("content.privacy.section.officer")}>
      <Prose>
        <p>{t("content.privacy.officerIntro", { brokerage: site.brokerage.name })}</p>
        <address className="not-italic">
          <span className="font-semibold">{site.privacy.officerName}</span>
          <br />
          {site.brokerage.name}
          <br />
          <a href={`mailto:${email}`} className={LINK}>
            {email}
          </a>
        </address>
      </Prose>
    </ContentSection>
  );
}

function Complaints() {
  const t = useT();
  return (
    <ContentSection id="privacy-complaints" title={t("content.privacy.section.complaints")}>
      <Prose>
        <p>{t("content.privacy.complaints")}</p>
      </Prose>
    </ContentSection>
  );
}

function Changes() {
  const t = useT();
  return (
    <ContentSection id="privacy-changes" title={t("content.privacy.section.changes")}>
      <Prose>
        <p>{t("content.privacy.changes")}</p>
      </Prose>
    </ContentSection>
  );
}

/** The second half of the privacy policy: storage, retention, cookies, safeguards, rights and contacts. */
export function PrivacyRightsSections({ site }: { site: SiteConfig }) {
  return (
    <>
      <Storage site={site} />
      <Retention />
      <Cookies />
      <Safeguards />
      <Rights site={site} />
      <Officer site={site} />
      <Complaints />
      <Changes />
    </>
  );
}
