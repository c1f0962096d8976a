import type { ReactNode } from 'react';

/** The red band that opens the blog, guide and FAQ pages. */
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
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-1 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-brand-50">{children}</div>}
      </div>
    </section>
  );
}
