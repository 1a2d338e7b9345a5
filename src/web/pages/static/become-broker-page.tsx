import { Link } from "react-router";
import { Check } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: "content.becomeBroker.step1Title", text: "content.becomeBroker.step1Text" },
  { title: "content.becomeBroker.step2Title", text: "content.becomeBroker.step2Text" },
  { title: "content.becomeBroker.step3Title", text: "content.becomeBroker.step3Text" },
  { title: "content.becomeBroker.step4Title", text: "content.becomeBroker.step4Text" },
  { title: "content.becomeBroker.step5Title", text: "content.becomeBroker.step5Text" },
];

const OFFERS: MessageId[] = [
  "content.becomeBroker.offer1",
  "content.becomeBroker.offer2",
  "content.becomeBroker.offer3",
  "content.becomeBroker.offer4",
  "content.becomeBroker.offer5",
  "content.becomeBroker.offer6",
  "content.becomeBroker.offer7",
];

/** /become-broker: how to become a licensed mortgage agent, and what Vayu offers brokers. */
export function BecomeBrokerPage() {
  usePageMeta(pageMeta["/become-broker"]);
  const t = useT();

  return (
    <>
      <PageHeader title={t("content.becomeBroker.title")}>{t("content.becomeBroker.intro")}</PageHeader>
      <StaticBody>
        <ContentSection
          id="licensing-title"
          title={t("content.becomeBroker.licensingTitle")}
          intro={t("content.becomeBroker.licensingIntro")}
        >
          <ol className="grid max-w-3xl gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground tabular-nums">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{t(step.title)}</h3>
                  <p className="mt-1 text-muted-foreground">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </ContentSection>

        <ContentSection id="offer-title" title={t("content.becomeBroker.offerTitle")}>
          <Card className="max-w-3xl p-6">
            <ul className="grid gap-3">
              {OFFERS.map((offer) => (
                <li key={offer} className="flex gap-3">
                  <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{t(offer)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </ContentSection>

        <ContentSection id="apply-title" title={t("content.becomeBroker.applyTitle")}>
          <Prose>
            <p>{t("content.becomeBroker.applyText")}</p>
          </Prose>
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact">{t("shell.applyNow")}</Link>
          </Button>
        </ContentSection>
        <GeneralInformation>{t("content.becomeBroker.disclaimer")}</GeneralInformation>
      </StaticBody>
    </>
  );
}
