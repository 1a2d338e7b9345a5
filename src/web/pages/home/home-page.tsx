import { BestRateBanner } from "../../features/rates/best-rate-banner";
import { HomeHero } from "./home-hero";
import { HomeHighlights } from "./home-highlights";

/** The home page: best-rate banner, hero and what the site offers. */
export function HomePage() {
  return (
    <>
      <BestRateBanner />
      <HomeHero />
      <HomeHighlights />
    </>
  );
}
