import { ZOOM_FACTOR, ZOOM_LENS_MIN_PX, ZOOM_RESULT_PX } from '@fengshui/shared/constants';

// docs/catalogue.md#product-page: zoom factor 2.2, result pane 420 px, lens at least 80 px.

export interface Size {
  width: number;
  height: number;
}

export interface ZoomInput {
  /** Pointer position relative to the image box's top-left corner. */
  pointer: { x: number; y: number };
  /** The box the image is drawn in. */
  box: Size;
  /** Edge length of the square result pane. */
  paneSize?: number;
  zoom?: number;
  /** The picture's own size; the box shows it with object-fit: cover, so its overflow is cropped. */
  natural?: Size | null;
}

export interface ZoomGeometry {
  lens: { left: number; top: number; size: number };
  /** CSS background-size and background-position of the result pane, in pixels. */
  background: { width: number; height: number; x: number; y: number };
}

/** The lens covers what the pane shows at the zoom factor, but never shrinks below the minimum. */
export function lensSize(paneSize: number = ZOOM_RESULT_PX, zoom: number = ZOOM_FACTOR, box?: Size): number {
  const size = Math.max(paneSize / zoom, ZOOM_LENS_MIN_PX);
  // A lens larger than the picture could not be kept inside it.
  return box ? Math.min(size, box.width, box.height) : size;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Where the picture actually sits in the box under object-fit: cover (it may overflow and be cropped). */
export function coverRect(box: Size, natural?: Size | null): { left: number; top: number } & Size {
  if (!natural || natural.width <= 0 || natural.height <= 0) return { left: 0, top: 0, ...box };
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

/** Lens centred on the pointer and kept inside the box; the pane shows exactly what the lens covers. */
export function zoomGeometry({
  pointer,
  box,
  paneSize = ZOOM_RESULT_PX,
  zoom = ZOOM_FACTOR,
  natural,
}: ZoomInput): ZoomGeometry {
  const size = lensSize(paneSize, zoom, box);
  const left = clamp(pointer.x - size / 2, 0, box.width - size);
  const top = clamp(pointer.y - size / 2, 0, box.height - size);
  const scale = paneSize / size;
  const picture = coverRect(box, natural);
  return {
    lens: { left, top, size },
    background: {
      width: picture.width * scale,
      height: picture.height * scale,
      x: (picture.left - left) * scale,
      y: (picture.top - top) * scale,
    },
  };
}

/** The widest candidate of a srcset ("a.webp 320w, b.webp 960w"), for the sharpest zoom. */
export function widestSource(srcset: string | null | undefined, fallback: string): string {
  let best: { url: string; width: number } | null = null;
  for (const candidate of (srcset ?? '').split(',')) {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const width = descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : 0;
    if (!best || width > best.width) best = { url, width: Number.isFinite(width) ? width : 0 };
  }
  return best?.url ?? fallback;
}
