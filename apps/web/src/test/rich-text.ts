import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

// jsdom does not type into a contentEditable the way a browser does; the tests reach the rich-text
// editor (Tiptap puts itself on its element) and set its content or selection as typing would.

// jsdom lays nothing out, while ProseMirror asks a range where it is to scroll the selection into view.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

function editorOf(element: HTMLElement): Editor {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('This element is not a rich-text editor');
  return editor;
}

/** Replaces the editor's text, as if the owner had typed or pasted it. */
export function writeRichText(element: HTMLElement, html: string): void {
  act(() => {
    editorOf(element).commands.setContent(html, { emitUpdate: true });
  });
}

/** Selects the text between two positions (1 is the start of the first paragraph). */
export function selectRichText(element: HTMLElement, from: number, to: number): void {
  act(() => {
    editorOf(element).commands.setTextSelection({ from, to });
  });
}

/** Pastes HTML the way the browser hands a paste to the editor (jsdom has no ClipboardEvent). */
export function pasteRichText(element: HTMLElement, html: string): void {
  if (typeof globalThis.ClipboardEvent === 'undefined')
    globalThis.ClipboardEvent = class extends Event {
      readonly clipboardData = null;
    } as unknown as typeof ClipboardEvent;
  act(() => {
    const view = editorOf(element).view;
    view.pasteHTML(html);
  });
}
