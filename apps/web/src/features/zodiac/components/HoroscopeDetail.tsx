import type { Zodiac } from '@fengshui/shared/cms';
import {
  Briefcase,
  CalendarDays,
  CalendarRange,
  Heart,
  HeartPulse,
  Palette,
  ScrollText,
  Sun,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { HOROSCOPE_TAB_TITLES, HOROSCOPE_TABS, type HoroscopeTab } from '../logic/zodiac-display.ts';
import { Collapsible } from './Collapsible.tsx';
import { LuckyList } from './LuckyList.tsx';
import { ZodiacText } from './ZodiacText.tsx';

const PERIOD_ICONS: Record<HoroscopeTab, ReactNode> = {
  daily: <Sun size={20} />,
  weekly: <CalendarRange size={20} />,
  monthly: <CalendarDays size={20} />,
};

type GuidePart = 'overview' | 'career' | 'health' | 'love' | 'lucky';

interface Props {
  zodiac: Zodiac;
  tab: HoroscopeTab;
  /** Opening a period makes it the address's tab, so the link can be shared. */
  onTabChange: (tab: HoroscopeTab) => void;
}

/** The horoscope of one sign: the three periods, then the sign's character in brief. */
export function HoroscopeDetail({ zodiac, tab, onTabChange }: Props) {
  const [open, setOpen] = useState<ReadonlySet<HoroscopeTab | GuidePart>>(() => new Set([tab, 'overview']));
  // A tab reached by the back button or a link opens too.
  useEffect(() => {
    setOpen((current) => (current.has(tab) ? current : new Set(current).add(tab)));
  }, [tab]);

  const toggle = (part: HoroscopeTab | GuidePart) => {
    const opening = !open.has(part);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(part);
      else next.delete(part);
      return next;
    });
    if (opening && (HOROSCOPE_TABS as readonly string[]).includes(part)) onTabChange(part as HoroscopeTab);
  };

  const guideParts: { part: GuidePart; title: string; icon: ReactNode; body: ReactNode }[] = [
    {
      part: 'overview',
      title: 'Overview',
      icon: <ScrollText size={20} />,
      body: <ZodiacText text={zodiac.overview} />,
    },
    {
      part: 'career',
      title: 'Career and Finance',
      icon: <Briefcase size={20} />,
      body: <ZodiacText text={zodiac.career} />,
    },
    {
      part: 'health',
      title: 'Health and Wellbeing',
      icon: <HeartPulse size={20} />,
      body: <ZodiacText text={zodiac.health} />,
    },
    {
      part: 'love',
      title: 'Love and Relationships',
      icon: <Heart size={20} />,
      body: <ZodiacText text={zodiac.love} />,
    },
    {
      part: 'lucky',
      title: 'Lucky Colors and Numbers',
      icon: <Palette size={20} />,
      body: (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="mb-2 text-sm font-semibold text-stone-600">Lucky Colors</h4>
            <LuckyList text={zodiac.color} label="Lucky colors" />
          </div>
          <div>
            <h4 className="mb-2 text-sm font-semibold text-stone-600">Lucky Numbers</h4>
            <LuckyList text={zodiac.number} label="Lucky numbers" />
          </div>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      <section aria-labelledby="horoscope-periods-title" className="space-y-3">
        <h2 id="horoscope-periods-title" className="font-display text-2xl font-bold text-ink sm:text-3xl">
          The {zodiac.name} horoscope
        </h2>
        {HOROSCOPE_TABS.map((period) => (
          <Collapsible
            key={period}
            title={HOROSCOPE_TAB_TITLES[period]}
            icon={PERIOD_ICONS[period]}
            open={open.has(period)}
            onToggle={() => toggle(period)}
          >
            <ZodiacText text={zodiac[period]} />
          </Collapsible>
        ))}
      </section>
      <section aria-labelledby="horoscope-about-title" className="space-y-3">
        <h2 id="horoscope-about-title" className="font-display text-2xl font-bold text-ink sm:text-3xl">
          About the {zodiac.name}
        </h2>
        {guideParts.map(({ part, title, icon, body }) => (
          <Collapsible
            key={part}
            title={title}
            icon={icon}
            open={open.has(part)}
            onToggle={() => toggle(part)}
          >
            {body}
          </Collapsible>
        ))}
      </section>
    </div>
  );
}
