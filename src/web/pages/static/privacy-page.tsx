import { pageMeta } from "../../../domain/page-meta";
import { legalMessages } from "../../components/legal/legal-messages";
import type { SiteConfig } from "../../lib/site-config";
import { LegalPage } from "./legal-page";
import { PrivacyRightsSections } from "./privacy-rights";
import { ContentSection, Prose } from "./static-blocks";

const SECTION = legalMessages.privacySections;

/** What each form and widget collects: the fields of src/domain/schemas/leads.ts and the chat. */
const COLLECTED: { source: string; fields: string }[] = [
  {
    source: "Quote requests (Get Started and Renewal Quote)",
    fields:
      "Your name, email address and, if you give it, phone number; the broker you choose; the figures you enter, such as the purchase price, down payment, location, amortization, interest rate and payment frequency, and for a renewal or refinance the details of your current mortgage; and the payment we calculate from them.",
  },
  {
    source: "Mortgage application form",
    fields:
      "Your full name, email address and phone number; the broker you choose; and, if you give them, the mortgage amount, the property address and your message.",
  },
  {
    source: "Contact form",
    fields:
      "Your first and last name, email address, phone number and its type (mobile, work or residential), postal code if you give it, your comments, the broker you choose and your consent to hear from us.",
  },
  {
    source: "Newsletter sign-up",
    fields: "Your email address and the page you signed up from.",
  },
  {
    source: "The Vayu chat assistant",
    fields:
      "What you type and the assistant's replies. When a conversation includes an email address or a phone number, we save the whole conversation as a request for a broker, with the name, email address and phone number found in it.",
  },
  {
    source: "Brokers' public pages",
    fields:
      "Each visit to a broker's page is counted as a page view: which broker's page and when. Nothing that identifies you, such as your name or IP address, is stored with it.",
  },
  {
    source: "Broker and staff accounts",
    fields:
      "For brokers and staff who sign in: name, email address, password (stored only as a one-way hash), sign-in sessions, and the profile, licence number, pictures and documents a broker adds.",
  },
];

function WhoWeAre({ site }: { site: SiteConfig }) {
  return (
    <ContentSection id="privacy-who" title={SECTION.whoWeAre}>
      <Prose>
        <p>
          This site is run by {site.brokerage.name}
          {site.brokerage.licence ? ` (mortgage brokerage licence ${site.brokerage.licence})` : ""}, a
          Canadian mortgage brokerage. This policy explains what personal information we collect through the
          site, why, who sees it, how long we keep it and how you can see, correct or delete it. It follows
          the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for residents of
          Quebec, the Act respecting the protection of personal information in the private sector as amended
          by Law 25.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Collected() {
  return (
    <ContentSection
      id="privacy-collected"
      title={SECTION.collected}
      intro="We collect only what you choose to send us, plus the little the site needs to work."
    >
      <dl className="grid max-w-4xl gap-4">
        {COLLECTED.map(({ source, fields }) => (
          <div key={source} className="rounded-xl border border-border p-4">
            <dt className="font-semibold">{source}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted-foreground">{fields}</dd>
          </div>
        ))}
      </dl>
      <Prose className="mt-4">
        <p>
          To stop abuse, the server counts how many forms arrive from each network address. These counts are
          deleted within 24 hours. Our server logs record which page or service was asked for and when, not
          what you typed into a form.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Purposes() {
  return (
    <ContentSection id="privacy-purposes" title={SECTION.purposes}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        <li>To answer your request: prepare a quote, review an application or reply to your message.</li>
        <li>To let a licensed broker contact you about your mortgage, by email, phone or text.</li>
        <li>To send the newsletter, if you signed up for it.</li>
        <li>To show brokers how many people visit their page, as counts only.</li>
        <li>To keep the records that provincial mortgage brokerage rules require.</li>
        <li>To keep the site secure and stop abuse.</li>
      </ul>
      <Prose className="mt-4">
        <p>We never sell your personal information or use it for advertising.</p>
      </Prose>
    </ContentSection>
  );
}

function Consent() {
  return (
    <ContentSection id="privacy-consent" title={SECTION.consent}>
      <Prose>
        <p>
          By sending a form or a chat message, you consent to our using what you send for the purposes above.
          Each form says so beside its button, with a link to this policy. The contact form also asks for your
          express consent to receive messages from us, as Canada's Anti-Spam Legislation (CASL) requires.
        </p>
        <p>
          You can withdraw your consent at any time by writing to our privacy officer. We will then stop
          contacting you; we may still have to keep some records for the period the law requires.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Sharing({ site }: { site: SiteConfig }) {
  return (
    <ContentSection id="privacy-sharing" title={SECTION.sharing}>
      <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
        <li>
          <strong>Your broker.</strong> The broker you choose, or the one we assign to your request, sees what
          you sent. A broker sees only the requests assigned to them.
        </li>
        <li>
          <strong>Our staff.</strong> The staff of {site.brokerage.name} who manage requests and brokers can
          see every request.
        </li>
        <li>
          <strong>Lenders and mortgage insurers</strong>, only when you ask a broker to arrange a mortgage and
          only what that mortgage needs.
        </li>
        {site.privacy.mortgageNetwork && (
          <li>
            <strong>Our partner mortgage network.</strong> A copy of a contact form message is sent to it so a
            broker in its network can reply.
          </li>
        )}
        {site.privacy.chatModelService && (
          <li>
            <strong>An AI model service.</strong> The chat assistant sends your messages to it to write a
            reply. It may not use them for any other purpose.
          </li>
        )}
        <li>
          <strong>Those who host the site for us</strong>, who store the information on our behalf and may not
          use it for anything else.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it, for example a regulator&apos;s audit or a
          court order.
        </li>
      </ul>
    </ContentSection>
  );
}

/** /privacy: the privacy policy, naming the brokerage and its privacy officer from the server's settings. */
export function PrivacyPage() {
  return (
    <LegalPage
      meta={pageMeta["/privacy"]}
      intro="How we collect, use, share and protect your personal information, and how to reach the person responsible for it."
    >
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
