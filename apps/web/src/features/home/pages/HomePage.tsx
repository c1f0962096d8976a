import { lazyBoundary } from '../../../lib/lazy-boundary.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { homeListQuery } from '../../catalog/public.ts';
import { blogListQuery } from '../../content/public.ts';
import { recentReviewsQuery } from '../api/get-recent-reviews.ts';
import { zodiacListQuery } from '../api/get-zodiac-list.ts';
import { AdBanner } from '../components/AdBanner.tsx';
import { HomeHero } from '../components/HomeHero.tsx';

// The sections under the hero and the banner are rendered on the server with the rest, and their code
// arrives after the first paint (docs/decisions/006-server-rendering.md).
const HomeSections = lazyBoundary(() => import('../components/HomeSections.tsx').then((m) => m.HomeSections));

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
      <HomeSections />
    </>
  );
}
