import { stockLabel, stockLevel } from '../logic/stock-label.ts';

const TONES = {
  in: { dot: 'bg-emerald-600', text: 'text-emerald-800' },
  low: { dot: 'bg-gold-500', text: 'text-gold-700' },
  out: { dot: 'bg-brand-600', text: 'text-brand-700' },
} as const;

export function StockIndicator({ stock }: { stock: number }) {
  const tone = TONES[stockLevel(stock)];
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${tone.text}`}>
      <span className={`h-2.5 w-2.5 rounded-full ${tone.dot}`} aria-hidden />
      <span data-testid="stock">{stockLabel(stock)}</span>
    </p>
  );
}
