import { PRODUCT_IMAGE_WIDTHS } from '@fengshui/shared/constants';
import type { MediaStorage } from '../../integrations/storage/types.ts';

/** Every product image is stored as `{base}/{width}.webp` for each width of PRODUCT_IMAGE_WIDTHS. */
export function imageKeyForWidth(base: string, width: number): string {
  return `${base}/${width}.webp`;
}

const DEFAULT_WIDTH = 640;

export function imageUrls(storage: MediaStorage, base: string): { url: string; srcset: string } {
  return {
    url: storage.publicUrl(imageKeyForWidth(base, DEFAULT_WIDTH)),
    srcset: PRODUCT_IMAGE_WIDTHS.map(
      (width) => `${storage.publicUrl(imageKeyForWidth(base, width))} ${width}w`,
    ).join(', '),
  };
}
