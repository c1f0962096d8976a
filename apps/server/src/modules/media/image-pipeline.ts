import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_WIDTHS } from '@fengshui/shared/constants';
import sharp from 'sharp';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageKeyForWidth } from './image-urls.ts';

/** Larger pictures are refused before decoding: a small compressed file can unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The storage base of a picture: the same bytes are stored once however often they are saved. */
export function imageBaseKey(folder: string, input: Buffer): string {
  return `${folder}/${createHash('sha256').update(input).digest('hex').slice(0, 20)}`;
}

/**
 * Decodes an image (which proves it is one) and re-encodes it as WebP in every shop width. Whatever
 * else the file carried (metadata, trailing bytes) is left behind.
 */
export async function renderImageVariants(
  input: Buffer,
  options: { trustedSvg?: boolean } = {},
): Promise<Map<number, Buffer>> {
  const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!;
  const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const isSvg = format === 'svg';
  // SVG can carry script: only the shop's own generated art may be SVG, never an upload.
  if (isSvg && !options.trustedSvg) throw new Error('SVG images are not accepted');
  // Generated art is SVG drawn at 800 px; render it at the widest size so every width stays crisp.
  const source = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(isSvg ? { density: (72 * widest) / 800 } : {}),
  }).rotate();
  const master = await source.resize({ width: widest, withoutEnlargement: !isSvg }).png().toBuffer();
  const entries = await Promise.all(
    PRODUCT_IMAGE_WIDTHS.map(
      async (width) =>
        [width, await sharp(master).resize({ width }).webp({ quality: 80, effort: 3 }).toBuffer()] as const,
    ),
  );
  return new Map(entries);
}

export async function putImageVariants(
  storage: MediaStorage,
  base: string,
  variants: Map<number, Buffer>,
): Promise<void> {
  await Promise.all(
    [...variants].map(([width, webp]) => storage.put(imageKeyForWidth(base, width), webp, 'image/webp')),
  );
}

export async function isImageStored(storage: MediaStorage, base: string): Promise<boolean> {
  const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!;
  return storage.exists(imageKeyForWidth(base, widest));
}

/** Stores a picture as WebP in every shop width under `{folder}/{content hash}`; returns that base. */
export async function storeImageVariants(
  storage: MediaStorage,
  folder: string,
  input: Buffer,
  options: { trustedSvg?: boolean } = {},
): Promise<string> {
  const base = imageBaseKey(folder, input);
  if (await isImageStored(storage, base)) return base;
  await putImageVariants(storage, base, await renderImageVariants(input, options));
  return base;
}
