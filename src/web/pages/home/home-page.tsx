import { TrustedLenders } from "../../features/lenders/trusted-lenders";
import { BestRateBanner } from "../../features/rates/best-rate-banner";
import { TestimonialsSection } from "../../features/testimonials/testimonials-section";
import { usePageMeta } from "../../lib/page-meta";
import { HydrateLater } from "../../lib/hydrate-later";
import { pageMeta } from "../../../domain/page-meta";
import { HomeHero } from "./home-hero";
import { HomeHighlights } from "./home-highlights";
import { HomeRatesSection } from "./home-rates-section";

/** The home page: best-rate banner, hero with the quote dialogs, today's rates, lenders and testimonials. */
export function HomePage() {
  usePageMeta(pageMeta["/"]);

  return (
    <>
      <HydrateLater>
        <BestRateBanner />
      </HydrateLater>
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <HydrateLater>
        <HomeRatesSection />
      </HydrateLater>
      <HydrateLater>
        <HomeHighlights />
      </HydrateLater>
      <HydrateLater>
        <TrustedLenders />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
    </>
  );
}
