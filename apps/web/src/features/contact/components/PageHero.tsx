import type { ReactNode } from 'react';

/** The red banner that opens the contact, consultation and appointment pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-white/85">{children}</div>}
      </div>
    </header>
  );
}
