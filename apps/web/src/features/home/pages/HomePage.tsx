import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdBanner } from '../components/AdBanner.tsx';
import { FeaturedIn } from '../components/FeaturedIn.tsx';
import { FeaturedTicker } from '../components/FeaturedTicker.tsx';
import { FengShuiDailyPromo } from '../components/FengShuiDailyPromo.tsx';
import { HighlightsCarousel } from '../components/HighlightsCarousel.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { NewArrivals } from '../components/NewArrivals.tsx';
import { ProsperGuide } from '../components/ProsperGuide.tsx';
import { RecentReviews } from '../components/RecentReviews.tsx';
import { ServicesSlider } from '../components/ServicesSlider.tsx';
import { ShopByAspiration } from '../components/ShopByAspiration.tsx';

/** The home page (docs/content.md#home-page), its sections in the spec's order. */
export function HomePage() {
  useDocumentTitle('Feng Shui Shop Philippines');
  return (
    <>
      <HomeHero />
      <AdBanner />
      <ServicesSlider />
      <FeaturedTicker />
      <HighlightsCarousel />
      <FengShuiDailyPromo />
      <ProsperGuide />
      <ShopByAspiration />
      <FeaturedIn />
      <RecentReviews />
      <NewArrivals />
    </>
  );
}
