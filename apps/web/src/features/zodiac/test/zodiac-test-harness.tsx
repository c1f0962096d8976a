// Renders the zodiac pages on a memory router with a fresh cache, a session and a stand-in API.
import type { SessionUser } from '@fengshui/shared/auth';
import type { Zodiac, ZodiacSign } from '@fengshui/shared/cms';
import { zodiacDisplayName } from '@fengshui/shared/cms-constants';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { HoroscopePage } from '../pages/HoroscopePage.tsx';
import { ZodiacGuidePage } from '../pages/ZodiacGuidePage.tsx';

export function zodiacOf(sign: ZodiacSign, overrides: Partial<Zodiac> = {}): Zodiac {
  const name = zodiacDisplayName(sign);
  return {
    zodiacID: name,
    sign,
    name,
    overview: `The ${name} in brief.`,
    career: `Work for the ${name}.`,
    health: `Health for the ${name}.`,
    love: `Love for the ${name}.`,
    color: 'Blue, Gold',
    number: '2, 3',
    daily: `Today for the ${name}.`,
    weekly: `This week for the ${name}.`,
    monthly: `This month for the ${name}.`,
    is_updated: false,
    is_read: false,
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: string;
}

/** Answers the API with `answer`; returns the calls made, in order. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  answerRequests(({ method, url }) => {
    const call = { method, url };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** Whether the visitor prefers reduced motion (jsdom has no matchMedia of its own). */
export function stubReducedMotion(reduced: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

export function renderZodiacPage(
  entry: string,
  user: SessionUser | null = null,
  prime?: (queryClient: QueryClient) => void,
) {
  return renderApp(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/horoscope', Component: HoroscopePage },
      { path: '/prosper-guide', Component: ZodiacGuidePage },
      { path: '/prosper-guide/:sign', Component: ZodiacGuidePage },
    ],
    { at: entry, user, prime },
  );
}
