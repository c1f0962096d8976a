import { createHash } from 'node:crypto';
import { CMS_IMAGE_MAX_BYTES, GUIDE_PDF_MAX_BYTES } from '@fengshui/shared/cms';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { BadRequest } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { documentHasScriptAction, namesScriptAction } from './pdf-actions.ts';

// docs/admin.md#images: an upload is trusted for nothing it says about itself. Images are decoded and re-encoded
// (which also drops any metadata and anything hidden after the picture); PDFs must parse as PDFs.

const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A picture that would decode to more than this many pixels is a decompression bomb, not a cover.
const MAX_INPUT_PIXELS = 50_000_000;

export const CONTENT_IMAGE_WIDTHS = { cover: 1600, inline: 1200, preview: 800 } as const;

/**
 * Every content picture is also stored at each of these widths below its own largest, so a card, a
 * phone and a wide screen each fetch the size they show (docs/decisions/007-delivering-bytes.md).
 */
export const CONTENT_IMAGE_LADDER = [480, 800, 1200, 1600] as const;

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 20);

/** `cms/{folder}/{hash}/{width}.webp`: the key stored in the database is the largest width. */
const contentImageKey = (folder: string, hash: string, width: number) =>
  `cms/${folder}/${hash}/${width}.webp`;
const LADDERED_KEY = /^(cms\/[a-z0-9-]+\/[0-9a-f]{20})\/(\d{2,4})\.webp$/;

/**
 * The `srcset` of a stored content picture, or null for a picture stored before the widths existed
 * (`cms/{folder}/{hash}-{width}.webp`), which is served in its one width as before.
 */
export function contentImageSrcset(storage: MediaStorage, key: string | null): string | null {
  const match = key ? LADDERED_KEY.exec(key) : null;
  if (!match) return null;
  const [, base, largest] = match;
  const widths = [...CONTENT_IMAGE_LADDER.filter((width) => width < Number(largest)), Number(largest)];
  return widths.map((width) => `${storage.publicUrl(`${base}/${width}.webp`)} ${width}w`).join(', ');
}

/**
 * Decodes an uploaded image and stores it as WebP at most `maxWidth` wide under `cms/{folder}/`, and
 * at every narrower width of CONTENT_IMAGE_LADDER; returns the key of the largest.
 * `trustedSvg` is only for the shop's own generated art: an uploaded SVG may carry script.
 */
export async function storeContentImage(
  storage: MediaStorage,
  folder: string,
  input: Buffer,
  maxWidth: number,
  options: { trustedSvg?: boolean } = {},
): Promise<string> {
  if (input.length > CMS_IMAGE_MAX_BYTES) throw new BadRequest('The image is too large (at most 10 MB)');
  const hash = contentHash(input);
  const key = contentImageKey(folder, hash, maxWidth);
  if (await storage.exists(key)) return key;
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new BadRequest('The file is not an image we can read', undefined, 'INVALID_IMAGE');
  }
  const isSvg = format === 'svg';
  if (isSvg && !options.trustedSvg)
    throw new BadRequest('SVG images are not accepted', undefined, 'INVALID_IMAGE');
  if (!isSvg && !ACCEPTED_IMAGE_FORMATS.has(format ?? ''))
    throw new BadRequest('Please upload a JPEG, PNG, WebP, GIF or AVIF image', undefined, 'INVALID_IMAGE');
  const widths = [...CONTENT_IMAGE_LADDER.filter((width) => width < maxWidth), maxWidth];
  let encoded: Buffer[];
  try {
    const master = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      ...(isSvg ? { density: 144 } : {}),
    })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .png()
      .toBuffer();
    encoded = await Promise.all(
      widths.map((width) =>
        sharp(master).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer(),
      ),
    );
  } catch {
    throw new BadRequest('The file is not an image we can read', undefined, 'INVALID_IMAGE');
  }
  // The largest last: its presence says the whole set is stored.
  await Promise.all(
    widths
      .slice(0, -1)
      .map((width, index) =>
        storage.put(contentImageKey(folder, hash, width), encoded[index]!, 'image/webp'),
      ),
  );
  await storage.put(key, encoded.at(-1)!, 'image/webp');
  return key;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'guide';

/** Stores a guide's PDF under `cms/guides/`, named after its title, once it has proved to be a PDF. */
export async function storeGuidePdf(storage: MediaStorage, title: string, input: Buffer): Promise<string> {
  if (input.length > GUIDE_PDF_MAX_BYTES) throw new BadRequest('The PDF is too large (at most 20 MB)');
  const notPdf = () => new BadRequest('The file is not a PDF', undefined, 'INVALID_PDF');
  if (!input.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw notPdf();
  if (!input.subarray(-2048).includes('%%EOF')) throw notPdf();
  // A guide is read, not run: script and launch actions have no place in it, however their names are
  // written (#xx escapes) or packed (compressed object streams).
  const scripted = () =>
    new BadRequest('PDFs with scripts or actions are not accepted', undefined, 'INVALID_PDF');
  if (namesScriptAction(input)) throw scripted();
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(input, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw notPdf();
  }
  if (documentHasScriptAction(document)) throw scripted();
  const key = `cms/guides/${slugOf(title)}-${contentHash(input)}.pdf`;
  if (!(await storage.exists(key))) await storage.put(key, input, 'application/pdf');
  return key;
}
