import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_MB } from '@fengshui/shared/admin-catalog';
import sharp, { type Metadata } from 'sharp';
import { BadRequest, PayloadTooLarge } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import {
  imageBaseKey,
  isImageStored,
  MAX_INPUT_PIXELS,
  putImageVariants,
  renderImageVariants,
} from './image-pipeline.ts';

/** An image file part of a request, read whole (at most PRODUCT_IMAGE_MAX_BYTES). */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

// sharp reports AVIF and HEIC both as heif.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const ACCEPTED_TEXT = 'Upload a JPEG, PNG, WebP, GIF or AVIF picture.';

// Script hidden in a picture (a polyglot, HTML in a comment chunk) is refused outright, not just
// stripped by the re-encoding.
const SCRIPT_PATTERN = /<script|javascript:|<\s*svg[\s>]|<!doctype html|<html[\s>]/i;

export function imageTooLarge(fileName: string): PayloadTooLarge {
  return new PayloadTooLarge(
    `"${fileName}" is larger than ${PRODUCT_IMAGE_MAX_MB} MB. Each image must be at most ${PRODUCT_IMAGE_MAX_MB} MB.`,
    'IMAGE_TOO_LARGE',
  );
}

/**
 * Proves an upload is a picture we accept by decoding it: neither its name nor its declared type is
 * trusted. SVG (which can carry script) and anything with script in it are refused.
 */
export async function checkUploadedImage(file: UploadedFile): Promise<void> {
  const name = file.fileName || 'The image';
  if (file.data.length === 0)
    throw new BadRequest(`"${name}" is empty. ${ACCEPTED_TEXT}`, undefined, 'NOT_AN_IMAGE');
  if (file.data.length > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge(name);
  if (SCRIPT_PATTERN.test(file.data.toString('latin1')))
    throw new BadRequest(
      `"${name}" contains script or markup and was refused. ${ACCEPTED_TEXT}`,
      undefined,
      'IMAGE_REFUSED',
    );
  let metadata: Metadata;
  try {
    // The header alone, so no pixel limit: with one, sharp refuses a picture over it as unreadable and
    // the owner would be told a large phone photo "is not an image" instead of its size below.
    metadata = await sharp(file.data, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequest(`"${name}" is not an image. ${ACCEPTED_TEXT}`, undefined, 'NOT_AN_IMAGE');
  }
  if (metadata.format === 'svg')
    throw new BadRequest(
      `SVG images are not accepted ("${name}"). ${ACCEPTED_TEXT}`,
      undefined,
      'IMAGE_REFUSED',
    );
  if (!ACCEPTED_FORMATS.has(metadata.format ?? ''))
    throw new BadRequest(`"${name}" is not a picture we accept. ${ACCEPTED_TEXT}`, undefined, 'NOT_AN_IMAGE');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new BadRequest(
      `"${name}" is ${metadata.width} × ${metadata.height} pixels; images may have at most 40 megapixels.`,
      undefined,
      'IMAGE_TOO_MANY_PIXELS',
    );
}

/**
 * Checks an upload and stores it as WebP in the shop's widths under `{folder}/{content hash}`.
 * A file that passes the header checks but will not decode whole is still bad input, never an unexpected failure.
 */
export async function storeUploadedImage(
  storage: MediaStorage,
  folder: string,
  file: UploadedFile,
): Promise<string> {
  await checkUploadedImage(file);
  const base = imageBaseKey(folder, file.data);
  if (await isImageStored(storage, base)) return base;
  let variants: Map<number, Buffer>;
  try {
    variants = await renderImageVariants(file.data);
  } catch {
    throw new BadRequest(
      `"${file.fileName || 'The image'}" could not be read as a picture. ${ACCEPTED_TEXT}`,
      undefined,
      'NOT_AN_IMAGE',
    );
  }
  await putImageVariants(storage, base, variants);
  return base;
}
