import { Suspense } from "react";
import { Link } from "react-router";
import { Calculator } from "lucide-react";
import { Button } from "../../components/ui/button";
import { RateHistorySection } from "../../features/rates/components/rate-history-section";
import { RatesBrowser } from "../../features/rates/rates-browser";
import { useChosenProvince } from "../../lib/chosen-province";
import { usePageMeta } from "../../lib/page-meta";
import { useT } from "../../i18n/use-t";
import { pageMeta } from "../../../domain/page-meta";

/**
 * /rates: every active term for a province, our rate against the posted rate, and how the best
 * 5 year rates of that province moved over the last year. What lies below the table is hydrated
 * after the rest (Suspense boundaries).
 */
export function RatesPage() {
  // One choice of province for the table and the history below it.
  const t = useT();
  const [provinceCode, setProvinceCode] = useChosenProvince();
  usePageMeta(pageMeta["/rates"]);

  return (
    <>
      <header className="on-dark bg-linear-to-br from-primary via-[#0d4352] to-[#082f3a] text-white">
        <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("rates.page.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-white/85">{t("rates.page.intro")}</p>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-content gap-12 px-4 py-10 sm:px-6">
        <RatesBrowser variant="table" provinceCode={provinceCode} onProvinceCodeChange={setProvinceCode} />
        <Suspense fallback={null}>
          <RateHistorySection provinceCode={provinceCode} />
        </Suspense>
        <Suspense fallback={null}>
          <aside
            aria-labelledby="rates-next-title"
            className="flex flex-col gap-4 rounded-xl border border-border bg-muted p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="rates-next-title" className="text-lg font-semibold">
                {t("rates.page.nextTitle")}
              </h2>
              <p className="mt-1 text-muted-foreground">{t("rates.page.nextText")}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/mortgage-calculator">
                  <Calculator aria-hidden="true" />
                  {t("rates.page.calculate")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/find-broker">{t("rates.page.findBroker")}</Link>
              </Button>
            </div>
          </aside>
        </Suspense>
      </div>
    </>
  );
}
