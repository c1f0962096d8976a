import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

function remaining(end: number, now: number): string {
  const seconds = Math.max(0, Math.floor((end - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours >= 48 ? `${Math.floor(hours / 24)} days` : `${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
}

/** Time left on the soonest-ending deal, so the section tells the truth about its urgency. */
export function FlashDealCountdown({ endsAt }: { endsAt: string | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  // The server's clock is not the shopper's: the time left appears once the page runs in the browser.
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!endsAt || !hydrated) return null;
  return (
    <p className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white" aria-live="off">
      Ends in <span className="figures">{remaining(new Date(endsAt).getTime(), now)}</span>
    </p>
  );
}
