import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_MB } from '@fengshui/shared/admin-catalog';

// docs/admin.md#images: a picture is checked when it is chosen, by decoding it in the browser, so
// a renamed text file is refused at once and where it was chosen, not after the whole form is filled.
// The server decodes every upload again: it is the real guard.

const ACCEPTED = 'JPEG, PNG, WebP, GIF or AVIF';

/** The server's codes for a picture it refused; the form shows these at the pictures. */
export const PICTURE_REFUSAL_CODES: readonly string[] = [
  'NOT_AN_IMAGE',
  'IMAGE_REFUSED',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
];

/** Why a picked file cannot go, judged from what the browser says of it; null when it may. */
export function refusePickedFile(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return `“${file.name}” is not a picture we accept. Choose a ${ACCEPTED} file.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return `“${file.name}” is larger than ${PRODUCT_IMAGE_MAX_MB} MB. Choose a smaller picture.`;
  return null;
}

export function undecodableMessage(file: File): string {
  return `“${file.name}” is not a picture: it could not be opened. Choose a ${ACCEPTED} file.`;
}

/**
 * Whether the browser can decode the file as a picture. createImageBitmap reads the bytes (not the
 * name or the declared type); where it is missing an <img> decodes it instead.
 */
export async function decodesAsPicture(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  // A browser that can decode in neither way cannot judge; the server still does.
  if (typeof URL.createObjectURL !== 'function' || typeof HTMLImageElement?.prototype.decode !== 'function')
    return true;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The message that refuses a chosen file, or null when it is a picture we can take. */
export async function checkChosenPicture(file: File): Promise<string | null> {
  const refusal = refusePickedFile(file);
  if (refusal) return refusal;
  return (await decodesAsPicture(file)) ? null : undecodableMessage(file);
}
