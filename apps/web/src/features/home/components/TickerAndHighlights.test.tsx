import { ZODIAC_SIGNS } from '@fengshui/shared/cms-constants';
import { catalogKeys, cmsKeys } from '@fengshui/shared/query-keys';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogOf, mockApi, productOf, renderHome, stubMotionPreference } from '../test/home-test-harness.tsx';
import { FeaturedTicker } from './FeaturedTicker.tsx';
import { HighlightsCarousel } from './HighlightsCarousel.tsx';

const bestSellers = [1, 2, 3, 4, 5, 6, 7].map((id) => productOf(id));
const shifts = () => screen.getAllByTestId('ticker-card').map((card) => card.style.transform);

function tick(ms: number) {
  for (let passed = 0; passed < ms; passed += 250) act(() => vi.advanceTimersByTime(250));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMotionPreference(false);
  mockApi();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('featured ticker', () => {
  const primed = () =>
    renderHome(<FeaturedTicker />, (client) =>
      client.setQueryData(catalogKeys.homeList('best-sellers', 'card'), bestSellers),
    );

  it('shows the first four best sellers, followed by copies hidden from assistive technology', () => {
    primed();
    const cards = screen.getAllByTestId('ticker-card');
    expect(cards).toHaveLength(8);
    expect(cards.map((card) => card.getAttribute('aria-hidden'))).toEqual([
      null,
      null,
      null,
      null,
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Lucky Charm 1',
      'Lucky Charm 2',
      'Lucky Charm 3',
      'Lucky Charm 4',
    ]);
  });

  it('moves one step of 110 % every 3 seconds and jumps back 500 ms after reaching the copy of the first', () => {
    primed();
    expect(shifts()[0]).toBe('translateX(0%)');
    tick(3_000);
    expect(shifts()[0]).toBe('translateX(-110%)');
    tick(9_000);
    expect(shifts()[0]).toBe('translateX(-440%)');
    tick(250);
    expect(shifts()[0]).toBe('translateX(-440%)');
    tick(250);
    expect(shifts()[0]).toBe('translateX(0%)');
    tick(3_000);
    expect(shifts()[0]).toBe('translateX(-110%)');
  });

  it('brings a card that receives keyboard focus to the front, and waits while focus stays', () => {
    primed();
    const third = screen.getAllByTestId('ticker-card')[2]!;
    act(() =>
      within(third)
        .getByRole('link', { name: /^Add to Cart/ })
        .focus(),
    );
    expect(shifts()[0]).toBe('translateX(-220%)');
    tick(9_000);
    expect(shifts()[0]).toBe('translateX(-220%)');
  });

  it("sends Add to Cart to the shop and a product's name to its page", () => {
    const { location } = primed();
    const first = screen.getAllByTestId('ticker-card')[0]!;
    expect(within(first).getByRole('link', { name: 'Add to Cart: Lucky Charm 1' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/shop$/),
    );
    fireEvent.click(within(first).getByRole('link', { name: 'Lucky Charm 1' }));
    expect(location()).toBe('/product/1');
  });

  it('stands still and scrolls by hand for visitors who prefer reduced motion', () => {
    stubMotionPreference(true);
    primed();
    expect(screen.getAllByTestId('ticker-card')).toHaveLength(4);
    tick(10_000);
    expect(shifts()[0]).toBe('translateX(0%)');
    expect(screen.getByTestId('ticker-viewport').className).toContain('overflow-x-auto');
  });

  it('shows sample cards leading to the shop when the best sellers cannot be loaded', async () => {
    vi.useRealTimers();
    renderHome(<FeaturedTicker />);
    expect(await screen.findByRole('link', { name: /Pixiu Prosperity Bracelet/ })).toHaveProperty(
      'href',
      expect.stringMatching(/\/shop$/),
    );
  });
});

describe('highlights carousel', () => {
  const primed = () =>
    renderHome(<HighlightsCarousel />, (client) => {
      client.setQueryData(catalogKeys.homeList('best-sellers', 'card'), bestSellers);
      client.setQueryData(catalogKeys.homeList('new-arrivals', 'card'), [productOf(20)]);
      client.setQueryData(cmsKeys.blogList(null), {
        pages: [
          {
            blogs: [blogOf(11), blogOf(12), blogOf(13), blogOf(14)],
            page: 1,
            limit: 9,
            total: 4,
            total_pages: 1,
          },
        ],
        pageParams: [1],
      });
    });
  const currentSlide = () =>
    screen
      .getAllByRole('button', { name: /^Show slide/ })
      .findIndex((dot) => dot.getAttribute('aria-current'));

  it('has three slides with three dots and moves every 5 seconds, sliding for 800 ms', () => {
    primed();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    expect(screen.getByTestId('highlights-track').style.transitionDuration).toBe('800ms');
    tick(5_000);
    expect(currentSlide()).toBe(1);
    expect(screen.getByTestId('highlights-track').style.transform).toBe('translateX(-100%)');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toBe(2);
  });

  it('links the signs, the posts and the products in the shapes of the spec', () => {
    primed();
    const [horoscope, blog, shop] = screen.getAllByRole('group');
    const hrefs = (slide: HTMLElement) =>
      within(slide)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(horoscope!)).toEqual([
      '/horoscope',
      ...ZODIAC_SIGNS.map((sign) => `/horoscope?sign=${sign}&tab=daily`),
    ]);
    expect(hrefs(blog!)).toEqual(['/blog', '/blog/11', '/blog/12', '/blog/13']);
    // Best sellers after the ticker's four, then new arrivals.
    expect(hrefs(shop!)).toEqual(['/shop', '/product/5', '/product/6', '/product/7']);
  });
});
