import { FeaturedIn } from './FeaturedIn.tsx';
import { FeaturedTicker } from './FeaturedTicker.tsx';
import { FengShuiDailyPromo } from './FengShuiDailyPromo.tsx';
import { HighlightsCarousel } from './HighlightsCarousel.tsx';
import { NewArrivals } from './NewArrivals.tsx';
import { ProsperGuide } from './ProsperGuide.tsx';
import { RecentReviews } from './RecentReviews.tsx';
import { ServicesSlider } from './ServicesSlider.tsx';
import { ShopByAspiration } from './ShopByAspiration.tsx';

/** The home page's sections after the hero and the banner (docs/content.md#home-page), in order. */
export function HomeSections() {
  return (
    <>
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
