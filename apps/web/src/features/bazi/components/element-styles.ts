import type { BaziElement } from '@fengshui/shared/bazi';

// The traditional colours of the five elements: wood green, fire red, earth ochre, metal grey with
// gold, water deep blue. Full class names, so Tailwind finds them.
export const ELEMENT_STYLES: Record<
  BaziElement,
  { tile: string; text: string; bar: string; swatch: string }
> = {
  wood: {
    tile: 'border-emerald-600 bg-emerald-50',
    text: 'text-emerald-800',
    bar: 'bg-emerald-600',
    swatch: 'bg-emerald-600',
  },
  fire: { tile: 'border-red-600 bg-red-50', text: 'text-red-700', bar: 'bg-red-600', swatch: 'bg-red-600' },
  earth: {
    tile: 'border-amber-700 bg-amber-50',
    text: 'text-amber-800',
    bar: 'bg-amber-600',
    swatch: 'bg-amber-600',
  },
  metal: {
    tile: 'border-slate-400 bg-slate-100',
    text: 'text-slate-700',
    bar: 'bg-gradient-to-r from-slate-400 to-gold-500',
    swatch: 'bg-gradient-to-br from-slate-400 to-gold-500',
  },
  water: {
    tile: 'border-blue-900 bg-blue-50',
    text: 'text-blue-900',
    bar: 'bg-blue-900',
    swatch: 'bg-blue-900',
  },
};
