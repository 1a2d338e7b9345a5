import { ArrowRight, RefreshCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { QuoteDialogLauncher } from "../../features/quote/quote-dialog-launcher";
import { BestRateBadge } from "../../features/rates/best-rate-badge";
import { useT } from "../../i18n/use-t";

/** The teal band: headline, the purchase and renewal quote dialogs, and the 'Best Rate Today' badge. */
export function HomeHero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark bg-linear-to-br from-primary via-[#0d4352] to-[#082f3a] text-white"
    >
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_auto] lg:py-24">
        <div className="max-w-2xl">
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t("home.headline")}
          </h1>
          <p className="mt-5 text-lg text-pretty text-white/85 sm:text-xl">{t("home.intro")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <QuoteDialogLauncher type="rate_quote">
              <Button variant="accent" size="lg">
                {t("home.getStarted")}
                <ArrowRight aria-hidden="true" />
              </Button>
            </QuoteDialogLauncher>
            <QuoteDialogLauncher type="refinance">
              <Button
                variant="outline"
                size="lg"
                className="border-white/70 bg-transparent text-white hover:bg-white/10"
              >
                <RefreshCw aria-hidden="true" />
                {t("home.renewalQuote")}
              </Button>
            </QuoteDialogLauncher>
          </div>
        </div>
        <div className="md:justify-self-end">
          <BestRateBadge />
        </div>
      </div>
    </section>
  );
}
