import type { ReactNode } from 'react';

/**
 * The red band that opens the content pages (blog, guides, FAQ, privacy) and the contact, consultation
 * and appointment pages. `width` matches the page's own column, so the title lines up with the body.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  width = 'wide',
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  const column = width === 'wide' ? 'max-w-7xl px-4 sm:px-6' : 'max-w-6xl px-4';
  return (
    <header className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className={`mx-auto ${column} py-10 sm:py-14`}>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-brand-50">{children}</div>}
      </div>
    </header>
  );
}
