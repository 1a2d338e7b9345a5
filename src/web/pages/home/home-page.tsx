import { TrustedLenders } from "../../features/lenders/trusted-lenders";
import { BestRateBanner } from "../../features/rates/best-rate-banner";
import { TestimonialsSection } from "../../features/testimonials/testimonials-section";
import { usePageMeta } from "../../lib/page-meta";
import { HomeHero } from "./home-hero";
import { HomeHighlights } from "./home-highlights";
import { HomeRatesSection } from "./home-rates-section";

/** The home page: best-rate banner, hero with the quote dialogs, today's rates, lenders and testimonials. */
export function HomePage() {
  usePageMeta({
    title: "Canadian mortgage rates, quotes and brokers",
    description:
      "Compare today's Canadian mortgage rates by province, estimate your payment and get a purchase or renewal quote from a licensed mortgage broker.",
  });

  return (
    <>
      <BestRateBanner />
      <HomeHero />
      <HomeRatesSection />
      <HomeHighlights />
      <TrustedLenders />
      <TestimonialsSection />
    </>
  );
}
