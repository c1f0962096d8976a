import type { Zodiac, ZodiacSign } from '@fengshui/shared/cms';
import { zodiacKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-api.ts';

/** GET /cms/zodiacs/:sign: 400 for an unknown sign, 404 while the sign is not published. */
export const getZodiac = (sign: ZodiacSign, signal?: AbortSignal) =>
  apiRequest<Zodiac>(`/cms/zodiacs/${sign}`, { signal });

/** The guide as anyone sees it; the server inlines this on the first load of /prosper-guide/:sign. */
export const zodiacGuideQuery = (sign: ZodiacSign) =>
  queryOptions({
    queryKey: zodiacKeys.guide(sign),
    queryFn: ({ signal }) => getZodiac(sign, signal),
    staleTime: 5 * 60_000,
  });

export function useZodiacGuide(sign: ZodiacSign | null) {
  return useQuery({ ...zodiacGuideQuery(sign ?? 'rat'), enabled: sign !== null });
}

/**
 * The horoscope of a sign with this viewer's read flags (is_updated / is_read decide the chest), so it
 * waits until the session is known and is cached per viewer.
 */
export const horoscopeQuery = (sign: ZodiacSign, viewerId: number | null) =>
  queryOptions({
    queryKey: zodiacKeys.horoscope(sign, viewerId),
    queryFn: ({ signal }) => getZodiac(sign, signal),
    staleTime: 60_000,
  });

export function useHoroscope(sign: ZodiacSign | null) {
  const session = useSession();
  const viewerId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const query = useQuery({
    ...horoscopeQuery(sign ?? 'rat', viewerId),
    enabled: sign !== null && session.status !== 'loading',
  });
  return { ...query, viewerId };
}
