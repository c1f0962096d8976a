/*
 * Colour maths, number formatting, PRNG and the drawing context shared by every motif.
 */

// ---------------------------------------------------------------------------------------------
// Colour and number helpers

type RGB = [number, number, number];

export const GOLD = '#C9A227';
export const RED = '#B3261E';
export const WOOD = '#8D6E63';
export const WATER = '#6FB3D9';

export function safeColor(value: string | undefined, fallback: string): string {
  const c = (value ?? '').trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c)) return c.toUpperCase();
  return fallback;
}

function toRgb(hex: string): RGB {
  let h = hex.slice(1);
  if (h.length === 3) {
    h = h
      .split('')
      .map((ch) => ch + ch)
      .join('');
  }
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(c: RGB): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const light = (c: string, t: number) => mix(c, '#FFFFFF', t);
export const dark = (c: string, t: number) => mix(c, '#000000', t);

export function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Format a coordinate with at most one decimal. */
export function f(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
}

// ---------------------------------------------------------------------------------------------
// Drawing context

export interface Ctx {
  p: string;
  s: string;
  bg: string;
  rnd: () => number;
  shape: number;
  view: number;
}

export interface Drawn {
  body: string;
  /** Soft ground shadow: cx, cy, rx, ry. */
  shadow?: [number, number, number, number];
  /** Extra svg drawn under the body (inside the same transform). */
  under?: string;
  /** Extra defs needed by the motif. */
  defs?: string;
  /** Point the close-up view zooms into. */
  focus?: [number, number];
  /** True when the motif already drew a different arrangement for view 2. */
  ownView2?: boolean;
  /** Upright objects are not rotated by the generic view transform. */
  upright?: boolean;
}

export function shapeOf(c: Ctx, k: number): number {
  return c.shape % k;
}
