import { describe, expect, it } from 'vitest';
import { coverRect, lensSize, widestSource, zoomGeometry } from './zoom-geometry.ts';

const box = { width: 500, height: 500 };

describe('lensSize', () => {
  it('covers the pane divided by the zoom factor', () => {
    expect(lensSize(420, 2.2)).toBeCloseTo(190.909, 2);
  });

  it('never shrinks below 80 px', () => {
    expect(lensSize(100, 2.2)).toBe(80);
  });

  it('never grows beyond the picture', () => {
    expect(lensSize(420, 2.2, { width: 150, height: 120 })).toBe(120);
  });
});

describe('zoomGeometry', () => {
  it('centres the lens on the pointer', () => {
    const { lens } = zoomGeometry({ pointer: { x: 250, y: 250 }, box, paneSize: 400, zoom: 2 });
    expect(lens).toEqual({ left: 150, top: 150, size: 200 });
  });

  it('keeps the lens inside the picture at the top-left corner', () => {
    const { lens } = zoomGeometry({ pointer: { x: 5, y: -20 }, box, paneSize: 400, zoom: 2 });
    expect(lens.left).toBe(0);
    expect(lens.top).toBe(0);
  });

  it('keeps the lens inside the picture at the bottom-right corner', () => {
    const { lens } = zoomGeometry({ pointer: { x: 499, y: 900 }, box, paneSize: 400, zoom: 2 });
    expect(lens.left).toBe(300);
    expect(lens.top).toBe(300);
  });

  it('moves the pane background opposite to the lens at the zoom factor', () => {
    const { lens, background } = zoomGeometry({ pointer: { x: 250, y: 250 }, box });
    // 420 / 2.2: the default pane and zoom factor of the spec.
    expect(lens.size).toBeCloseTo(190.91, 2);
    expect(background.width).toBeCloseTo(1100);
    expect(background.height).toBeCloseTo(1100);
    expect(background.x).toBeCloseTo(-(250 - 190.909 / 2) * 2.2, 1);
    expect(background.y).toBeCloseTo(background.x);
  });

  it('magnifies more than the zoom factor when the 80 px minimum lens applies', () => {
    const { lens, background } = zoomGeometry({ pointer: { x: 0, y: 0 }, box, paneSize: 120, zoom: 2.2 });
    expect(lens.size).toBe(80);
    // The pane still shows exactly the lens area: 120 / 80 = 1.5 times.
    expect(background.width).toBeCloseTo(750);
    expect(background.x).toBeCloseTo(0);
    expect(background.y).toBeCloseTo(0);
  });

  it('accounts for the cropped overflow of a landscape picture', () => {
    const { background } = zoomGeometry({
      pointer: { x: 0, y: 0 },
      box,
      paneSize: 400,
      zoom: 2,
      natural: { width: 1000, height: 500 },
    });
    // Cover draws it 1000 x 500 scaled to 1000 x 500 in a 500 box: 250 px cropped each side.
    expect(background.width).toBeCloseTo(2000);
    expect(background.height).toBeCloseTo(1000);
    expect(background.x).toBeCloseTo(-500);
    expect(background.y).toBeCloseTo(0);
  });
});

describe('coverRect', () => {
  it('fills the box when the picture size is unknown', () => {
    expect(coverRect(box)).toEqual({ left: 0, top: 0, width: 500, height: 500 });
  });
});

describe('widestSource', () => {
  it('picks the widest image of the srcset for the zoom pane', () => {
    const srcset = '/media/a/320.webp 320w, /media/a/640.webp 640w, /media/a/960.webp 960w';
    expect(widestSource(srcset, '/media/a/640.webp')).toBe('/media/a/960.webp');
  });

  it('falls back to the plain url without a srcset', () => {
    expect(widestSource(null, '/media/a/640.webp')).toBe('/media/a/640.webp');
    expect(widestSource('', '/x.webp')).toBe('/x.webp');
  });
});
