import { Link } from "react-router";
import {
  ArrowRight,
  CalendarRange,
  Home,
  Landmark,
  ReceiptText,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { Card } from "../../components/ui/card";
import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { SimplePaymentCalculator } from "../../features/calculators/components/simple-payment-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "../../../domain/mortgage/affordability";
import { formatRatio } from "../../../domain/mortgage/debt-limits";
import {
  CLOSING_COSTS_CALCULATOR_PATH,
  LAND_TRANSFER_TAX_CALCULATOR_PATH,
  MORTGAGE_INSURANCE_CALCULATOR_PATH,
} from "../../../domain/closing-costs/closing-costs-query";
import type { MessageId } from "../../../i18n/catalogs";
import { useLocale, useT } from "../../i18n/use-t";

interface FullCalculator {
  title: MessageId;
  text: MessageId;
  link: MessageId;
  to: string;
  icon: LucideIcon;
  /** The payment calculators take half the row from md up; the three closing-cost ones a third each. */
  wide?: boolean;
}

const FULL_CALCULATORS: FullCalculator[] = [
  {
    title: "calculators.page.paymentCard.title",
    text: "calculators.page.paymentCard.text",
    link: "calculators.page.paymentCard.link",
    to: "/mortgage-calculator",
    icon: CalendarRange,
    wide: true,
  },
  {
    title: "calculators.page.affordabilityCard.title",
    text: "calculators.page.affordabilityCard.text",
    link: "calculators.page.affordabilityCard.link",
    to: "/affordability-calculator",
    icon: Home,
    wide: true,
  },
  {
    title: "calculators.page.landTransferTaxCard.title",
    text: "calculators.page.landTransferTaxCard.text",
    link: "calculators.page.landTransferTaxCard.link",
    to: LAND_TRANSFER_TAX_CALCULATOR_PATH,
    icon: Landmark,
  },
  {
    title: "calculators.page.mortgageInsuranceCard.title",
    text: "calculators.page.mortgageInsuranceCard.text",
    link: "calculators.page.mortgageInsuranceCard.link",
    to: MORTGAGE_INSURANCE_CALCULATOR_PATH,
    icon: ShieldCheck,
  },
  {
    title: "calculators.page.closingCostsCard.title",
    text: "calculators.page.closingCostsCard.text",
    link: "calculators.page.closingCostsCard.link",
    to: CLOSING_COSTS_CALCULATOR_PATH,
    icon: ReceiptText,
  },
];

/** /calculators: the simple payment calculator and the way to the full ones. */
export function CalculatorsPage() {
  usePageMeta(pageMeta["/calculators"]);
  const t = useT();
  const locale = useLocale();
  const limits = {
    housing: formatRatio(HOUSING_RATIO, locale),
    totalDebt: formatRatio(TOTAL_DEBT_RATIO, locale),
  };

  return (
    <>
      <CalculatorPageHeader title={t("calculators.page.title")}>
        {t("calculators.page.intro")}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-5 text-xl font-semibold tracking-tight">{t("calculators.page.simpleTitle")}</h2>
          <SimplePaymentCalculator />
        </Card>
        <section aria-labelledby="full-calculators-title">
          <h2 id="full-calculators-title" className="text-2xl font-semibold tracking-tight">
            {t("calculators.page.fullTitle")}
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-6">
            {FULL_CALCULATORS.map(({ title, text, link, to, icon: Icon, wide }) => (
              <li key={to} className={wide ? "md:col-span-3" : "md:col-span-2"}>
                <Card className="flex h-full flex-col p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                  <p className="mt-2 flex-1 text-muted-foreground">{t(text, limits)}</p>
                  <Link
                    to={to}
                    className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
                  >
                    {t(link)}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <GeneralInformationNote />
      </div>
    </>
  );
}
