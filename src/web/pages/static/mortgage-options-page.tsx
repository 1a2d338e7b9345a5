import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { formatCurrency, formatPercent } from "../../../domain/format";
import type { MessageId } from "../../../i18n/catalogs";
import { PageHeader } from "../../components/ui/page-header";
import { Card } from "../../components/ui/card";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useLocale, useT } from "../../i18n/use-t";
import { CallToAction, ContentSection, GeneralInformation, Prose, StaticBody } from "./static-blocks";

type OptionKey = "fixed" | "variable" | "open" | "closed";

const OPTIONS: { key: OptionKey; title: MessageId; details: [term: MessageId, text: MessageId][] }[] = (
  ["fixed", "variable", "open", "closed"] as const
).map((key) => ({
  key,
  title: `content.options.${key}Title`,
  details: [
    ["content.options.howItWorks", `content.options.${key}How`],
    ["content.options.prepaymentPrivileges", `content.options.${key}Prepayment`],
    ["content.options.penaltyToBreak", `content.options.${key}Penalty`],
    ["content.options.whenItSuits", `content.options.${key}Suits`],
  ],
}));

const COMPARISON = (["rate", "payment", "prepay", "cost", "suits"] as const).map(
  (row) =>
    [
      `content.options.row.${row}`,
      `content.options.row.${row}Fixed`,
      `content.options.row.${row}Variable`,
      `content.options.row.${row}Open`,
    ] as const satisfies readonly MessageId[],
);

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const figure = (chunks: ReactNode[]) => (
  <span className="font-semibold text-foreground tabular-nums">{chunks}</span>
);

/** /mortgage-options: fixed, variable, open and closed explained for a Canadian buyer. */
export function MortgageOptionsPage() {
  usePageMeta(pageMeta["/mortgage-options"]);
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatCurrency(amount, 0, locale);

  return (
    <>
      <PageHeader title={t("content.options.title")}>{t("content.options.intro")}</PageHeader>
      <StaticBody>
        <ContentSection id="term-title" title={t("content.options.termTitle")}>
          <Prose>
            <p>
              <FormattedMessage id="content.options.termText" values={{ b: strong }} />
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="choices-title" title={t("content.options.choicesTitle")}>
          <ul className="grid gap-6 md:grid-cols-2">
            {OPTIONS.map((option) => (
              <li key={option.key}>
                <Card className="h-full p-6">
                  <h3 className="text-xl font-semibold">{t(option.title)}</h3>
                  <dl className="mt-4 flex flex-col gap-3 text-sm leading-6">
                    {option.details.map(([term, text]) => (
                      <div key={term}>
                        <dt className="font-semibold">{t(term)}</dt>
                        <dd className="text-muted-foreground">{t(text)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection
          id="penalties-title"
          title={t("content.options.penaltiesTitle")}
          intro={t("content.options.penaltiesIntro")}
        >
          <div className="grid gap-6 md:grid-cols-2">
            <Card className="p-6">
              <h3 className="font-semibold">{t("content.options.threeMonthsTitle")}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                <FormattedMessage
                  id="content.options.threeMonthsText"
                  values={{
                    balance: money(400_000),
                    rate: formatPercent(5, 2, locale),
                    ratePlain: formatPercent(5, 0, locale),
                    result: money(5_000),
                    b: figure,
                  }}
                />
              </p>
            </Card>
            <Card className="p-6">
              <h3 className="font-semibold">{t("content.options.irdTitle")}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                <FormattedMessage
                  id="content.options.irdText"
                  values={{
                    contractRate: formatPercent(5, 2, locale),
                    todayRate: formatPercent(3.5, 2, locale),
                    balance: money(400_000),
                    gap: formatPercent(1.5, 1, locale),
                    result: money(12_000),
                    b: figure,
                  }}
                />
              </p>
            </Card>
          </div>
        </ContentSection>

        <ContentSection id="comparison-title" title={t("content.options.comparisonTitle")}>
          <p className="mb-3 text-sm text-muted-foreground sm:hidden">
            {t("content.options.comparisonSwipeHint")}
          </p>
          {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
          <div
            role="region"
            aria-label={t("content.options.comparisonRegion")}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t("content.options.comparisonCaption")}</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    <span className="sr-only">{t("content.options.feature")}</span>
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t("content.options.closedFixed")}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t("content.options.closedVariable")}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t("content.options.open")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {COMPARISON.map(([label, fixed, variable, open]) => (
                  <tr key={label} className="border-t border-border align-top">
                    <th scope="row" className="p-3 font-semibold">
                      {t(label)}
                    </th>
                    <td className="p-3 text-muted-foreground">{t(fixed)}</td>
                    <td className="p-3 text-muted-foreground">{t(variable)}</td>
                    <td className="p-3 text-muted-foreground">{t(open)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ContentSection>

        <CallToAction
          title={t("content.options.ctaTitle")}
          actions={[
            { label: t("content.options.ctaRates"), to: "/rates" },
            { label: t("content.options.ctaBroker"), to: "/contact", variant: "outline" },
          ]}
        >
          {t("content.options.ctaText")}
        </CallToAction>
        <GeneralInformation />
      </StaticBody>
    </>
  );
}
