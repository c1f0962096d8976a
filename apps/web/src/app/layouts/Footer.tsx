import { BUSINESS } from '@fengshui/shared/constants';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LegalDocument } from '../../components/legal/LegalDialog.tsx';
import { manilaYear } from '../../lib/format-date.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const FAQ_LINKS = ['Delivery', 'Returns', 'Payment', 'Products'] as const;
const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.tiktok.com/', label: 'TikTok' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
] as const;

// The legal texts load when a shopper opens one: they stay out of every page's first JavaScript.
const LegalDialog = lazy(() =>
  import('../../components/legal/LegalDialog.tsx').then((m) => ({ default: m.LegalDialog })),
);

export function Footer() {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // The policies open in a dialog of the page's code: until it runs, their buttons wait, disabled.
  const hydrated = useHydrated();
  const heading = 'mb-3 font-display text-lg font-bold text-gold-300';
  const link = 'text-sm text-stone-300 hover:text-white';
  return (
    <footer className="mt-16 bg-ink text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{BUSINESS.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone-400">
            Feng shui essentials, amulets and guidance for homes and businesses across the Philippines.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={link}>
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className={heading}>Help</p>
          <ul className="space-y-2">
            {FAQ_LINKS.map((category) => (
              <li key={category}>
                <Link to={`/faqs?category=${category}`} className={link}>
                  {category} FAQ
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact" className={link}>
                Contact us
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className={heading}>Visit or call</p>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden size={16} className="mt-0.5 shrink-0 text-gold-400" /> {BUSINESS.address}
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden size={16} className="mt-0.5 shrink-0 text-gold-400" />
              <span>
                {BUSINESS.hours}
                <br />
                <span className="text-stone-400">{BUSINESS.hoursNote}</span>
              </span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden size={16} className="mt-0.5 shrink-0 text-gold-400" />
              <a href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`} className={link}>
                {BUSINESS.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden size={16} className="mt-0.5 shrink-0 text-gold-400" />
              <a href={`mailto:${BUSINESS.email}`} className={link}>
                {BUSINESS.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <p className={heading}>Policies</p>
          <ul className="space-y-2">
            <li>
              <button type="button" className={link} disabled={!hydrated} onClick={() => setLegal('terms')}>
                Terms and Conditions
              </button>
            </li>
            <li>
              <button type="button" className={link} disabled={!hydrated} onClick={() => setLegal('privacy')}>
                Privacy Policy
              </button>
            </li>
            <li>
              <button type="button" className={link} disabled={!hydrated} onClick={() => setLegal('refund')}>
                Refund Policy
              </button>
            </li>
          </ul>
          <p className="mt-4 text-xs text-stone-400">
            We accept online payments through Dragonpay and cash on delivery.
          </p>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-stone-400">
        © {manilaYear()} {BUSINESS.name}. All rights reserved.
      </div>
      {legal && (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </footer>
  );
}
