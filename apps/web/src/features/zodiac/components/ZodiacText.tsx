import { paragraphsOf } from '../logic/zodiac-display.ts';

/** docs/content.md#zodiac-guides: an empty section reads 'Not available.'. */
export const NOT_AVAILABLE = 'Not available.';

export function ZodiacText({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return <p className="text-stone-500 italic">{NOT_AVAILABLE}</p>;
  return (
    <div className="space-y-3 leading-relaxed text-stone-700">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity of their own
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
