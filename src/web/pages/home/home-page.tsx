import { Suspense } from "react";
import { TrustedLenders } from "../../features/lenders/trusted-lenders";
import { BestRateBanner } from "../../features/rates/best-rate-banner";
import { TestimonialsSection } from "../../features/testimonials/testimonials-section";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { HomeHero } from "./home-hero";
import { HomeHighlights } from "./home-highlights";
import { HomeRatesSection } from "./home-rates-section";

/**
 * The home page: best-rate banner, hero with the quote dialogs, today's rates, lenders and testimonials.
 * The sections below the first screen are Suspense boundaries: the browser hydrates them after the
 * rest, and first the one a visitor interacts with.
 */
export function HomePage() {
  usePageMeta(pageMeta["/"]);

  return (
    <>
      <BestRateBanner />
      <HomeHero />
      <Suspense fallback={null}>
        <HomeRatesSection />
      </Suspense>
      <Suspense fallback={null}>
        <HomeHighlights />
      </Suspense>
      <Suspense fallback={null}>
        <TrustedLenders />
      </Suspense>
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
    </>
  );
}
