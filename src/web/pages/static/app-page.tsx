import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import {
  Bot,
  Calculator,
  FileText,
  LayoutDashboard,
  LineChart,
  Smartphone,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { CallToAction, ContentSection, Prose, StaticBody } from "./static-blocks";

interface Feature {
  icon: LucideIcon;
  title: MessageId;
  text: MessageId;
  link?: { label: MessageId; to: string };
}

const FEATURES: Feature[] = [
  {
    icon: LineChart,
    title: "content.app.ratesTitle",
    text: "content.app.ratesText",
    link: { label: "content.app.ratesLink", to: "/rates" },
  },
  {
    icon: Calculator,
    title: "content.app.calculatorsTitle",
    text: "content.app.calculatorsText",
    link: { label: "content.app.calculatorsLink", to: "/calculators" },
  },
  {
    icon: Bot,
    title: "content.app.assistantTitle",
    text: "content.app.assistantText",
  },
  {
    icon: Users,
    title: "content.app.brokersTitle",
    text: "content.app.brokersText",
    link: { label: "content.app.brokersLink", to: "/find-broker" },
  },
  {
    icon: FileText,
    title: "content.app.quotesTitle",
    text: "content.app.quotesText",
    link: { label: "content.app.quotesLink", to: "/applications" },
  },
  {
    icon: LayoutDashboard,
    title: "content.app.toolsTitle",
    text: "content.app.toolsText",
    link: { label: "content.app.toolsLink", to: "/become-broker" },
  },
];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** /app: what the Vayu web app offers, and how to keep it on a phone's home screen. */
export function AppPage() {
  usePageMeta(pageMeta["/app"]);
  const t = useT();

  return (
    <>
      <PageHeader title={t("content.app.title")}>{t("content.app.intro")}</PageHeader>
      <StaticBody>
        <ContentSection id="features-title" title={t("content.app.featuresTitle")}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text, link }) => (
              <li key={title}>
                <Card className="flex h-full flex-col p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{t(text)}</p>
                  {link && (
                    <Link
                      to={link.to}
                      className="mt-4 self-start rounded-sm text-sm font-medium text-primary hover:underline"
                    >
                      {t(link.label)}
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="home-screen-title" title={t("content.app.homeScreenTitle")}>
          <div className="flex max-w-3xl gap-4">
            <Smartphone className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
            <Prose>
              <p>
                <FormattedMessage id="content.app.iphone" values={{ b: strong }} />
              </p>
              <p>
                <FormattedMessage id="content.app.android" values={{ b: strong }} />
              </p>
              <p>{t("content.app.icon")}</p>
            </Prose>
          </div>
        </ContentSection>

        <ContentSection id="privacy-title" title={t("content.app.privacyTitle")}>
          <Prose>
            <p>{t("content.app.privacyText")}</p>
          </Prose>
        </ContentSection>

        <CallToAction
          title={t("content.app.ctaTitle")}
          actions={[
            { label: t("content.app.ctaRates"), to: "/rates" },
            { label: t("content.app.ctaEstimate"), to: "/calculators", variant: "outline" },
          ]}
        >
          {t("content.app.ctaText")}
        </CallToAction>
      </StaticBody>
    </>
  );
}
