// The HTML the shop lets through, defined once: the server cleans with it when something is saved
// (sanitize-html), the browser again when it is shown (DOMPurify), so a bad row in the database still
// cannot run script in the shop. Plain data, so both sides read it without either library.

export interface HtmlAllowList {
  /** Tags that survive; any other tag is dropped (its text stays). */
  readonly tags: readonly string[];
  /** The attributes each tag keeps; a tag not named here keeps none. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** The URL schemes a link may use. */
  readonly linkSchemes: readonly string[];
  /** The URL schemes a picture may use; none means only addresses of this shop (`/media/...`). */
  readonly imageSchemes: readonly string[];
}

/** A product description: basic text, link and image markup (docs/catalogue.md#product-page). */
export const PRODUCT_DESCRIPTION_HTML: HtmlAllowList = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img'],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['http', 'https'],
};

/**
 * The owner's rich text, blog posts and FAQ answers (docs/admin.md#content): what the admin editor
 * produces, i.e. paragraphs, three heading levels, emphasis, lists, links, quotes and pictures the shop
 * itself stores.
 */
export const RICH_TEXT_HTML: HtmlAllowList = {
  tags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'img'],
  attributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: [],
};

/** Every attribute some tag of the list keeps (for sanitisers that take one flat list). */
export function allowedAttributeNames(list: HtmlAllowList): string[] {
  return [...new Set(Object.values(list.attributes).flat())];
}

/** The list as the server's sanitize-html options (the caller adds its transforms and filters). */
export function sanitizeHtmlOptions(list: HtmlAllowList) {
  return {
    allowedTags: [...list.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(list.attributes).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: [...list.linkSchemes],
    allowedSchemesByTag: { img: [...list.imageSchemes] },
    allowProtocolRelative: false,
  };
}

/**
 * The list as the browser's DOMPurify settings. DOMPurify takes one flat attribute list, so a sanitiser
 * also drops, per tag, what `keepsAttribute` refuses (apps/web/src/lib/sanitize-html.ts).
 */
export function domPurifyConfig(list: HtmlAllowList) {
  return {
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: allowedAttributeNames(list),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
}

/** Whether the list lets `attribute` stay on `tag`. */
export function keepsAttribute(list: HtmlAllowList, tag: string, attribute: string): boolean {
  return list.attributes[tag.toLowerCase()]?.includes(attribute.toLowerCase()) ?? false;
}
