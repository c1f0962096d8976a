import { CMS_MESSAGES, ZODIAC_SIGNS, type Zodiac, type ZodiacSign } from '@fengshui/shared/cms';
import { BUSINESS } from '@fengshui/shared/constants';
import { zodiacKeys } from '@fengshui/shared/query-keys';
import type { AppDeps } from '../app-deps.ts';
import { NotFound } from '../domain/errors.ts';
import { getZodiac } from '../modules/cms/index.ts';
import { decodedSegment } from './path-segment.ts';
import { type PageHead, plainText } from './seo.ts';

const GUIDE_PATH = /^\/prosper-guide\/([^/]+)\/?$/;

/**
 * The first HTML of /prosper-guide/:sign (docs/architecture.md#server-rendered-pages): the guide's title, description, canonical
 * address and Open Graph tags, and its data under the web app's query key so it renders at once.
 * Null for any other address. An unknown or unpublished sign is a 404 page.
 */
export async function describeZodiacPage(
  deps: AppDeps,
  pathname: string,
  base: PageHead,
): Promise<{ status: number; head: PageHead } | null> {
  const match = GUIDE_PATH.exec(pathname);
  if (!match) return null;
  // A malformed escape ("%E0") is simply not a sign.
  const sign = (decodedSegment(match[1]!) ?? '').trim().toLowerCase();
  if (!(ZODIAC_SIGNS as readonly string[]).includes(sign)) {
    return { status: 404, head: { ...base, title: `${CMS_MESSAGES.invalidSign} | ${BUSINESS.name}` } };
  }
  let zodiac: Zodiac;
  try {
    // As a guest sees it: the inlined copy is shared by everyone who opens the address.
    zodiac = await getZodiac(deps.db, null, sign);
  } catch (error) {
    if (error instanceof NotFound)
      return {
        status: 404,
        head: { ...base, title: `${CMS_MESSAGES.zodiacGuideNotFound} | ${BUSINESS.name}` },
      };
    throw error;
  }
  const { publicUrl } = deps.config;
  const canonical = `${publicUrl}/prosper-guide/${sign}`;
  const title = `${zodiac.name} Zodiac Guide: Career, Health, Love and Lucky Colors | ${BUSINESS.name}`;
  const description =
    plainText(zodiac.overview) || `Feng shui guide for people born in the Year of the ${zodiac.name}.`;
  return {
    status: 200,
    head: {
      title,
      description,
      canonical,
      type: 'article',
      jsonLd: guideJsonLd(zodiac, sign as ZodiacSign, canonical, description),
      data: { [JSON.stringify(zodiacKeys.guide(sign))]: zodiac },
    },
  };
}

function guideJsonLd(zodiac: Zodiac, sign: ZodiacSign, canonical: string, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `${zodiac.name} Zodiac Guide`,
    description,
    url: canonical,
    dateModified: zodiac.updated_at,
    about: `Year of the ${zodiac.name} (${sign})`,
    publisher: { '@type': 'Organization', name: BUSINESS.name },
  };
}
