import type { PageData } from '../../../lib/page-data.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { homeListQuery } from '../../catalog/api/get-home-lists.ts';
import { blogListQuery } from '../../content/api/get-blogs.ts';
import { recentReviewsQuery } from '../api/get-recent-reviews.ts';
import { zodiacListQuery } from '../api/get-zodiac-list.ts';
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

/** What the home page's sections read on their first render. */
export const homePageData: PageData = (queryClient) => [
  queryClient.prefetchQuery(siteConfigQuery),
  queryClient.prefetchQuery(homeListQuery('best-sellers')),
  queryClient.prefetchQuery(homeListQuery('new-arrivals')),
  queryClient.prefetchInfiniteQuery(blogListQuery(null)),
  queryClient.prefetchQuery(zodiacListQuery),
  queryClient.prefetchQuery(recentReviewsQuery()),
];

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
