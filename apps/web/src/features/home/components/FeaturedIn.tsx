import { usePressMentions } from '../api/get-press-mentions.ts';

/**
 * docs/content.md#press-mentions: the "As featured in" strip names only the publications the owner
 * entered, each linking to its article (with its logo when there is one). With none, or while they
 * load or when the call fails, there is no strip at all: the shop claims nothing it cannot show.
 */
export function FeaturedIn() {
  const mentions = usePressMentions().data?.mentions ?? [];
  if (mentions.length === 0) return null;
  return (
    <section aria-labelledby="featured-in-title" className="border-y border-stone-200 bg-white py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h2
          id="featured-in-title"
          className="text-center text-xs font-semibold tracking-[0.25em] text-stone-600 uppercase"
        >
          As featured in
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-5 sm:gap-x-14">
          {mentions.map((mention) => (
            <li key={mention.id}>
              <a
                href={mention.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-display text-2xl font-semibold text-stone-600 transition hover:text-brand-700"
              >
                {mention.logo_url ? (
                  <img
                    src={mention.logo_url}
                    alt={mention.name}
                    className="h-8 w-auto max-w-40 object-contain"
                  />
                ) : (
                  mention.name
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
