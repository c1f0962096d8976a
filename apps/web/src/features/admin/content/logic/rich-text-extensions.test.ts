import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './link-rules.ts';
import { richTextExtensions } from './rich-text-extensions.ts';

const everything =
  '<h1>Title</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code> <a href="https://x.ph" target="_blank">l</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr><img src="/media/cms/a.webp" alt="A">';

describe('the rich-text editor’s output', () => {
  it('holds only tags and attributes the shared rich-text allow-list keeps, whatever it is given', () => {
    const editor = new Editor({ extensions: richTextExtensions(true), content: everything });
    const html = editor.getHTML();
    editor.destroy();
    const document = new DOMParser().parseFromString(html, 'text/html');
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      expect(RICH_TEXT_HTML.tags, html).toContain(tag);
      for (const attribute of element.getAttributeNames())
        expect(RICH_TEXT_HTML.attributes[tag] ?? [], `${tag} ${attribute}`).toContain(attribute);
    }
    expect(html).toContain('<h2>Two</h2>');
    expect(html).toContain('<img src="/media/cms/a.webp" alt="A">');
  });

  it('has no picture where pictures are not wanted (FAQ answers)', () => {
    const editor = new Editor({ extensions: richTextExtensions(false), content: everything });
    expect(editor.getHTML()).not.toContain('<img');
    editor.destroy();
  });

  it('links only to the web, mail and the shop’s own pages', () => {
    for (const href of ['https://fengshui.ph/x', 'http://a.ph', 'mailto:hi@a.ph', '/shop'])
      expect(isAllowedLink(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'https://',
      'ftp://a.ph',
    ])
      expect(isAllowedLink(href), href).toBe(false);
  });
});
