import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json, maria } from '../../../test/fixtures.ts';
import { mockApi, renderZodiacPage, stubReducedMotion, zodiacOf } from '../test/zodiac-test-harness.tsx';

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => section(name).getAttribute('aria-expanded') === 'true';

describe('HoroscopePage: the sign and tab query parameters', () => {
  it('offers the twelve signs with their birth years when no sign is chosen, asking nothing', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T00:00:00+08:00'), toFake: ['Date'] });
    const calls = mockApi(() => json(500, {}));
    renderZodiacPage('/horoscope');
    const grid = screen.getByRole('heading', { name: 'Choose your sign' }).parentElement!;
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]!.getAttribute('href')).toBe('/horoscope?sign=rat&tab=daily');
    expect(links[0]!.textContent).toContain('Rat');
    expect(links[0]!.textContent).toContain('1972, 1984, 1996, 2008, 2020');
    expect(links[11]!.textContent).toContain('Pig');
    expect(links[11]!.textContent).toContain('1971, 1983, 1995, 2007, 2019');
    expect(calls).toEqual([]);
  });

  it("opens the tab's period and keeps the others closed; opening another becomes the tab", async () => {
    const calls = mockApi(() => json(200, zodiacOf('dragon')));
    const { router } = renderZodiacPage('/horoscope?sign=dragon&tab=weekly');
    expect(await screen.findByText('This week for the Dragon.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', url: '/api/cms/zodiacs/dragon' }]);
    expect(isOpen('Weekly Forecast')).toBe(true);
    expect(isOpen("Today's Horoscope")).toBe(false);
    expect(isOpen('Monthly Outlook')).toBe(false);
    expect(screen.getByText('Today for the Dragon.').closest('[hidden]')).not.toBeNull();

    fireEvent.click(section('Monthly Outlook'));
    expect(isOpen('Monthly Outlook')).toBe(true);
    expect(router.state.location.search).toBe('?sign=dragon&tab=monthly');

    fireEvent.click(section('Weekly Forecast'));
    expect(isOpen('Weekly Forecast')).toBe(false);
    expect(router.state.location.search).toBe('?sign=dragon&tab=monthly');
  });

  it('defaults to the daily tab, shows the sign in brief and links its guide and the other signs', async () => {
    mockApi(() => json(200, zodiacOf('rat', { love: '' })));
    renderZodiacPage('/horoscope?sign=Rat');
    await screen.findByText('Today for the Rat.');
    expect(isOpen("Today's Horoscope")).toBe(true);
    expect(isOpen('Overview')).toBe(true);
    for (const name of [
      'Career and Finance',
      'Health and Wellbeing',
      'Love and Relationships',
      'Lucky Colors and Numbers',
    ])
      expect(isOpen(name)).toBe(false);
    fireEvent.click(section('Love and Relationships'));
    expect(screen.getByText('Not available.')).toBeTruthy();
    fireEvent.click(section('Lucky Colors and Numbers'));
    expect(within(screen.getByRole('list', { name: 'Lucky colors' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.getByRole('link', { name: /Rat Prosper Guide/ }).getAttribute('href')).toBe(
      '/prosper-guide/rat',
    );
    expect(screen.getByRole('link', { name: /Choose Different Sign/ }).getAttribute('href')).toBe(
      '/horoscope',
    );
  });

  it('says so for a sign that does not exist, and still offers the twelve', () => {
    const calls = mockApi(() => json(500, {}));
    renderZodiacPage('/horoscope?sign=unicorn');
    expect(screen.getByRole('alert').textContent).toContain('Invalid zodiac sign provided.');
    expect(screen.getAllByRole('link', { name: /Rat/ })).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('shows that a sign is not published, with a way home', async () => {
    mockApi(() => json(404, { message: 'This zodiac guide is not published at the moment.' }));
    renderZodiacPage('/horoscope?sign=pig');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This zodiac guide is not published at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('HoroscopePage: the treasure chest', () => {
  const updated = zodiacOf('tiger', { is_updated: true, is_read: false });

  it('plays for 4 seconds before a horoscope that changed since the customer read it, then marks it read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi((call) =>
      call.method === 'POST'
        ? json(200, { success: true, sign: 'tiger', is_read: true, is_updated: false })
        : json(200, updated),
    );
    renderZodiacPage('/horoscope?sign=tiger', maria);
    expect(await screen.findByText('Something new awaits the Tiger')).toBeTruthy();
    expect(screen.queryByText('Today for the Tiger.')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.queryByText('Today for the Tiger.')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Today for the Tiger.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/cms/zodiacs/tiger/read' },
      ]),
    );
    expect(screen.queryByText('Something new awaits the Tiger')).toBeNull();
  });

  it('can be skipped', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST' ? json(200, { success: true }) : json(200, updated),
    );
    renderZodiacPage('/horoscope?sign=tiger', maria);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip animation' }));
    expect(screen.getByText('Today for the Tiger.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('does not play for a horoscope already read', async () => {
    const calls = mockApi(() => json(200, zodiacOf('tiger', { is_updated: false, is_read: true })));
    renderZodiacPage('/horoscope?sign=tiger', maria);
    expect(await screen.findByText('Today for the Tiger.')).toBeTruthy();
    expect(screen.queryByText('Something new awaits the Tiger')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is skipped for people who prefer reduced motion, and the horoscope is still marked read', async () => {
    stubReducedMotion(true);
    const calls = mockApi((call) =>
      call.method === 'POST' ? json(200, { success: true }) : json(200, updated),
    );
    renderZodiacPage('/horoscope?sign=tiger', maria);
    expect(await screen.findByText('Today for the Tiger.')).toBeTruthy();
    expect(screen.queryByText('Something new awaits the Tiger')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/cms/zodiacs/tiger/read' },
      ]),
    );
  });

  it('never plays for guests, who have no reading history, and asks nothing of the server for them', async () => {
    const calls = mockApi(() => json(200, updated));
    renderZodiacPage('/horoscope?sign=tiger', null);
    expect(await screen.findByText('Today for the Tiger.')).toBeTruthy();
    expect(screen.queryByText('Something new awaits the Tiger')).toBeNull();
    expect(calls).toEqual([{ method: 'GET', url: '/api/cms/zodiacs/tiger' }]);
  });
});
