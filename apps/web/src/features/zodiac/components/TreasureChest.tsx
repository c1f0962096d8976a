import { useEffect, useRef, useState } from 'react';

interface Props {
  signName: string;
  durationMs: number;
  onDone: () => void;
}

// The chest shakes, its lid lifts and coins rise out of the glow; then the horoscope is revealed.
const LID_OPENS_AT = 0.3;
const COINS_RISE_AT = 0.5;

const COINS = [
  { x: 'left-[38%]', delay: 'delay-0' },
  { x: 'left-[48%]', delay: 'delay-150' },
  { x: 'left-[58%]', delay: 'delay-300' },
] as const;

/**
 * docs/content.md#horoscope: the 4-second treasure chest that plays before a horoscope that changed since
 * the customer last read it. Never shown to people who prefer reduced motion (the page skips it).
 */
export function TreasureChest({ signName, durationMs, onDone }: Props) {
  const [phase, setPhase] = useState<'closed' | 'opening' | 'open'>('closed');
  // A new onDone from a re-render must not restart the four seconds.
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase('opening'), durationMs * LID_OPENS_AT),
      setTimeout(() => setPhase('open'), durationMs * COINS_RISE_AT),
      setTimeout(() => onDoneRef.current(), durationMs),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [durationMs]);

  const lidUp = phase !== 'closed';
  const coinsUp = phase === 'open';
  return (
    <div className="relative flex min-h-80 flex-col items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-10 text-center text-white shadow-lg">
      <p role="status" className="font-display text-2xl font-bold text-gold-300 sm:text-3xl">
        Something new awaits the {signName}
      </p>
      <div className="relative mt-6 h-44 w-56" aria-hidden>
        <div
          className={`absolute inset-x-6 top-10 h-28 rounded-full bg-gold-300 blur-2xl transition-all duration-1000 ${
            lidUp ? 'scale-125 opacity-70' : 'scale-50 opacity-0'
          }`}
        />
        {COINS.map((coin) => (
          <span
            key={coin.x}
            className={`absolute top-16 h-7 w-7 rounded-full border-2 border-gold-600 bg-gold-400 shadow transition-all duration-1000 ${coin.x} ${coin.delay} ${
              coinsUp ? '-translate-y-16 opacity-100' : 'translate-y-0 opacity-0'
            }`}
          />
        ))}
        <svg
          viewBox="0 0 224 176"
          className={`absolute inset-0 h-full w-full ${phase === 'closed' ? 'animate-bounce' : ''}`}
        >
          <title>Treasure chest</title>
          <g
            className="origin-bottom-left transition-transform duration-700 [transform-box:fill-box]"
            style={{ transform: lidUp ? 'translateY(-18px) rotate(-14deg)' : 'none' }}
          >
            <path d="M40 84 Q40 44 112 44 Q184 44 184 84 Z" fill="#8a1414" stroke="#e0bc4f" strokeWidth="4" />
            <path d="M104 46 h16 v38 h-16 Z" fill="#e0bc4f" />
          </g>
          <rect
            x="40"
            y="84"
            width="144"
            height="72"
            rx="6"
            fill="#a61b1b"
            stroke="#e0bc4f"
            strokeWidth="4"
          />
          <rect x="104" y="84" width="16" height="72" fill="#e0bc4f" />
          <rect x="100" y="96" width="24" height="22" rx="4" fill="#8a6a12" />
          <circle cx="112" cy="106" r="4" fill="#1f1a17" />
        </svg>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="mt-6 rounded-full border border-white/60 px-5 py-2 text-sm font-semibold text-white hover:bg-white/10"
      >
        Skip animation
      </button>
    </div>
  );
}
