import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

// A guide is read, not run (docs/admin.md#images): these names start scripts or programs.
const ACTION_NAMES = new Set(['JavaScript', 'JS', 'Launch']);

// A PDF name: a slash, then regular characters or #xx escapes (PDF 32000-1 7.3.5), so /J#61vaScript is /JavaScript.
const NAME = /\/((?:[^\s/[\]<>(){}%#]|#[0-9A-Fa-f]{2})+)/g;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** True when the file's bytes name a script or launch action, written plainly or with #xx escapes. */
export function namesScriptAction(input: Buffer): boolean {
  const text = input.toString('latin1');
  for (const match of text.matchAll(NAME)) if (ACTION_NAMES.has(decodeName(match[1]!))) return true;
  return false;
}

function holdsActionName(value: PDFObject | undefined, depth: number): boolean {
  if (!value || depth > 32) return false;
  if (value instanceof PDFName) return ACTION_NAMES.has(decodeName(value.asString().slice(1)));
  const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : null;
  if (dict)
    return dict
      .entries()
      .some(([key, item]) => holdsActionName(key, depth + 1) || holdsActionName(item, depth + 1));
  if (value instanceof PDFArray) return value.asArray().some((item) => holdsActionName(item, depth + 1));
  return false;
}

/** The same over the parsed objects, which include those packed in compressed object streams. */
export function documentHasScriptAction(document: PDFDocument): boolean {
  return document.context.enumerateIndirectObjects().some(([, object]) => holdsActionName(object, 0));
}
