import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createHtmlSanitizer } from '../../../lib/sanitize-html.ts';

// The server sanitises posts and answers on save with the same allow-list (docs/admin.md#content);
// cleaning again here means a bad row in the database still cannot run script in the shop.
const sanitizeRichText = createHtmlSanitizer(RICH_TEXT_HTML);
const STYLES = [
  'leading-relaxed text-stone-700',
  '[&_p]:mb-4 [&_p:last-child]:mb-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-700',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mb-1',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ');

/** Rich text from the CMS. Links within the shop move inside the app instead of reloading the page. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichText(html), [html]);

  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks bubbling from real links, which keep their own keyboard behaviour
    <div
      className={`${STYLES} ${className}`}
      onClick={followInAppLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the CMS's sanitised HTML, cleaned again above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
