import DOMPurify, { type Config } from 'dompurify';

// docs/catalogue.md#product-page: the description allows only basic text, link and image markup.
const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
  ],
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** A private instance, so these hooks never change how other features sanitise. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const allowed = ATTRIBUTES_BY_TAG[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    // Only a new tab is a sensible target; named targets could reuse another window.
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
