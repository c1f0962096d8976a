import { Pause, Play } from 'lucide-react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// A slider's buttons work only with its code: on a server-rendered page they wait, disabled, until it
// runs, so an early press is not lost (docs/decisions/006-server-rendering.md).

/** Dots that show which slide is current (aria-current) and jump to a slide. */
export function SliderDots({
  count,
  current,
  onSelect,
  tone = 'light',
  label = 'slide',
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  tone?: 'light' | 'dark';
  label?: string;
}) {
  const hydrated = useHydrated();
  const idle = tone === 'light' ? 'bg-white/70 hover:bg-white' : 'bg-stone-400 hover:bg-stone-500';
  const active = tone === 'light' ? 'bg-gold-400' : 'bg-brand-600';
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position, never reordered
          key={index}
          type="button"
          aria-label={`Show ${label} ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          disabled={!hydrated}
          // The visible dot is small; the button around it is a comfortable 24 px target.
          className="group flex h-6 min-w-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden
            className={`block h-2 rounded-full transition-all duration-300 ${index === current ? `w-6 ${active}` : `w-2 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}

/** WCAG 2.2.2: anything that moves by itself can be stopped by the visitor. */
export function PauseToggle({
  stopped,
  onToggle,
  label,
  tone = 'light',
}: {
  stopped: boolean;
  onToggle: () => void;
  label: string;
  tone?: 'light' | 'dark';
}) {
  const hydrated = useHydrated();
  const colours =
    tone === 'light'
      ? 'bg-black/35 text-white hover:bg-black/55'
      : 'border border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700';
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!hydrated}
      aria-label={stopped ? `Play ${label}` : `Pause ${label}`}
      className={`flex h-8 w-8 items-center justify-center rounded-full transition ${colours}`}
    >
      {stopped ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
    </button>
  );
}
