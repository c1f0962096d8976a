import { NOT_AVAILABLE } from './ZodiacText.tsx';

/** Lucky colours or numbers, written by the owner as a comma-separated list ("Blue, Gold, Green"). */
export function LuckyList({ text, label }: { text: string; label: string }) {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return <p className="text-stone-500 italic">{NOT_AVAILABLE}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-gold-300 bg-gold-100 px-3 py-1 text-sm font-medium text-gold-700"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
