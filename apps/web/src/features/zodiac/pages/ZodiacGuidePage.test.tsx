import { zodiacKeys } from '@fengshui/shared/query-keys';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { mockApi, renderZodiacPage, stubReducedMotion, zodiacOf } from '../test/zodiac-test-harness.tsx';

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECTIONS = [
  'Overview',
  'Career and Finance',
  'Health and Wellbeing',
  'Love and Relationships',
  'Lucky Colors',
  'Lucky Numbers',
];

describe('ZodiacGuidePage', () => {
  it('shows the six sections of the sign, "Not available." for the empty ones', async () => {
    const calls = mockApi(() =>
      json(200, zodiacOf('horse', { overview: 'Free-spirited.\n\nAnd quick.', health: '  ', number: '' })),
    );
    renderZodiacPage('/prosper-guide/horse');
    expect(screen.getByRole('heading', { level: 1, name: 'Year of the Horse' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    expect(calls).toEqual([{ method: 'GET', url: '/api/cms/zodiacs/horse' }]);
    const headings = SECTIONS.map((name) => screen.getByRole('heading', { level: 2, name }));
    const body = (index: number) => headings[index]!.closest('section')!;
    expect(within(body(0)).getByText('Free-spirited.')).toBeTruthy();
    expect(within(body(0)).getByText('And quick.')).toBeTruthy();
    expect(within(body(1)).getByText('Work for the Horse.')).toBeTruthy();
    expect(within(body(2)).getByText('Not available.')).toBeTruthy();
    expect(within(body(3)).getByText('Love for the Horse.')).toBeTruthy();
    expect(within(body(4)).getByText('Blue')).toBeTruthy();
    expect(within(body(5)).getByText('Not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Today's Horse horoscope/ }).getAttribute('href')).toBe(
      '/horoscope?sign=horse&tab=daily',
    );
  });

  it('links the other signs, the current one marked as the page', async () => {
    mockApi((call) => json(200, zodiacOf(call.url.endsWith('/ox') ? 'ox' : 'horse')));
    renderZodiacPage('/prosper-guide/horse');
    await screen.findByText('Work for the Horse.');
    const others = screen.getByRole('heading', { name: 'Other signs' }).parentElement!;
    const links = within(others).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links.find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toContain(
      'Horse',
    );
    fireEvent.click(within(others).getByRole('link', { name: /^Ox/ }));
    expect(await screen.findByText('Work for the Ox.')).toBeTruthy();
  });

  it('renders the data the server inlined without asking again', () => {
    const calls = mockApi(() => json(500, {}));
    const queryClient = renderZodiacPage('/prosper-guide/rat', null, (client) =>
      client.setQueryData(zodiacKeys.guide('rat'), zodiacOf('rat')),
    ).queryClient;
    expect(screen.getByText('Work for the Rat.')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(queryClient.getQueryData(zodiacKeys.guide('rat'))).toBeTruthy();
  });

  it('answers an unknown sign with "Invalid zodiac sign provided." and a way home, without a request', () => {
    const calls = mockApi(() => json(500, {}));
    renderZodiacPage('/prosper-guide/unicorn');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid zodiac sign provided.');
    expect(within(alert).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(calls).toEqual([]);
    expect(document.title).toBe('Invalid zodiac sign provided. | Feng Shui Prosper');
  });

  it('says a sign that is not published is not available now, without offering a retry', async () => {
    mockApi(() => json(404, { message: 'This zodiac guide is not published at the moment.' }));
    renderZodiacPage('/prosper-guide/pig');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This zodiac guide is not published at the moment.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.title).toBe('Zodiac guide not found | Feng Shui Prosper');
  });

  it('shows any other failure as an error view with Try again and Return to Home', async () => {
    let fail = true;
    mockApi(() =>
      fail ? json(503, { message: 'Service temporarily unavailable' }) : json(200, zodiacOf('goat')),
    );
    renderZodiacPage('/prosper-guide/goat');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service temporarily unavailable');
    expect(within(alert).getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Work for the Goat.')).toBeTruthy();
  });

  it('lists the twelve guides at /prosper-guide', () => {
    mockApi(() => json(500, {}));
    renderZodiacPage('/prosper-guide');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/prosper-guide/dragon');
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('/prosper-guide/'))).toHaveLength(12);
  });
});
