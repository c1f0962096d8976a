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
      <div className="render-when-near">
        <ServicesSlider />
      </div>
      <div className="render-when-near">
        <FeaturedTicker />
      </div>
      <div className="render-when-near">
        <HighlightsCarousel />
      </div>
      <div className="render-when-near">
        <FengShuiDailyPromo />
      </div>
      <div className="render-when-near">
        <ProsperGuide />
      </div>
      <div className="render-when-near">
        <ShopByAspiration />
      </div>
      <div className="render-when-near">
        <FeaturedIn />
      </div>
      <div className="render-when-near">
        <RecentReviews />
      </div>
      <div className="render-when-near">
        <NewArrivals />
      </div>
    </>
  );
}
