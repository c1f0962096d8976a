import type { ReactNode } from 'react';

/** The home sections' shared heading: a small gold eyebrow, the serif title and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  action,
  tone = 'light',
  align = 'left',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
}) {
  const dark = tone === 'dark';
  return (
    <div
      className={`mb-6 flex flex-wrap items-end gap-x-6 gap-y-3 sm:mb-8 ${align === 'center' ? 'justify-center text-center' : 'justify-between'}`}
    >
      <div className={align === 'center' ? 'mx-auto max-w-2xl' : 'max-w-2xl'}>
        <p
          className={`text-xs font-semibold tracking-[0.2em] uppercase ${dark ? 'text-gold-300' : 'text-gold-700'}`}
        >
          {eyebrow}
        </p>
        <h2
          id={id}
          className={`mt-1 font-display text-3xl leading-tight font-bold sm:text-4xl ${dark ? 'text-white' : 'text-brand-700'}`}
        >
          {title}
        </h2>
        {children && (
          <p className={`mt-2 text-sm sm:text-base ${dark ? 'text-white/85' : 'text-stone-600'}`}>
            {children}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
