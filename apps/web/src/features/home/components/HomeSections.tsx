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
const SECTIONS = [
  { key: 'services', Section: ServicesSlider },
  { key: 'featured-ticker', Section: FeaturedTicker },
  { key: 'highlights', Section: HighlightsCarousel },
  { key: 'daily-promo', Section: FengShuiDailyPromo },
  { key: 'prosper-guide', Section: ProsperGuide },
  { key: 'aspirations', Section: ShopByAspiration },
  { key: 'featured-in', Section: FeaturedIn },
  { key: 'reviews', Section: RecentReviews },
  { key: 'new-arrivals', Section: NewArrivals },
];

/** Each section is laid out and painted only as it nears the screen (the `render-when-near` rule in styles.css). */
export function HomeSections() {
  return (
    <>
      {SECTIONS.map(({ key, Section }) => (
        <div key={key} className="render-when-near">
          <Section />
        </div>
      ))}
    </>
  );
}
