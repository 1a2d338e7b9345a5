import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { RatesBrowser } from "../../features/rates/rates-browser";
import { useT } from "../../i18n/use-t";

/** "Today's Best Mortgage Rates": cards of the 1, 3, 5 and 7 year terms for the chosen province. */
export function HomeRatesSection() {
  const t = useT();
  return (
    <section aria-labelledby="home-rates-title" className="mx-auto w-full max-w-content px-4 py-16 sm:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="home-rates-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("home.ratesSectionTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("home.ratesSectionIntro")}</p>
        </div>
        <Link
          to="/rates"
          className="inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline sm:self-auto"
        >
          {t("home.allRates")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-8">
        <RatesBrowser variant="cards" />
      </div>
    </section>
  );
}
