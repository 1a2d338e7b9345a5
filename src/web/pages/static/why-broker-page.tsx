import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Building2, FileCheck2, Handshake, Scale, type LucideIcon } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { CallToAction, ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

const DUTIES: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: FileCheck2, title: "content.whyBroker.prepareTitle", text: "content.whyBroker.prepareText" },
  { icon: Scale, title: "content.whyBroker.compareTitle", text: "content.whyBroker.compareText" },
  { icon: Handshake, title: "content.whyBroker.negotiateTitle", text: "content.whyBroker.negotiateText" },
  { icon: Building2, title: "content.whyBroker.renewalTitle", text: "content.whyBroker.renewalText" },
];

const LENDERS: [term: MessageId, text: MessageId][] = [
  ["content.whyBroker.bigBanks", "content.whyBroker.bigBanksText"],
  ["content.whyBroker.creditUnions", "content.whyBroker.creditUnionsText"],
  ["content.whyBroker.monolines", "content.whyBroker.monolinesText"],
  ["content.whyBroker.alternative", "content.whyBroker.alternativeText"],
  ["content.whyBroker.private", "content.whyBroker.privateText"],
];

const REGULATORS: [province: MessageId, regulator: MessageId][] = [
  ["content.whyBroker.ontario", "content.whyBroker.ontarioRegulator"],
  ["content.whyBroker.britishColumbia", "content.whyBroker.britishColumbiaRegulator"],
  ["content.whyBroker.quebec", "content.whyBroker.quebecRegulator"],
  ["content.whyBroker.alberta", "content.whyBroker.albertaRegulator"],
];

const QUESTIONS: MessageId[] = [
  "content.whyBroker.question1",
  "content.whyBroker.question2",
  "content.whyBroker.question3",
  "content.whyBroker.question4",
  "content.whyBroker.question5",
];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** /why-broker: what a licensed mortgage broker or agent does in Canada, and how they are paid. */
export function WhyBrokerPage() {
  usePageMeta(pageMeta["/why-broker"]);
  const t = useT();

  return (
    <>
      <PageHeader title={t("content.whyBroker.title")}>{t("content.whyBroker.intro")}</PageHeader>
      <StaticBody>
        <ContentSection id="duties-title" title={t("content.whyBroker.dutiesTitle")}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {DUTIES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{t(title)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="paid-title" title={t("content.whyBroker.paidTitle")}>
          <Prose>
            <p>
              <FormattedMessage id="content.whyBroker.paidLender" values={{ b: strong }} />
            </p>
            <p>{t("content.whyBroker.paidOther")}</p>
          </Prose>
        </ContentSection>

        <ContentSection
          id="lenders-title"
          title={t("content.whyBroker.lendersTitle")}
          intro={t("content.whyBroker.lendersIntro")}
        >
          <dl className="grid max-w-4xl gap-4 sm:grid-cols-2">
            {LENDERS.map(([term, text]) => (
              <div key={term} className="rounded-xl border border-border p-4">
                <dt className="font-semibold">{t(term)}</dt>
                <dd className="mt-1 text-sm text-muted-foreground">{t(text)}</dd>
              </div>
            ))}
          </dl>
        </ContentSection>

        <ContentSection
          id="regulation-title"
          title={t("content.whyBroker.regulationTitle")}
          intro={t("content.whyBroker.regulationIntro")}
        >
          <ul className="grid max-w-3xl gap-2">
            {REGULATORS.map(([province, regulator]) => (
              <li
                key={province}
                className="flex flex-col gap-0.5 border-b border-border pb-2 sm:flex-row sm:gap-3"
              >
                <span className="font-semibold sm:w-40 sm:shrink-0">{t(province)}</span>
                <span className="text-muted-foreground">{t(regulator)}</span>
              </li>
            ))}
          </ul>
          <Prose className="mt-4">
            <p>{t("content.whyBroker.registry")}</p>
          </Prose>
        </ContentSection>

        <ContentSection id="questions-title" title={t("content.whyBroker.questionsTitle")}>
          <ul className="grid max-w-3xl list-disc gap-2 pl-6 leading-7">
            {QUESTIONS.map((question) => (
              <li key={question}>{t(question)}</li>
            ))}
          </ul>
        </ContentSection>

        <CallToAction
          title={t("content.whyBroker.ctaTitle")}
          actions={[
            { label: t("content.whyBroker.ctaFindBroker"), to: "/find-broker" },
            { label: t("content.whyBroker.ctaContact"), to: "/contact", variant: "outline" },
          ]}
        >
          {t("content.whyBroker.ctaText")}
        </CallToAction>
        <GeneralInformation />
      </StaticBody>
    </>
  );
}
