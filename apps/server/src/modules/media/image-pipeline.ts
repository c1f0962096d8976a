import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_WIDTHS } from '@fengshui/shared/constants';
import sharp from 'sharp';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageKeyForWidth } from '../catalog/image-urls.ts';

/**
 * Decodes an image (which proves it is one), and stores it as WebP in every shop width under
 * `{folder}/{content hash}`. The same picture is stored once however often it is saved.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  folder: string,
  input: Buffer,
  options: { trustedSvg?: boolean } = {},
): Promise<string> {
  const base = `${folder}/${createHash('sha256').update(input).digest('hex').slice(0, 20)}`;
  const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!;
  if (await storage.exists(imageKeyForWidth(base, widest))) return base;
  const isSvg = input.subarray(0, 200).toString('utf8').trimStart().startsWith('<svg');
  // SVG can carry script: only the shop's own generated art may be SVG, never an upload.
  if (isSvg && !options.trustedSvg) throw new Error('SVG images are not accepted');
  // Generated art is SVG drawn at 800 px; render it at the widest size so every width stays crisp.
  const source = sharp(input, isSvg ? { density: (72 * widest) / 800 } : {}).rotate();
  const master = await source.resize({ width: widest, withoutEnlargement: !isSvg }).png().toBuffer();
  await Promise.all(
    PRODUCT_IMAGE_WIDTHS.map(async (width) => {
      const webp = await sharp(master).resize({ width }).webp({ quality: 80, effort: 3 }).toBuffer();
      await storage.put(imageKeyForWidth(base, width), webp, 'image/webp');
    }),
  );
  return base;
}
