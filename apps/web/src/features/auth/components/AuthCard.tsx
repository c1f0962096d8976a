import type { ReactNode } from 'react';
import { CoinEmblem } from '../../../components/CoinEmblem.tsx';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Don't have an account? Sign up"). */
  footer?: ReactNode;
}

/** The white card on cream every sign-in page sits in, with the brand's red and gold header. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        <header className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-7 text-white">
          <CoinEmblem className="pointer-events-none absolute -top-8 -right-8 h-36 w-36 text-gold-300/20" />
          <h1 className="relative font-display text-3xl font-bold">{title}</h1>
          {subtitle && <p className="relative mt-1 text-sm text-white/85">{subtitle}</p>}
        </header>
        <div className="px-6 py-6">{children}</div>
      </div>
      {footer && <div className="mt-5 text-center text-sm text-stone-600">{footer}</div>}
    </section>
  );
}
