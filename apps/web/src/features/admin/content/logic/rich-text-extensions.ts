import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './link-rules.ts';

// docs/admin.md#rich-text: the editor writes only what the rich-text allow-list keeps (paragraphs, the
// heading levels it names, bold, italic, lists, quotes, links and the shop's own pictures). Code,
// strike-through, underline and rules are left out, so the owner never writes what saving would drop.

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A link keeps its address and the rel the server sets; a pasted target or class is not kept. */
const ShopLink = Link.extend({
  addAttributes() {
    const { target: _target, class: _class, ...kept } = (this.parent?.() ?? {}) as Record<string, never>;
    return kept;
  },
});
const HEADING_LEVELS = RICH_TEXT_HTML.tags
  .map((tag) => /^h([1-6])$/.exec(tag)?.[1])
  .filter((level): level is string => level !== undefined)
  .map((level) => Number(level) as Level);

export function richTextExtensions(allowImages: boolean) {
  return [
    StarterKit.configure({
      heading: { levels: HEADING_LEVELS },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      // No empty paragraph kept after a heading or picture at the end: it would be saved as <p></p>.
      trailingNode: false,
      link: false,
    }),
    ShopLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { target: null, class: null, rel: 'noopener noreferrer' },
    }),
    ...(allowImages ? [Image.configure({ allowBase64: false })] : []),
  ];
}
