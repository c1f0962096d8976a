// The rich-text editor is a textarea of HTML with a toolbar; these pure functions are its buttons.
// They only write the tags the server keeps (modules/cms/rich-text.ts), so what the owner types is
// what the shop shows.

export interface EditorState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type BlockTag = 'p' | 'h2' | 'h3' | 'h4' | 'blockquote';
export type InlineTag = 'strong' | 'em';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceSelection(
  state: EditorState,
  insert: string,
  cursorFrom: number,
  cursorTo: number,
): EditorState {
  const value = state.value.slice(0, state.selectionStart) + insert + state.value.slice(state.selectionEnd);
  return {
    value,
    selectionStart: state.selectionStart + cursorFrom,
    selectionEnd: state.selectionStart + cursorTo,
  };
}

/** Wraps the selection in an inline tag; with nothing selected, leaves the cursor between the tags. */
export function wrapInline(state: EditorState, tag: InlineTag): EditorState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  const open = `<${tag}>`;
  return replaceSelection(state, `${open}${selected}</${tag}>`, open.length, open.length + selected.length);
}

/** Widens the selection to whole lines, so a block tag never splits a line. */
function wholeLines(state: EditorState): EditorState {
  const start = state.value.lastIndexOf('\n', state.selectionStart - 1) + 1;
  const endBreak = state.value.indexOf('\n', state.selectionEnd);
  const end = endBreak === -1 ? state.value.length : endBreak;
  return { ...state, selectionStart: start, selectionEnd: Math.max(start, end) };
}

/** Makes the selected lines (or the current line) one block: a paragraph, a heading or a quote. */
export function wrapBlock(state: EditorState, tag: BlockTag): EditorState {
  const lines = wholeLines(state);
  const text = lines.value.slice(lines.selectionStart, lines.selectionEnd).trim();
  const open = `<${tag}>`;
  return replaceSelection(lines, `${open}${text}</${tag}>`, open.length, open.length + text.length);
}

/** Makes each selected non-empty line an item of a bulleted or numbered list. */
export function makeList(state: EditorState, tag: 'ul' | 'ol'): EditorState {
  const lines = wholeLines(state);
  const items = lines.value
    .slice(lines.selectionStart, lines.selectionEnd)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const body = (items.length > 0 ? items : ['']).map((item) => `<li>${item}</li>`).join('\n');
  const html = `<${tag}>\n${body}\n</${tag}>`;
  const firstItem = `<${tag}>\n<li>`.length;
  return replaceSelection(lines, html, firstItem, items.length > 0 ? html.length : firstItem);
}

/** Only web, mail and the shop's own pages: the same schemes the server keeps. */
export function isAllowedLink(href: string): boolean {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  return /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i.test(trimmed);
}

/** Turns the selection into a link; with nothing selected, the address is its own text. */
export function insertLink(state: EditorState, href: string): EditorState {
  const url = escapeHtml(href.trim());
  const selected = state.value.slice(state.selectionStart, state.selectionEnd) || url;
  const open = `<a href="${url}">`;
  return replaceSelection(state, `${open}${selected}</a>`, open.length, open.length + selected.length);
}

export function insertImage(state: EditorState, url: string, alt: string): EditorState {
  const html = `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}">`;
  return replaceSelection(state, html, html.length, html.length);
}

/**
 * Text pasted or typed without any tags becomes paragraphs: blank lines separate them, and anything
 * that looks like markup is shown as text rather than obeyed. Lines already in tags are left alone.
 */
export function paragraphsFromPlainText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('<') ? block : `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}
