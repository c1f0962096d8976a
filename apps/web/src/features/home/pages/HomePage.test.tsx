import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZODIAC_SIGNS } from '@fengshui/shared/cms-constants';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockApi,
  renderHome,
  reviewOf,
  stubMotionPreference,
  zodiacSummaryOf,
} from '../test/home-test-harness.tsx';
import { HomePage } from './HomePage.tsx';

const LONG_OVERVIEW =
  'The Rat opens the cycle of the twelve animals, and people born in its years share its quick mind and sharp instinct.';
const LONG_REVIEW =
  'Light and comfortable, I forget I am wearing it. The sliding knot is a nice touch. One star off only because the cord is thin.';

// The sections below the hero load as their own module; having it ready keeps each test's waits short.
beforeAll(() => import('../components/HomeSections.tsx'), 60_000);
beforeEach(() => stubMotionPreference(false));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('still shows every section when every data call fails (docs/content.md#messages)', async () => {
    mockApi();
    renderHome(<HomePage />);
    // The hero does not wait for any data.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Invite harmony, health and prosperity home' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');

    // The sections below the hero come with their own code, just after the page.
    const guide = await screen.findByRole('region', { name: "Your sign's guide to the year" });
    expect(await within(guide).findAllByText('Overview not available.')).toHaveLength(12);
    expect(await screen.findByText('No reviews yet — check back soon!')).toBeTruthy();
    // Sample cards stand in for the featured products, the latest posts and the shop slide's products.
    expect(await screen.findAllByRole('link', { name: /Pixiu Prosperity Bracelet/ })).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: /Where to place a wealth bowl at home/ }).getAttribute('href'),
    ).toBe('/blog');
    // Without a configured channel the Feng Shui Daily promo leads to the horoscope.
    expect(screen.getByRole('link', { name: "Read today's horoscope" }).getAttribute('href')).toBe(
      '/horoscope',
    );
  });

  it('leaves the sections under the hero and the banner to be laid out as they near the screen', async () => {
    mockApi();
    renderHome(<HomePage />);
    const guide = await screen.findByRole('region', { name: "Your sign's guide to the year" });
    // The phone's first screen is the hero and the banner; the long rest waits (docs/decisions/007-delivering-bytes.md).
    expect(guide.closest('.render-when-near')).not.toBeNull();
    const hero = screen.getByRole('heading', {
      level: 1,
      name: 'Invite harmony, health and prosperity home',
    });
    expect(hero.closest('.render-when-near')).toBeNull();
    const styles = readFileSync(path.resolve(import.meta.dirname, '../../../styles.css'), 'utf8');
    expect(styles).toMatch(
      /@utility render-when-near \{\s*content-visibility: auto;\s*contain-intrinsic-size: auto \d+px;/,
    );
  });

  it('shows no "As featured in" strip until the owner enters real mentions', async () => {
    mockApi({ '/api/cms/press-mentions': { mentions: [] } });
    renderHome(<HomePage />);
    await screen.findByRole('region', { name: "Your sign's guide to the year" });
    expect(await screen.findByText('No reviews yet — check back soon!')).toBeTruthy();
    expect(screen.queryByText('As featured in')).toBeNull();
    for (const invented of ['Home & Harmony', 'LIFESTYLE DAILY', 'The Metro Review'])
      expect(screen.queryByText(invented)).toBeNull();
    cleanup();

    mockApi({
      '/api/cms/press-mentions': {
        mentions: [
          { id: 1, name: 'Rappler', url: 'https://www.rappler.com/feng-shui', logo_url: null, position: 0 },
        ],
      },
    });
    renderHome(<HomePage />);
    const strip = await screen.findByRole('region', { name: 'As featured in' });
    expect(within(strip).getByRole('link', { name: 'Rappler' }).getAttribute('href')).toBe(
      'https://www.rappler.com/feng-shui',
    );
  });

  it('links the twelve signs to their guides with overviews cut to 80 characters', async () => {
    mockApi({
      '/api/cms/zodiacs': {
        zodiacs: ZODIAC_SIGNS.filter((sign) => sign !== 'pig').map((sign) =>
          zodiacSummaryOf(sign, LONG_OVERVIEW),
        ),
      },
    });
    renderHome(<HomePage />);
    // The sections below the hero come with their own code, just after the page.
    const guide = await screen.findByRole('region', { name: "Your sign's guide to the year" });
    await within(guide).findAllByText(/The Rat opens the cycle/);
    const rat = within(guide).getByRole('link', { name: /^Rat/ });
    expect(rat.getAttribute('href')).toBe('/prosper-guide/rat');
    expect(
      within(guide)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/horoscope', ...ZODIAC_SIGNS.map((sign) => `/prosper-guide/${sign}`)]);
    expect(rat.textContent).toContain(
      'The Rat opens the cycle of the twelve animals, and people born in its years…',
    );
    // The pig is not published: its card says so.
    expect(within(guide).getByRole('link', { name: /^Pig/ }).textContent).toContain(
      'Overview not available.',
    );
  });

  it('shows the three newest reviews, cut to 100 characters, linking their products', async () => {
    mockApi({
      '/api/reviews/recent': [reviewOf(1, LONG_REVIEW), reviewOf(2, 'Lovely.'), reviewOf(3, 'Fast.')],
    });
    renderHome(<HomePage />);
    const reviews = await screen.findByRole('region', { name: 'Loved by homes across the islands' });
    const quotes = await within(reviews).findAllByRole('blockquote');
    expect(quotes.map((quote) => quote.textContent)).toEqual([
      '“Light and comfortable, I forget I am wearing it. The sliding knot is a nice touch. One star off…”',
      '“Lovely.”',
      '“Fast.”',
    ]);
    expect(within(reviews).getByRole('link', { name: 'Lucky Charm 101' }).getAttribute('href')).toBe(
      '/product/101',
    );
  });

  it("plays the owner's hero video over the poster, and opens Feng Shui Daily in a new tab", async () => {
    mockApi({
      '/api/site-config': {
        hero_video_url: 'https://videos.example.ph/hero.mp4',
        feng_shui_daily_url: 'https://watch.example.ph/feng-shui-daily',
        chat_widget: null,
      },
    });
    const { container } = renderPage();
    const watch = await screen.findByRole('link', { name: /Watch Feng Shui Daily/ }, { timeout: 10_000 });
    expect(watch.getAttribute('href')).toBe('https://watch.example.ph/feng-shui-daily');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toContain('noopener');
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://videos.example.ph/hero.mp4');
    expect(video.getAttribute('poster')).toBeTruthy();
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
  });

  it('does not autoplay the hero video for visitors who prefer reduced motion', async () => {
    stubMotionPreference(true);
    mockApi({
      '/api/site-config': { hero_video_url: '/media/hero.mp4', feng_shui_daily_url: null, chat_widget: null },
    });
    const { container } = renderPage();
    await screen.findByRole('link', { name: "Read today's horoscope" });
    await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    expect(container.querySelector('video')!.autoplay).toBe(false);
  });
});

function renderPage() {
  renderHome(<HomePage />);
  return { container: document.body };
}
