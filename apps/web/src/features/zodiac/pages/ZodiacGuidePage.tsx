import type { Zodiac } from '@fengshui/shared/cms';
import {
  CMS_MESSAGES,
  SIGN_CHARACTERS,
  type ZodiacSign,
  zodiacBirthYears,
  zodiacDisplayName,
} from '@fengshui/shared/cms-constants';
import { Briefcase, Hash, Heart, HeartPulse, Palette, ScrollText, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { manilaYear } from '../../../lib/format-date.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useZodiacGuide, zodiacGuideQuery } from '../api/get-zodiac.ts';
import { LuckyList } from '../components/LuckyList.tsx';
import { SignGrid } from '../components/SignGrid.tsx';
import { ZodiacError } from '../components/ZodiacError.tsx';
import { ZodiacText } from '../components/ZodiacText.tsx';
import { parseSign } from '../logic/zodiac-display.ts';

const guideHref = (sign: ZodiacSign) => `/prosper-guide/${sign}`;

/** The sign's guide; /prosper-guide alone reads nothing. */
export const zodiacGuidePageData: PageData = (queryClient, { params }) => {
  const sign = params.sign === undefined ? null : parseSign(params.sign);
  return sign ? [queryClient.prefetchQuery(zodiacGuideQuery(sign))] : [];
};

/** /prosper-guide/:sign (docs/content.md#zodiac-guides); /prosper-guide alone lists the signs. */
export function ZodiacGuidePage() {
  const { sign: signParam } = useParams();
  if (signParam === undefined) return <GuideIndex />;
  return <SignGuide key={signParam} signParam={signParam} />;
}

function GuideHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-ink via-stone-800 to-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl items-center gap-5 px-4 py-10 sm:py-14">
        {children}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        </div>
      </div>
    </header>
  );
}

function GuideIndex() {
  useDocumentTitle('Prosper Guide');
  return (
    <div>
      <GuideHero eyebrow="Prosper Guide" title="The Twelve Signs" />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <p className="mb-6 max-w-2xl text-stone-700">
          Each animal of the Chinese zodiac has its own character, strengths and lucky colours. Pick the sign
          of your birth year to read its guide.
        </p>
        <SignGrid linkTo={guideHref} />
      </div>
    </div>
  );
}

function SignGuide({ signParam }: { signParam: string }) {
  const sign = parseSign(signParam);
  const guide = useZodiacGuide(sign);
  const name = guide.data?.name ?? (sign ? zodiacDisplayName(sign) : null);
  const notPublished = guide.error instanceof ApiRequestError && guide.error.status === 404;
  // The titles the server gives these pages (apps/server/src/http/zodiac-page.ts), so a link and a
  // reload agree.
  useDocumentTitle(
    sign === null
      ? CMS_MESSAGES.invalidSign
      : notPublished
        ? CMS_MESSAGES.zodiacGuideNotFound
        : `${name} Zodiac Guide`,
  );

  return (
    <div>
      <GuideHero eyebrow="Prosper Guide" title={name ? `Year of the ${name}` : 'Zodiac Guide'}>
        {sign && (
          <span
            aria-hidden
            className="hidden h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-5xl font-bold text-gold-300 sm:flex"
          >
            {SIGN_CHARACTERS[sign]}
          </span>
        )}
      </GuideHero>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:py-10">
        {sign === null ? (
          <ZodiacError error={null} />
        ) : guide.data ? (
          <GuideSections zodiac={guide.data} sign={sign} />
        ) : guide.isError ? (
          <ZodiacError error={guide.error} onRetry={() => guide.refetch()} />
        ) : (
          <Spinner label="Loading guide…" />
        )}
        <section aria-labelledby="other-signs-title">
          <h2 id="other-signs-title" className="mb-4 font-display text-2xl font-bold text-ink">
            {sign ? 'Other signs' : 'The twelve signs'}
          </h2>
          <SignGrid linkTo={guideHref} selected={sign} compact />
        </section>
      </div>
    </div>
  );
}

function GuideSections({ zodiac, sign }: { zodiac: Zodiac; sign: ZodiacSign }) {
  const years = zodiacBirthYears(sign, manilaYear());
  const sections: { id: string; title: string; icon: ReactNode; body: ReactNode }[] = [
    { id: 'overview', title: 'Overview', icon: <ScrollText />, body: <ZodiacText text={zodiac.overview} /> },
    {
      id: 'career',
      title: 'Career and Finance',
      icon: <Briefcase />,
      body: <ZodiacText text={zodiac.career} />,
    },
    {
      id: 'health',
      title: 'Health and Wellbeing',
      icon: <HeartPulse />,
      body: <ZodiacText text={zodiac.health} />,
    },
    { id: 'love', title: 'Love and Relationships', icon: <Heart />, body: <ZodiacText text={zodiac.love} /> },
    {
      id: 'colors',
      title: 'Lucky Colors',
      icon: <Palette />,
      body: <LuckyList text={zodiac.color} label="Lucky colors" />,
    },
    {
      id: 'numbers',
      title: 'Lucky Numbers',
      icon: <Hash />,
      body: <LuckyList text={zodiac.number} label="Lucky numbers" />,
    },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-2xl border border-gold-300 bg-gold-100/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-ink">Born in </span>
          {years.slice(-8).join(', ')}
        </p>
        <Link
          to={`/horoscope?sign=${sign}&tab=daily`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:self-auto"
        >
          <Sparkles aria-hidden size={16} /> Today's {zodiac.name} horoscope
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`guide-${section.id}`}
            className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 ${
              section.id === 'overview' ? 'md:col-span-2' : ''
            }`}
          >
            <h2
              id={`guide-${section.id}`}
              className="mb-3 flex items-center gap-2 font-display text-2xl font-bold text-brand-700"
            >
              <span aria-hidden className="text-gold-600 [&>svg]:h-5 [&>svg]:w-5">
                {section.icon}
              </span>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
