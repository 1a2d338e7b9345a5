import { legalMessages } from "../../components/legal/legal-messages";
import type { SiteConfig } from "../../lib/site-config";
import { ContentSection, Prose } from "./static-blocks";

const SECTION = legalMessages.privacySections;

/** The cookies and browser storage the code actually sets (better-auth, known-device, sidebar, chat). */
const STORAGE: { name: string; kind: string; purpose: string }[] = [
  {
    name: "better-auth.session_token (__Secure-better-auth.session_token over HTTPS)",
    kind: "Cookie, brokers and staff only",
    purpose: "Keeps you signed in. It ends when you sign out, or after 7 days without use.",
  },
  {
    name: "vayu_device_…",
    kind: "Cookie, brokers and staff only",
    purpose:
      "Remembers that this device has signed in to an account before, so limits on failed sign-ins don't lock its owner out. Kept up to 400 days; it holds no email address in clear.",
  },
  {
    name: "sidebar_state",
    kind: "Cookie, dashboard and admin panel",
    purpose: "Remembers whether you left the side menu open or closed. Kept 7 days.",
  },
  {
    name: "chatMessages",
    kind: "Your browser's local storage",
    purpose:
      "Keeps your conversation with the Vayu assistant on your device so it is there when you come back, until you clear the chat or your browser's data.",
  },
  {
    name: "chatConversationId",
    kind: "Your browser's local storage",
    purpose: "A random number that ties your chat messages to one conversation on our server.",
  },
];

function Storage({ site }: { site: SiteConfig }) {
  return (
    <ContentSection id="privacy-storage" title={SECTION.storage}>
      <Prose>
        <p>
          What you send is stored in the brokerage&apos;s own database, not in a third party&apos;s marketing
          or sales tools.
          {site.privacy.dataHostingLocation
            ? ` The database is hosted in ${site.privacy.dataHostingLocation}.`
            : ""}{" "}
          If information about you is ever stored or processed outside your province or outside Canada, it is
          protected by contract, may be accessible to the courts and authorities there, and, for Quebec
          residents, is moved only after we have assessed that it will be adequately protected.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Retention() {
  return (
    <ContentSection id="privacy-retention" title={SECTION.retention}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        <li>
          A quote request, application, contact message or chat conversation is kept while a broker is helping
          you. When it leads to a mortgage, we keep the records for as long as provincial brokerage rules
          require (at least six years in Ontario).
        </li>
        <li>A request that did not lead to a mortgage is deleted when you ask us to, as described below.</li>
        <li>Your newsletter address is kept until you unsubscribe or ask us to delete it.</li>
        <li>Page-view counts are kept while the broker&apos;s page exists and contain nothing about you.</li>
        <li>Counts used to stop abuse are deleted within 24 hours.</li>
      </ul>
    </ContentSection>
  );
}

function Cookies() {
  return (
    <ContentSection
      id="privacy-cookies"
      title={SECTION.cookies}
      intro="The site uses no advertising, tracking or third-party cookies. Visitors who don't sign in get no cookie at all. This is everything it stores in your browser:"
    >
      <dl className="grid max-w-4xl gap-4">
        {STORAGE.map(({ name, kind, purpose }) => (
          <div key={name} className="rounded-xl border border-border p-4">
            <dt className="font-mono text-sm font-semibold break-all">{name}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted-foreground">
              <span className="font-medium text-foreground">{kind}.</span> {purpose}
            </dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}

function Safeguards() {
  return (
    <ContentSection id="privacy-safeguards" title={SECTION.safeguards}>
      <Prose>
        <p>
          The site is served over an encrypted connection. Only brokers and staff who sign in can read
          requests, and a broker reads only their own. Passwords are stored only as one-way hashes, and
          sign-in attempts are limited. If a breach of your information creates a risk of serious harm, we
          will tell you, and report it to the Office of the Privacy Commissioner of Canada and, for Quebec
          residents, the Commission d&apos;accès à l&apos;information.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Rights({ site }: { site: SiteConfig }) {
  const email = site.privacy.officerEmail;
  return (
    <ContentSection id="privacy-rights" title={SECTION.rights}>
      <Prose>
        <p>
          You can ask to see the personal information we hold about you, to correct it, to receive a copy in a
          common electronic format, to withdraw your consent or to have it deleted. Write to our privacy
          officer at{" "}
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
            {email}
          </a>{" "}
          from the email address you used with us, or tell us how to confirm who you are.
        </p>
        <p>
          We answer within 30 days. When you ask us to delete your information, the privacy officer erases
          your requests, messages and chat conversations within 30 days, except records the law requires us to
          keep, which we will tell you about. Decisions about your mortgage are never made by automated
          processing alone: the Vayu assistant gives general information and a broker reviews every request.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Officer({ site }: { site: SiteConfig }) {
  const email = site.privacy.officerEmail;
  return (
    <ContentSection id="privacy-officer" title={SECTION.officer}>
      <Prose>
        <p>
          {site.brokerage.name} is responsible for the personal information it holds. The person in charge of
          protecting it, and of this policy, is:
        </p>
        <address className="not-italic">
          <span className="font-semibold">{site.privacy.officerName}</span>
          <br />
          {site.brokerage.name}
          <br />
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
            {email}
          </a>
        </address>
      </Prose>
    </ContentSection>
  );
}

function Complaints() {
  return (
    <ContentSection id="privacy-complaints" title={SECTION.complaints}>
      <Prose>
        <p>
          Please write to our privacy officer first; we will look into every complaint and answer you. If you
          are not satisfied, you can complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca)
          or, in Quebec, the Commission d&apos;accès à l&apos;information (cai.gouv.qc.ca). Residents of
          Alberta and British Columbia can also turn to their province&apos;s privacy commissioner.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Changes() {
  return (
    <ContentSection id="privacy-changes" title={SECTION.changes}>
      <Prose>
        <p>
          When we change this policy, we post the new version here with its date at the top. If a change
          affects how we use information we already hold, we will ask for your consent again where the law
          requires it.
        </p>
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
