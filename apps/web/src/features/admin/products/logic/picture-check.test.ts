import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkChosenPicture } from './picture-check.ts';

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('checking a chosen picture in the browser', () => {
  it('refuses SVG and files the browser does not call pictures, before decoding', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkChosenPicture(file('logo.svg', 'image/svg+xml'))).toBe(
      '“logo.svg” is not a picture we accept. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
    expect(await checkChosenPicture(file('notes.txt', 'text/plain'))).toMatch(/not a picture we accept/);
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a picture over the size limit', async () => {
    expect(await checkChosenPicture(file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024))).toBe(
      '“huge.jpg” is larger than 10 MB. Choose a smaller picture.',
    );
  });

  it('refuses a file named like a picture that does not decode, and takes one that does', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (blob: File) => {
        if (blob.name === 'notimage.png') throw new DOMException('The source image could not be decoded.');
        return { close };
      }),
    );
    expect(await checkChosenPicture(file('notimage.png', 'image/png'))).toBe(
      '“notimage.png” is not a picture: it could not be opened. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
    expect(await checkChosenPicture(file('front.png', 'image/png'))).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
