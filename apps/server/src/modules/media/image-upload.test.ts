import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUploadedImage } from './image-upload.ts';

/** A PNG whose header says `width` × `height`: enough for the check, which reads only the header. */
async function pngSaying(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer();
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const upload = (data: Buffer) => ({ fieldName: 'images', fileName: 'altar.png', data });

describe('an uploaded picture', () => {
  it('passes at a phone camera’s 12 megapixels', async () => {
    await expect(checkUploadedImage(upload(await pngSaying(4000, 3000)))).resolves.toBeUndefined();
  });

  it('over 40 megapixels is refused for its size, not taken for something that is not a picture', async () => {
    await expect(checkUploadedImage(upload(await pngSaying(8000, 6000)))).rejects.toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: '"altar.png" is 8000 × 6000 pixels; images may have at most 40 megapixels.',
    });
  });

  it('that is not a picture at all is told so', async () => {
    await expect(checkUploadedImage(upload(Buffer.from('just some text')))).rejects.toMatchObject({
      code: 'NOT_AN_IMAGE',
    });
  });
});
