import { domPurifyConfig, type HtmlAllowList, keepsAttribute } from '@fengshui/shared/html-allow-lists';
import type DOMPurify from 'dompurify';
import { createPurifier } from './purifier.ts';

type Purifier = ReturnType<typeof DOMPurify>;

/**
 * A sanitiser for one of the shop's allow-lists (packages/shared/src/html-allow-lists.ts), the same the
 * server cleans with on save. Each list gets a private DOMPurify instance, so its hooks never change
 * how another list sanitises. Every link gets rel="noopener noreferrer"; a target other than a new tab
 * is dropped (a named target could reuse another window).
 */
export function createHtmlSanitizer(list: HtmlAllowList): (html: string | null | undefined) => string {
  const config = { ...domPurifyConfig(list), RETURN_TRUSTED_TYPE: false as const };
  let purifier: Purifier | null = null;
  const instance = () => {
    if (purifier) return purifier;
    // Over the page's DOM, or the one the server-side renderer provides, so both sides clean alike.
    purifier = createPurifier();
    purifier.addHook('uponSanitizeAttribute', (node, event) => {
      if (!keepsAttribute(list, node.nodeName, event.attrName)) event.keepAttr = false;
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName.toLowerCase() !== 'a') return;
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    return purifier;
  };
  return (html) => (html ? instance().sanitize(html, config) : '');
}
