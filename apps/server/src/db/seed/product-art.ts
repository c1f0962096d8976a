import type { ArtMotif, ProductArt } from './catalog-data.ts';

/*
 * Deterministic SVG product pictures for the demo catalogue.
 *
 * Conventions:
 * - `primary` is the main visible material (beads, stone, cloth, metal body), `secondary` the accent
 *   (metal fittings, charm, cushion, sails, trim).
 * - Motifs that exist in several silhouettes pick one with `(seed % 12) % k`, so catalogue data can
 *   choose a silhouette by using `seed = 12 * n + shape`. Everything else (bead count, tilt, scale,
 *   background pattern) is drawn from a PRNG seeded with `seed` and `view`.
 * - Only plain shapes, linear/radial gradients, <pattern> and feGaussianBlur are used, so librsvg
 *   renders the output without fonts or external resources.
 */

// ---------------------------------------------------------------------------------------------
// Colour and number helpers

type RGB = [number, number, number];

const GOLD = '#C9A227';
const RED = '#B3261E';
const WOOD = '#8D6E63';
const WATER = '#6FB3D9';

function safeColor(value: string | undefined, fallback: string): string {
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

const light = (c: string, t: number) => mix(c, '#FFFFFF', t);
const dark = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Format a coordinate with at most one decimal. */
function f(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
}

// ---------------------------------------------------------------------------------------------
// Drawing context

interface Ctx {
  p: string;
  s: string;
  bg: string;
  rnd: () => number;
  shape: number;
  view: number;
}

interface Drawn {
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

function shapeOf(c: Ctx, k: number): number {
  return c.shape % k;
}

// ---------------------------------------------------------------------------------------------
// Reusable parts

function bead(x: number, y: number, r: number, grad = 'pR'): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${grad})"/>` +
    `<ellipse cx="${f(x - r * 0.34)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.3)}" ry="${f(r * 0.17)}" fill="#FFF" opacity=".4"/>`
  );
}

/** Pseudo-calligraphy mark: a few brush strokes that read as a character without needing a font. */
function glyph(x: number, y: number, size: number, color: string, rnd: () => number, width: number): string {
  const h = size / 2;
  const segs: number[][] = [
    [-0.8, -0.55, 0.8, -0.55],
    [0, -0.95, 0, 0.9],
  ];
  const extras: number[][] = [
    [-0.7, 0.1, 0.7, 0.1],
    [-0.85, 0.75, 0.85, 0.75],
    [-0.1, 0.15, -0.75, 0.8],
    [0.1, 0.15, 0.8, 0.8],
    [-0.55, -0.25, -0.55, 0.45],
    [0.55, -0.25, 0.55, 0.45],
    [-0.5, -0.98, -0.25, -0.75],
  ];
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const idx = Math.floor(rnd() * extras.length);
    const seg = extras.splice(idx, 1)[0];
    if (seg) segs.push(seg);
  }
  const d = segs
    .map(([a = 0, b = 0, c = 0, e = 0]) => `M${f(x + a * h)} ${f(y + b * h)}L${f(x + c * h)} ${f(y + e * h)}`)
    .join('');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round"/>`;
}

function tassel(x: number, y: number, len: number, w: number, color = RED): string {
  const capH = len * 0.14;
  const lines: string[] = [];
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const x1 = x - w * 0.2 + w * 0.4 * t;
    const x2 = x - w * 0.48 + w * 0.96 * t;
    lines.push(`M${f(x1)} ${f(y + capH + 6)}L${f(x2)} ${f(y + len - 4)}`);
  }
  return (
    `<path d="M${f(x - w * 0.2)} ${f(y + capH)}L${f(x - w * 0.5)} ${f(y + len)}Q${f(x)} ${f(y + len + w * 0.08)} ${f(x + w * 0.5)} ${f(y + len)}L${f(x + w * 0.2)} ${f(y + capH)}Z" fill="${color}"/>` +
    `<path d="${lines.join('')}" stroke="${dark(color, 0.3)}" stroke-width="2" fill="none" opacity=".6"/>` +
    `<rect x="${f(x - w * 0.24)}" y="${f(y)}" width="${f(w * 0.48)}" height="${f(capH)}" rx="${f(w * 0.08)}" fill="${dark(color, 0.15)}"/>` +
    `<rect x="${f(x - w * 0.25)}" y="${f(y + capH * 0.55)}" width="${f(w * 0.5)}" height="${f(capH * 0.28)}" fill="${GOLD}"/>`
  );
}

/** Chinese knot seen from the front. */
function knot(x: number, y: number, s: number, color = RED): string {
  const h = s / 2;
  const grid: string[] = [];
  for (let i = 1; i < 4; i++) {
    const o = -h + (s * i) / 4;
    grid.push(`M${f(o)} ${f(-h)}V${f(h)}M${f(-h)} ${f(o)}H${f(h)}`);
  }
  const loops = [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
  ]
    .map(
      ([a = 0, b = 0]) =>
        `<circle cx="${f(a)}" cy="${f(b)}" r="${f(s * 0.2)}" fill="none" stroke="${color}" stroke-width="${f(s * 0.08)}"/>`,
    )
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(45)">${loops}<rect x="${f(-h)}" y="${f(-h)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.1)}" fill="${color}"/><path d="${grid.join('')}" stroke="${dark(color, 0.3)}" stroke-width="${f(s * 0.035)}"/></g>`;
}

/** Round coin with a square hole and four marks. */
function coin(cx: number, cy: number, r: number, c: Ctx, rot = 0, sy = 1, grad = 'p', base = c.p): string {
  const hole = r * 0.21;
  const ink = dark(base, 0.5);
  const hi = light(base, 0.45);
  const rnd = mulberry32(Math.round(cx * 7 + cy * 13 + r));
  let marks = '';
  const pos = [
    [0, -0.57],
    [0.57, 0],
    [0, 0.57],
    [-0.57, 0],
  ];
  for (const [a = 0, b = 0] of pos) {
    const g = mulberry32(Math.floor(rnd() * 1e6));
    marks += glyph(a * r + r * 0.02, b * r + r * 0.02, r * 0.32, hi, g, r * 0.05);
  }
  // second pass: dark strokes with the same randomness, so the light pass reads as an emboss highlight
  const rnd2 = mulberry32(Math.round(cx * 7 + cy * 13 + r));
  for (const [a = 0, b = 0] of pos) {
    const g = mulberry32(Math.floor(rnd2() * 1e6));
    marks += glyph(a * r, b * r, r * 0.32, ink, g, r * 0.05);
  }
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)}) scale(1 ${f(sy)})">` +
    `<circle r="${f(r)}" fill="url(#${grad}L)" stroke="${dark(base, 0.45)}" stroke-width="${f(r * 0.025)}"/>` +
    `<circle r="${f(r * 0.86)}" fill="url(#${grad}R)" stroke="${dark(base, 0.3)}" stroke-width="${f(r * 0.03)}"/>` +
    `<rect x="${f(-hole * 1.45)}" y="${f(-hole * 1.45)}" width="${f(hole * 2.9)}" height="${f(hole * 2.9)}" fill="none" stroke="${dark(base, 0.3)}" stroke-width="${f(r * 0.035)}"/>` +
    `<rect x="${f(-hole)}" y="${f(-hole)}" width="${f(hole * 2)}" height="${f(hole * 2)}" fill="${c.bg}" stroke="${dark(base, 0.5)}" stroke-width="${f(r * 0.02)}"/>` +
    marks +
    '</g>'
  );
}

/** Pi Xiu charm lying horizontally, centred on (0,0), width w. */
function pixiuCharm(x: number, y: number, w: number, rot: number, grad: string, base: string): string {
  const h = w * 0.5;
  const ink = dark(base, 0.45);
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-w * 0.5)} ${f(-h * 0.05)}C${f(-w * 0.62)} ${f(-h * 0.7)} ${f(-w * 0.3)} ${f(-h * 0.45)} ${f(-w * 0.32)} ${f(-h * 0.15)}" fill="none" stroke="url(#${grad}L)" stroke-width="${f(w * 0.08)}" stroke-linecap="round"/>` +
    `<ellipse rx="${f(w * 0.4)}" ry="${f(h * 0.42)}" fill="url(#${grad}R)"/>` +
    `<ellipse cx="${f(-w * 0.22)}" cy="${f(h * 0.38)}" rx="${f(w * 0.08)}" ry="${f(h * 0.14)}" fill="url(#${grad}L)"/>` +
    `<ellipse cx="${f(w * 0.2)}" cy="${f(h * 0.38)}" rx="${f(w * 0.08)}" ry="${f(h * 0.14)}" fill="url(#${grad}L)"/>` +
    `<circle cx="${f(w * 0.36)}" cy="${f(-h * 0.2)}" r="${f(h * 0.4)}" fill="url(#${grad}R)"/>` +
    `<path d="M${f(w * 0.3)} ${f(-h * 0.56)}L${f(w * 0.22)} ${f(-h * 0.85)}L${f(w * 0.4)} ${f(-h * 0.58)}Z" fill="url(#${grad}L)"/>` +
    `<circle cx="${f(w * 0.43)}" cy="${f(-h * 0.28)}" r="${f(h * 0.06)}" fill="${ink}"/>` +
    `<path d="M${f(w * 0.5)} ${f(-h * 0.02)}Q${f(w * 0.42)} ${f(h * 0.06)} ${f(w * 0.34)} ${f(-h * 0.02)}" stroke="${ink}" stroke-width="${f(w * 0.018)}" fill="none"/>` +
    `<path d="M${f(-w * 0.1)} ${f(-h * 0.3)}q${f(w * 0.05)} ${f(-h * 0.12)} ${f(w * 0.1)} 0q${f(w * 0.05)} ${f(h * 0.12)} ${f(w * 0.1)} 0M${f(-w * 0.2)} ${f(-h * 0.05)}q${f(w * 0.06)} ${f(-h * 0.12)} ${f(w * 0.12)} 0" stroke="${ink}" stroke-width="${f(w * 0.016)}" fill="none" opacity=".6"/>` +
    '</g>'
  );
}

/** Wu Lou gourd centred on its waist at (x,y). */
function gourd(x: number, y: number, scale: number, grad: string, base: string, tie = RED): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">` +
    `<rect x="-9" y="-150" width="18" height="26" rx="5" fill="${dark(base, 0.3)}"/>` +
    `<path d="M-30 0A70 70 0 1 1 30 0A110 110 0 1 1 -30 0Z" fill="url(#${grad}R)" stroke="${dark(base, 0.35)}" stroke-width="2"/>` +
    `<path d="M-52 -80Q-40 -112 -12 -122M-78 70Q-70 14 -30 8" stroke="#FFF" stroke-width="7" stroke-linecap="round" fill="none" opacity=".35"/>` +
    `<path d="M-70 110Q0 150 70 110M-82 60Q0 100 82 60" stroke="${dark(base, 0.3)}" stroke-width="3" fill="none" opacity=".45"/>` +
    `<rect x="-34" y="-9" width="68" height="18" rx="6" fill="${tie}"/>` +
    '</g>'
  );
}

/** Gold ingot (yuanbao) centred at (x,y). */
function ingot(x: number, y: number, scale: number, grad: string, base: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">` +
    `<path d="M-150 -40Q-120 -10 -80 -22L80 -22Q120 -10 150 -40Q150 30 90 60Q0 82 -90 60Q-150 30 -150 -40Z" fill="url(#${grad}L)" stroke="${dark(base, 0.35)}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="-30" rx="70" ry="52" fill="url(#${grad}R)" stroke="${dark(base, 0.3)}" stroke-width="3"/>` +
    `<path d="M-128 -30Q-70 0 0 0Q70 0 128 -30" stroke="${light(base, 0.5)}" stroke-width="4" fill="none" opacity=".7"/>` +
    `<ellipse cx="-24" cy="-52" rx="20" ry="12" fill="#FFF" opacity=".35"/>` +
    '</g>'
  );
}

function bell(x: number, y: number, scale: number, grad: string, base: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">` +
    `<circle cx="0" cy="-128" r="18" fill="none" stroke="${dark(base, 0.2)}" stroke-width="8"/>` +
    `<circle cx="0" cy="112" r="22" fill="url(#${grad}R)"/>` +
    `<path d="M-100 100Q-96 -10 -70 -70Q-40 -112 0 -112Q40 -112 70 -70Q96 -10 100 100L118 118H-118Z" fill="url(#${grad}H)" stroke="${dark(base, 0.35)}" stroke-width="3"/>` +
    `<path d="M-86 20H86M-96 70H96" stroke="${dark(base, 0.3)}" stroke-width="5" opacity=".55"/>` +
    `<path d="M-56 -70Q-62 0 -70 90" stroke="#FFF" stroke-width="9" stroke-linecap="round" fill="none" opacity=".3"/>` +
    '</g>'
  );
}

function yinYang(x: number, y: number, r: number, a: string, b: string): string {
  const h = r / 2;
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    `<circle r="${f(r)}" fill="${b}"/>` +
    `<path d="M0 ${f(-r)}A${f(r)} ${f(r)} 0 0 1 0 ${f(r)}A${f(h)} ${f(h)} 0 0 1 0 0A${f(h)} ${f(h)} 0 0 0 0 ${f(-r)}Z" fill="${a}"/>` +
    `<circle cy="${f(-h)}" r="${f(r * 0.14)}" fill="${b}"/><circle cy="${f(h)}" r="${f(r * 0.14)}" fill="${a}"/>` +
    '</g>'
  );
}

/** Eight trigrams around a centre, bars tangential. */
function trigramRing(
  x: number,
  y: number,
  radius: number,
  bar: number,
  thick: number,
  color: string,
): string {
  let out = '';
  for (let k = 0; k < 8; k++) {
    const ang = k * 45;
    let bars = '';
    for (let j = 0; j < 3; j++) {
      const broken = ((k >> j) & 1) === 1;
      const yy = -radius - j * thick * 1.9;
      if (broken) {
        bars += `<rect x="${f(-bar / 2)}" y="${f(yy)}" width="${f(bar * 0.42)}" height="${f(thick)}"/><rect x="${f(bar * 0.08)}" y="${f(yy)}" width="${f(bar * 0.42)}" height="${f(thick)}"/>`;
      } else {
        bars += `<rect x="${f(-bar / 2)}" y="${f(yy)}" width="${f(bar)}" height="${f(thick)}"/>`;
      }
    }
    out += `<g transform="rotate(${ang})">${bars}</g>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)})" fill="${color}">${out}</g>`;
}

function smoke(x: number, y: number, len: number, color: string, rnd: () => number): string {
  const sway = 22 + rnd() * 18;
  const d = `M${f(x)} ${f(y)}C${f(x - sway)} ${f(y - len * 0.25)} ${f(x + sway)} ${f(y - len * 0.45)} ${f(x)} ${f(y - len * 0.62)}S${f(x - sway * 1.4)} ${f(y - len * 0.9)} ${f(x + sway * 0.4)} ${f(y - len)}`;
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" opacity=".18" filter="url(#soft)"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`
  );
}

function glowTip(x: number, y: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="#FFB74D" opacity=".45"/><circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#FF7043"/>`;
}

function smokeColor(bg: string): string {
  return luminance(bg) > 0.6 ? '#8A8A8A' : '#E0E0E0';
}

function pedestal(cx: number, y: number, w: number, grad: string, base: string): string {
  return (
    `<path d="M${f(cx - w / 2)} ${f(y)}H${f(cx + w / 2)}L${f(cx + w / 2 - 14)} ${f(y + 54)}H${f(cx - w / 2 + 14)}Z" fill="url(#${grad}V)"/>` +
    `<rect x="${f(cx - w / 2 - 10)}" y="${f(y - 10)}" width="${f(w + 20)}" height="20" rx="8" fill="url(#${grad}L)"/>` +
    `<path d="M${f(cx - w / 2 + 20)} ${f(y + 28)}H${f(cx + w / 2 - 20)}" stroke="${light(base, 0.35)}" stroke-width="3" opacity=".5"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Motifs

function drawBracelet(c: Ctx): Drawn {
  const { rnd, view } = c;
  const n = 15 + Math.floor(rnd() * 5);
  const R = 192;
  const tilt = view === 2 ? 0.48 : 1;
  const br = R * Math.sin(Math.PI / n) * 1.04;
  const style = shapeOf(c, 4); // 0 pi xiu charm, 1 accent beads, 2 gold spacers + coin, 3 red knot
  const items: { y: number; svg: string }[] = [];
  for (let i = 0; i < n; i++) {
    const t = Math.PI / 2 + (i * 2 * Math.PI) / n;
    const x = 400 + R * Math.cos(t);
    const y = 400 + R * tilt * Math.sin(t);
    const depth = (Math.sin(t) + 1) / 2;
    const rr = tilt < 1 ? br * (0.84 + 0.16 * depth) : br;
    if ((style === 0 || style === 3) && i === 0) continue;
    const accent = style === 1 && i % 4 === 2;
    items.push({ y, svg: bead(x, y, rr, accent ? 'sR' : 'pR') });
    if (style === 2) {
      const t2 = t + Math.PI / n;
      const sx = 400 + R * Math.cos(t2);
      const sy = 400 + R * tilt * Math.sin(t2);
      const deg = (t2 * 180) / Math.PI;
      items.push({
        y: sy + 0.1,
        svg: `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(br * 0.62)}" ry="${f(br * 0.2)}" transform="rotate(${f(deg)} ${f(sx)} ${f(sy)})" fill="url(#sL)"/>`,
      });
    }
  }
  if (tilt < 1) items.sort((a, b) => a.y - b.y);
  let body = items.map((it) => it.svg).join('');
  const by = 400 + R * tilt;
  if (style === 0) body += pixiuCharm(400, by, br * 3, 0, 's', c.s);
  if (style === 2) body += coin(400, by + br * 1.9, br * 1.3, c, 0, 1, 's', c.s);
  if (style === 3) body += knot(400, by, br * 1.5);
  const under =
    tilt < 1
      ? ''
      : `<circle cx="412" cy="420" r="${R}" fill="none" stroke="#2A1D10" stroke-width="${f(br * 1.7)}" opacity=".2" filter="url(#blur)"/>`;
  const drawn: Drawn = { body, under, focus: [400, 400 + R * 0.75], ownView2: true };
  if (tilt < 1) drawn.shadow = [400, by + br + 6, R + br, 26];
  return drawn;
}

function drawCoin(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const cord = `stroke="${RED}" stroke-width="9" fill="none" stroke-linecap="round"`;
  if (c.view === 2) {
    return {
      body:
        coin(470, 330, 150, c, 8) +
        coin(340, 520, 170, c, -12, 0.45) +
        `<path d="M470 330Q560 460 520 620" ${cord}/>` +
        tassel(520, 600, 150, 70),
      shadow: [420, 600, 250, 40],
      ownView2: true,
    };
  }
  if (shape === 0) {
    return {
      body:
        `<path d="M400 340C330 250 340 110 400 90C460 110 470 250 400 340" ${cord}/>` +
        coin(400, 380, 200, c) +
        `<path d="M400 380V600" ${cord}/>` +
        knot(400, 610, 44) +
        tassel(400, 640, 140, 70),
      shadow: [400, 610, 200, 30],
      focus: [400, 330],
    };
  }
  if (shape === 1) {
    return {
      body:
        `<path d="M400 360Q400 230 400 180M400 180C350 120 370 70 400 70C430 70 450 120 400 180" ${cord}/>` +
        coin(250, 380, 110, c) +
        coin(550, 380, 110, c) +
        coin(400, 380, 110, c) +
        `<path d="M250 380H550" stroke="${RED}" stroke-width="10"/>` +
        knot(400, 520, 40) +
        tassel(400, 545, 150, 66),
      shadow: [400, 520, 280, 30],
      focus: [320, 380],
    };
  }
  let body = `<path d="M400 70V700" ${cord}/>`;
  for (let i = 0; i < 5; i++) body += coin(400, 120 + i * 118, 74, c);
  body += knot(400, 690, 34) + tassel(400, 700, 90, 50);
  return { body, shadow: [400, 760, 120, 16], focus: [400, 300], upright: true };
}

function pendantShape(c: Ctx, shape: number, cy: number): string {
  const ink = dark(c.p, 0.35);
  switch (shape) {
    case 0:
      return (
        `<path d="M400 ${cy - 120}C470 ${cy - 40} 495 ${cy + 20} 495 ${cy + 60}A95 95 0 0 1 305 ${cy + 60}C305 ${cy + 20} 330 ${cy - 40} 400 ${cy - 120}Z" fill="url(#pR)" stroke="${ink}" stroke-width="3"/>` +
        `<path d="M400 ${cy - 110}L430 ${cy + 20}L400 ${cy + 150}L370 ${cy + 20}ZM340 ${cy + 30}H460" stroke="#FFF" stroke-width="2.5" fill="none" opacity=".35"/>`
      );
    case 1:
      return (
        `<path d="${ellipsePath(400, cy + 40, 125, 125)}${ellipsePath(400, cy + 40, 38, 38)}" fill="url(#pR)" fill-rule="evenodd" stroke="${ink}" stroke-width="3"/>` +
        `<circle cx="400" cy="${cy + 40}" r="84" fill="none" stroke="${light(c.p, 0.35)}" stroke-width="4" stroke-dasharray="3 12" opacity=".8"/>`
      );
    case 2:
      return pixiuCharm(400, cy + 50, 250, 0, 'p', c.p);
    case 3:
      return gourd(400, cy + 40, 0.8, 'p', c.p);
    case 4:
      return coin(400, cy + 40, 120, c);
    default:
      return (
        `<path d="M350 ${cy - 60}H450L465 ${cy + 110}L400 ${cy + 190}L335 ${cy + 110}Z" fill="url(#pL)" stroke="${ink}" stroke-width="3"/>` +
        `<path d="M400 ${cy - 60}V${cy + 190}M350 ${cy - 60}L370 ${cy + 110}L400 ${cy + 190}M450 ${cy - 60}L430 ${cy + 110}L400 ${cy + 190}M370 ${cy + 110}H430" stroke="#FFF" stroke-width="2.5" fill="none" opacity=".4"/>`
      );
  }
}

function drawPendant(c: Ctx): Drawn {
  const shape = shapeOf(c, 6);
  const bailY = 300 + Math.round(c.rnd() * 30);
  const sag = 60 + c.rnd() * 60;
  const chain = `M200 30Q${f(260 + sag * 0.2)} ${f(bailY - sag)} 400 ${bailY}Q${f(540 - sag * 0.2)} ${f(bailY - sag)} 600 30`;
  const cordRed = shape === 1 || shape === 3;
  const body =
    (cordRed
      ? `<path d="${chain}" fill="none" stroke="${RED}" stroke-width="7"/>`
      : `<path d="${chain}" fill="none" stroke="${dark(c.s, 0.3)}" stroke-width="8"/><path d="${chain}" fill="none" stroke="${light(c.s, 0.2)}" stroke-width="6" stroke-dasharray="10 5"/>`) +
    `<rect x="386" y="${bailY - 14}" width="28" height="${shape === 5 ? 40 : 54}" rx="12" fill="url(#sL)" stroke="${dark(c.s, 0.35)}" stroke-width="2"/>` +
    pendantShape(c, shape, bailY + 90);
  return { body, shadow: [400, 700, 150, 22], focus: [400, bailY + 120], upright: true };
}

function drawRing(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  const cx = 400;
  const cy = 470;
  const band =
    `<path d="${ellipsePath(cx, cy, 170, 158)}${ellipsePath(cx, cy + 8, 136, 124)}" fill="url(#sL)" fill-rule="evenodd" stroke="${dark(c.s, 0.35)}" stroke-width="3"/>` +
    `<path d="M${cx - 120} ${cy + 60}A136 124 0 0 0 ${cx + 120} ${cy + 60}" stroke="${dark(c.s, 0.35)}" stroke-width="8" fill="none" opacity=".5"/>` +
    `<path d="M${cx - 150} ${cy - 40}A170 158 0 0 1 ${cx - 60} ${cy - 146}" stroke="#FFF" stroke-width="7" stroke-linecap="round" fill="none" opacity=".45"/>`;
  let top = '';
  const gy = cy - 172;
  if (shape === 3) {
    // mantra / spinner band: wide band with marks, no stone
    let marks = '';
    for (let i = 0; i < 5; i++) {
      const a = Math.PI * (1.15 + i * 0.175);
      marks += glyph(
        cx + 152 * Math.cos(a),
        cy + 142 * Math.sin(a),
        26,
        dark(c.s, 0.5),
        mulberry32(i + 3),
        4,
      );
    }
    top = `<path d="M${cx - 170} ${cy}A170 158 0 0 1 ${cx + 170} ${cy}" stroke="url(#pH)" stroke-width="30" fill="none" opacity=".9"/>${marks}`;
    return { body: band + top, shadow: [cx, cy + 170, 170, 24], focus: [cx, cy - 100], upright: true };
  }
  if (shape === 4) {
    top = pixiuCharm(cx, gy + 10, 200, 0, 'p', c.p);
  } else {
    const bezel = `<path d="M${cx - 70} ${gy + 40}L${cx - 46} ${gy + 78}H${cx + 46}L${cx + 70} ${gy + 40}Z" fill="url(#sL)" stroke="${dark(c.s, 0.35)}" stroke-width="2"/>`;
    const prongs = [-56, -20, 20, 56]
      .map(
        (dx) =>
          `<ellipse cx="${cx + dx}" cy="${gy + (Math.abs(dx) > 30 ? 4 : -30)}" rx="8" ry="14" fill="url(#sL)"/>`,
      )
      .join('');
    let gem: string;
    if (shape === 0) {
      gem =
        `<ellipse cx="${cx}" cy="${gy}" rx="74" ry="58" fill="url(#pR)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
        `<ellipse cx="${cx - 26}" cy="${gy - 24}" rx="24" ry="12" fill="#FFF" opacity=".5"/>`;
    } else if (shape === 1) {
      gem =
        `<path d="M${cx - 78} ${gy}L${cx - 50} ${gy - 52}H${cx + 50}L${cx + 78} ${gy}L${cx} ${gy + 64}Z" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
        `<path d="M${cx - 78} ${gy}H${cx + 78}M${cx - 50} ${gy - 52}L${cx - 22} ${gy}L${cx} ${gy - 52}L${cx + 22} ${gy}L${cx + 50} ${gy - 52}M${cx - 22} ${gy}L${cx} ${gy + 64}L${cx + 22} ${gy}" stroke="#FFF" stroke-width="2.5" fill="none" opacity=".45"/>`;
    } else {
      gem =
        `<path d="M${cx - 70} ${gy - 30}L${cx - 50} ${gy - 50}H${cx + 50}L${cx + 70} ${gy - 30}V${gy + 30}L${cx + 50} ${gy + 50}H${cx - 50}L${cx - 70} ${gy + 30}Z" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
        `<rect x="${cx - 42}" y="${gy - 28}" width="84" height="56" fill="url(#pR)" opacity=".8"/>` +
        `<path d="M${cx - 70} ${gy - 30}L${cx - 42} ${gy - 28}M${cx + 70} ${gy - 30}L${cx + 42} ${gy - 28}M${cx - 70} ${gy + 30}L${cx - 42} ${gy + 28}M${cx + 70} ${gy + 30}L${cx + 42} ${gy + 28}" stroke="#FFF" stroke-width="2" opacity=".5"/>`;
    }
    top = bezel + prongs + gem;
  }
  return { body: band + top, shadow: [cx, cy + 168, 170, 24], focus: [cx, gy + 40], upright: true };
}

function earring(x: number, y: number, c: Ctx, shape: number, rot: number): string {
  const metal = `stroke="url(#sH)" stroke-width="7" fill="none" stroke-linecap="round"`;
  let drop: string;
  const dy = y + 110;
  switch (shape) {
    case 0:
      drop = `<rect x="${x - 7}" y="${dy - 20}" width="14" height="24" rx="4" fill="url(#sL)"/>${bead(x, dy + 50, 52)}`;
      break;
    case 1:
      drop = `<path d="M${x} ${dy - 10}C${x + 40} ${dy + 40} ${x + 58} ${dy + 80} ${x + 58} ${dy + 110}A58 58 0 0 1 ${x - 58} ${dy + 110}C${x - 58} ${dy + 80} ${x - 40} ${dy + 40} ${x} ${dy - 10}Z" fill="url(#pR)" stroke="${dark(c.p, 0.35)}" stroke-width="2"/><path d="M${x} ${dy}L${x + 18} ${dy + 80}L${x} ${dy + 160}L${x - 18} ${dy + 80}Z" fill="#FFF" opacity=".18"/>`;
      break;
    case 2:
      drop = coin(x, dy + 60, 66, c);
      break;
    case 3:
      drop = `<circle cx="${x}" cy="${dy + 70}" r="72" fill="none" stroke="url(#pL)" stroke-width="18"/>${bead(x, dy + 142, 20, 'sR')}`;
      break;
    default:
      drop = `${bead(x, dy + 10, 26)}${tassel(x, dy + 30, 150, 56)}`;
  }
  return (
    `<g transform="rotate(${f(rot)} ${x} ${y})">` +
    `<path d="M${x + 16} ${y + 70}C${x + 30} ${y - 6} ${x - 40} ${y - 30} ${x - 42} ${y + 30}" ${metal}/>` +
    `<path d="M${x} ${y + 62}V${dy - 10}" stroke="url(#sH)" stroke-width="5"/>` +
    `<circle cx="${x}" cy="${y + 64}" r="13" fill="url(#sR)"/>` +
    drop +
    '</g>'
  );
}

function drawEarrings(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  const alt = c.view === 2;
  const pair = alt
    ? earring(300, 170, c, shape, -14) + earring(500, 200, c, shape, 10)
    : earring(290, 170, c, shape, 0) + earring(510, 170, c, shape, 0);
  const body = `<g transform="translate(400 400) scale(1.3) translate(-400 -320)">${pair}</g>`;
  return { body, shadow: [400, 680, 260, 24], focus: [290, 400], ownView2: true, upright: true };
}

function drawNecklace(c: Ctx): Drawn {
  const style = shapeOf(c, 4); // 0 beads + pixiu, 1 beads + spacers + gourd, 2 chain + gem, 3 pearl-like strand + knot
  const pts: [number, number][] = [];
  const steps = 240;
  for (let i = 0; i <= steps; i++) {
    const th = -Math.PI / 2 + (Math.PI * i) / steps;
    pts.push([400 + 215 * Math.sin(th), 90 + 420 * Math.cos(th)]);
  }
  const lens = [0];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    lens.push(lens[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lens[lens.length - 1]!;
  const at = (d: number): [number, number] => {
    let i = 1;
    while (i < lens.length - 1 && lens[i]! < d) i++;
    return pts[i]!;
  };
  let body = '';
  const center: [number, number] = [400, 510];
  if (style === 2) {
    const d = `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}`;
    body += `<path d="${d}" fill="none" stroke="${dark(c.s, 0.3)}" stroke-width="7"/><path d="${d}" fill="none" stroke="${light(c.s, 0.25)}" stroke-width="5" stroke-dasharray="9 5"/>`;
    body += `<rect x="388" y="496" width="24" height="40" rx="10" fill="url(#sL)"/>${pendantShape(c, 0, 640)}`;
    return { body, shadow: [400, 770, 120, 14], focus: [400, 560], upright: true };
  }
  const r = style === 3 ? 15 : 19;
  const gap = style === 1 ? r * 2.5 : r * 2.05;
  const count = Math.floor(total / gap);
  for (let k = 0; k <= count; k++) {
    const d = k * gap;
    if (Math.abs(d - total / 2) < (style === 3 ? 10 : r * 2.6)) continue;
    const [x, y] = at(d);
    body += bead(x, y, r, style === 0 && k % 6 === 3 ? 'sR' : 'pR');
    if (style === 1 && k < count) {
      const [x2, y2] = at(d + gap / 2);
      body += `<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(r * 0.42)}" fill="url(#sR)"/>`;
    }
  }
  if (style === 0) body += pixiuCharm(center[0], center[1] + 10, 120, 0, 's', c.s);
  if (style === 1) body += gourd(center[0], center[1] + 90, 0.55, 's', c.s);
  if (style === 3) body += knot(center[0], center[1] + 10, 46) + tassel(400, 540, 140, 60);
  return { body, shadow: [400, 690, 220, 18], focus: [400, 450], upright: true };
}

function drawKeychain(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  let body =
    `<circle cx="400" cy="128" r="62" fill="none" stroke="${dark(c.s, 0.35)}" stroke-width="13"/>` +
    `<circle cx="400" cy="128" r="62" fill="none" stroke="url(#sL)" stroke-width="9"/>` +
    `<path d="M352 92A62 62 0 0 1 420 70" stroke="#FFF" stroke-width="3" fill="none" opacity=".5"/>`;
  for (let i = 0; i < 4; i++) {
    const y = 200 + i * 26;
    body +=
      i % 2 === 0
        ? `<ellipse cx="400" cy="${y}" rx="11" ry="19" fill="none" stroke="url(#sH)" stroke-width="6"/>`
        : `<rect x="397" y="${y - 18}" width="6" height="36" rx="3" fill="${dark(c.s, 0.2)}"/>`;
  }
  let bottom = 560;
  switch (shape) {
    case 0:
      body += coin(400, 410, 120, c);
      bottom = 530;
      break;
    case 1:
      body += gourd(400, 390, 0.85, 'p', c.p);
      bottom = 490;
      break;
    case 2:
      body += `<rect x="392" y="290" width="16" height="40" rx="6" fill="url(#sL)"/>${pixiuCharm(400, 400, 280, 0, 'p', c.p)}`;
      bottom = 470;
      break;
    case 3:
      body += bell(400, 430, 0.95, 'p', c.p);
      bottom = 560;
      break;
    default:
      body += ingot(400, 400, 1, 'p', c.p);
      bottom = 460;
  }
  body += knot(400, bottom + 10, 38) + tassel(400, bottom + 30, 180, 70);
  return { body, shadow: [400, 760, 130, 16], focus: [400, 420], upright: true };
}

function drawMedallion(c: Ctx): Drawn {
  const cx = 400;
  const cy = 440;
  const R = 215;
  const ink = dark(c.p, 0.45);
  const body =
    `<path d="M400 228C360 150 370 70 400 60C430 70 440 150 400 228" stroke="${RED}" stroke-width="9" fill="none"/>` +
    `<circle cx="400" cy="222" r="20" fill="none" stroke="url(#pL)" stroke-width="9"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#pL)" stroke="${dark(c.p, 0.4)}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R - 22}" fill="url(#pR)" stroke="${dark(c.p, 0.25)}" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R - 36}" fill="none" stroke="${light(c.p, 0.4)}" stroke-width="3" stroke-dasharray="2 9"/>` +
    trigramRing(cx, cy, 112, 58, 9, ink) +
    `<circle cx="${cx}" cy="${cy}" r="72" fill="${dark(c.p, 0.15)}"/>` +
    yinYang(cx, cy, 62, dark(c.p, 0.5), light(c.p, 0.55)) +
    `<path d="M${cx - 170} ${cy - 80}A190 190 0 0 1 ${cx - 60} ${cy - 182}" stroke="#FFF" stroke-width="8" stroke-linecap="round" fill="none" opacity=".3"/>`;
  return { body, shadow: [cx, cy + R + 30, 200, 22], focus: [cx, cy] };
}

function drawPlaque(c: Ctx): Drawn {
  const shape = shapeOf(c, 4);
  const arch = shape % 2 === 0;
  const outer = arch
    ? 'M240 620V280A160 160 0 0 1 560 280V620Z'
    : 'M250 160H550Q570 160 570 180V620H230V180Q230 160 250 160Z';
  const inner = arch ? 'M270 592V285A130 130 0 0 1 530 285V592Z' : 'M262 192H538V592H262Z';
  let emblem: string;
  if (shape < 2) {
    const gs = Math.floor(c.rnd() * 1e6);
    emblem =
      glyph(400, 400, 180, dark(c.s, 0.15), mulberry32(gs), 22) +
      glyph(404, 404, 180, dark(c.p, 0.5), mulberry32(gs), 10);
  } else if (shape === 2) {
    emblem = trigramRing(400, 410, 70, 40, 7, c.s) + yinYang(400, 410, 52, dark(c.p, 0.45), light(c.s, 0.4));
  } else {
    emblem = coin(400, 410, 110, c, 0, 1, 's', c.s);
  }
  const body =
    `<path d="${outer}" fill="url(#pL)" stroke="${dark(c.p, 0.4)}" stroke-width="4"/>` +
    `<path d="${inner}" fill="url(#pR)" stroke="url(#sL)" stroke-width="9"/>` +
    emblem +
    pedestal(400, 630, 360, 'w', WOOD);
  return { body, shadow: [400, 690, 230, 24], focus: [400, 410], upright: true };
}

function talismanCard(c: Ctx, x: number, y: number, rot: number, back: boolean, seed: number): string {
  const w = 320;
  const h = 470;
  const x0 = -w / 2;
  const y0 = -h / 2;
  let content: string;
  if (back) {
    content =
      `<rect x="${x0 + 22}" y="${y0 + 22}" width="${w - 44}" height="${h - 44}" rx="12" fill="none" stroke="url(#sL)" stroke-width="5"/>` +
      trigramRing(0, 0, 70, 44, 8, dark(c.p, 0.4)) +
      yinYang(0, 0, 46, dark(c.p, 0.45), light(c.p, 0.5));
  } else {
    const rnd = mulberry32(seed);
    content =
      `<rect x="${x0 + 18}" y="${y0 + 18}" width="${w - 36}" height="${h - 36}" rx="12" fill="none" stroke="url(#sL)" stroke-width="6"/>` +
      `<rect x="${x0 + 32}" y="${y0 + 32}" width="${w - 64}" height="${h - 64}" rx="8" fill="none" stroke="${dark(c.s, 0.2)}" stroke-width="2"/>` +
      `<circle cy="-70" r="88" fill="url(#sR)" stroke="${dark(c.s, 0.4)}" stroke-width="4"/>` +
      `<circle cy="-70" r="72" fill="none" stroke="${light(c.s, 0.4)}" stroke-width="3"/>` +
      glyph(0, -70, 86, dark(c.p, 0.35), rnd, 11) +
      glyph(0, 70, 50, dark(c.s, 0.25), rnd, 7) +
      glyph(0, 140, 50, dark(c.s, 0.25), rnd, 7);
  }
  return (
    `<g transform="translate(${x} ${y}) rotate(${f(rot)})">` +
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="22" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    content +
    `<path d="M${x0 + 30} ${y0 + 70}L${x0 + 110} ${y0 + 10}" stroke="#FFF" stroke-width="16" opacity=".18"/>` +
    '</g>'
  );
}

function drawTalisman(c: Ctx): Drawn {
  const rot = -7 + c.rnd() * 6;
  if (c.view === 2) {
    return {
      body: talismanCard(c, 480, 390, 12, true, c.shape) + talismanCard(c, 330, 420, -10, false, c.shape + 1),
      shadow: [400, 680, 270, 26],
      ownView2: true,
    };
  }
  return {
    body: talismanCard(c, 400, 400, rot, false, c.shape + 1),
    shadow: [400, 670, 190, 24],
    focus: [400, 330],
  };
}

function drawScarf(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const patMark =
    shape === 0
      ? `<circle cx="14" cy="14" r="4" fill="${c.s}"/><circle cx="42" cy="42" r="4" fill="${c.s}"/>`
      : shape === 1
        ? `<path d="M8 30q6-12 14 0q8-12 14 0q6 10-6 12h-16q-12-2-6-12z" fill="${c.s}"/>`
        : `<path d="M28 16l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="${c.s}"/>`;
  const defs =
    `<pattern id="scf" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(${shape * 15})">${patMark}</pattern>` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark(c.p, 0.2)}"/><stop offset=".18" stop-color="${light(c.p, 0.15)}"/><stop offset=".36" stop-color="${dark(c.p, 0.12)}"/><stop offset=".55" stop-color="${light(c.p, 0.12)}"/><stop offset=".75" stop-color="${c.p}"/><stop offset="1" stop-color="${dark(c.p, 0.25)}"/></linearGradient>`;
  const fringe = (x1: number, x2: number, y: number, len: number) => {
    let d = '';
    for (let x = x1; x <= x2; x += 9) d += `M${x} ${y}l${f((x % 3) - 1)} ${len}`;
    return `<path d="${d}" stroke="${dark(c.p, 0.1)}" stroke-width="3.5" stroke-linecap="round"/>`;
  };
  if (c.view === 2) {
    // folded stack
    const layer = (y: number, shade: number) =>
      `<path d="M180 ${y}Q400 ${y - 24} 620 ${y}L630 ${y + 90}Q400 ${y + 70} 170 ${y + 90}Z" fill="${shade ? dark(c.p, shade) : 'url(#fold)'}"/><path d="M180 ${y}Q400 ${y - 24} 620 ${y}L630 ${y + 90}Q400 ${y + 70} 170 ${y + 90}Z" fill="url(#scf)" opacity=".5"/>`;
    return {
      body: layer(470, 0.18) + layer(390, 0.08) + layer(310, 0) + fringe(175, 625, 560, 34),
      defs,
      shadow: [400, 610, 250, 26],
      ownView2: true,
      upright: true,
    };
  }
  const back = 'M330 200H570Q580 380 560 560Q520 590 480 570Q440 600 400 575Q360 590 330 560Z';
  const front =
    'M230 200H500Q512 420 490 650Q450 680 410 660Q370 690 330 662Q290 686 252 660Q222 420 230 200Z';
  const body =
    `<path d="${back}" fill="${dark(c.p, 0.22)}"/><path d="${back}" fill="url(#scf)" opacity=".4"/>` +
    fringe(336, 560, 566, 40) +
    `<path d="${front}" fill="url(#fold)"/><path d="${front}" fill="url(#scf)" opacity=".55"/>` +
    fringe(256, 492, 664, 46) +
    `<rect x="170" y="176" width="460" height="28" rx="14" fill="url(#wV)"/>` +
    `<circle cx="170" cy="190" r="20" fill="url(#wR)"/><circle cx="630" cy="190" r="20" fill="url(#wR)"/>`;
  return { body, defs, shadow: [400, 730, 200, 18], focus: [370, 560], upright: true };
}

function drawWallet(c: Ctx): Drawn {
  const shape = shapeOf(c, 2);
  const stitch = `fill="none" stroke="${light(c.p, 0.4)}" stroke-width="2.5" stroke-dasharray="8 6"`;
  if (c.view === 2) {
    const cards = ['#F2E7CF', GOLD, '#5FA777', '#E8B4B8']
      .map(
        (col, i) =>
          `<rect x="${190 + i * 8}" y="${250 + i * 34}" width="170" height="110" rx="10" fill="${col}"/>`,
      )
      .join('');
    const slots = [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M180 ${300 + i * 34}Q270 ${290 + i * 34} 380 ${300 + i * 34}V${560}H180Z" fill="${i === 3 ? light(c.p, 0.08) : dark(c.p, 0.06 * (3 - i))}"/>`,
      )
      .join('');
    const body =
      `<rect x="150" y="220" width="500" height="360" rx="26" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
      `<rect x="170" y="240" width="460" height="320" rx="16" ${stitch}/>` +
      cards +
      slots +
      `<rect x="420" y="260" width="200" height="280" rx="14" fill="${dark(c.p, 0.12)}"/>` +
      `<path d="M440 300H600" stroke="url(#sH)" stroke-width="10"/><rect x="580" y="290" width="18" height="36" rx="5" fill="url(#sL)"/>` +
      `<rect x="470" y="380" width="110" height="140" rx="8" fill="${RED}"/><circle cx="525" cy="450" r="26" fill="${GOLD}"/>` +
      '<path d="M400 222V578" stroke="#000" stroke-width="3" opacity=".2"/>';
    return { body, shadow: [400, 600, 270, 26], ownView2: true };
  }
  if (shape === 1) {
    // zip-around long wallet
    let teeth = '';
    for (let x = 200; x <= 600; x += 10) teeth += `M${x} 262v10`;
    const body =
      `<rect x="160" y="250" width="480" height="300" rx="40" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
      `<path d="${teeth}" stroke="${dark(c.s, 0.1)}" stroke-width="4"/>` +
      `<path d="M200 267H600" stroke="${dark(c.s, 0.4)}" stroke-width="1.5"/>` +
      `<rect x="600" y="252" width="56" height="30" rx="12" fill="url(#sL)" stroke="${dark(c.s, 0.4)}" stroke-width="2"/>` +
      `<path d="M656 267q40 8 36 50" stroke="${RED}" stroke-width="5" fill="none"/>${coin(692, 350, 34, c, 0, 1, 's', c.s)}` +
      `<rect x="184" y="296" width="432" height="230" rx="24" ${stitch}/>` +
      `<circle cx="400" cy="410" r="46" fill="none" stroke="${dark(c.p, 0.25)}" stroke-width="5"/><rect x="385" y="395" width="30" height="30" fill="none" stroke="${dark(c.p, 0.25)}" stroke-width="5"/>`;
    return { body, shadow: [400, 568, 250, 24], focus: [560, 330] };
  }
  const body =
    `<rect x="160" y="260" width="480" height="290" rx="28" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    `<rect x="176" y="276" width="448" height="258" rx="18" ${stitch}/>` +
    `<path d="M160 290Q160 260 190 260H610Q640 260 640 290V400Q520 450 430 452H370Q280 450 160 400Z" fill="${dark(c.p, 0.1)}" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    `<path d="M180 392V292Q180 280 192 280H608Q620 280 620 292V392" ${stitch}/>` +
    `<rect x="366" y="420" width="68" height="52" rx="12" fill="url(#sL)" stroke="${dark(c.s, 0.4)}" stroke-width="2"/>` +
    `<circle cx="400" cy="446" r="10" fill="${dark(c.s, 0.35)}"/>` +
    `<path d="M200 290Q300 280 380 284" stroke="#FFF" stroke-width="6" stroke-linecap="round" opacity=".25" fill="none"/>`;
  return { body, shadow: [400, 570, 250, 24], focus: [400, 440] };
}

function drawIncenseHolder(c: Ctx): Drawn {
  const shape = shapeOf(c, 4);
  const sc = smokeColor(c.bg);
  if (shape === 0) {
    // tripod censer
    const body =
      `<path d="M270 520L248 610M400 560V630M530 520L552 610" stroke="url(#pH)" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M260 300V380M540 300V380" stroke="${dark(c.p, 0.2)}" stroke-width="0"/>` +
      `<path d="M250 392V322Q250 300 272 300H296Q308 300 308 316V392" fill="none" stroke="url(#pL)" stroke-width="14"/>` +
      `<path d="M492 392V316Q492 300 504 300H528Q550 300 550 322V392" fill="none" stroke="url(#pL)" stroke-width="14"/>` +
      `<path d="M220 400A180 170 0 0 0 580 400Z" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
      `<ellipse cx="400" cy="400" rx="182" ry="38" fill="${dark(c.p, 0.25)}"/><ellipse cx="400" cy="404" rx="158" ry="28" fill="#D9D0C1"/>` +
      `<path d="M240 460Q400 500 560 460" stroke="${light(c.p, 0.35)}" stroke-width="5" fill="none" opacity=".6"/>` +
      `<path d="M372 404L360 190M400 404V170M428 404L442 190" stroke="${dark(c.s, 0.1)}" stroke-width="6" stroke-linecap="round"/>` +
      glowTip(360, 190) +
      glowTip(400, 170) +
      glowTip(442, 190) +
      smoke(400, 166, 150, sc, c.rnd) +
      smoke(442, 186, 120, sc, c.rnd);
    return { body, shadow: [400, 625, 200, 22], focus: [400, 380], upright: true };
  }
  if (shape === 1) {
    // leaf / boat holder with angled stick
    const body =
      `<path d="M140 520Q400 640 660 500Q420 530 140 520Z" fill="${dark(c.p, 0.3)}"/>` +
      `<path d="M140 520Q380 430 660 500Q400 600 140 520Z" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
      `<path d="M170 518Q400 500 640 502" stroke="${light(c.p, 0.4)}" stroke-width="3" fill="none"/>` +
      `<path d="M230 512L600 210" stroke="${dark(c.s, 0.1)}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M330 430L600 210" stroke="${c.s}" stroke-width="7" stroke-linecap="round"/>` +
      glowTip(600, 210) +
      smoke(600, 204, 170, sc, c.rnd) +
      `<path d="M360 528q20-6 40 0M440 524q18-6 36 0" stroke="#BDB3A3" stroke-width="6" stroke-linecap="round"/>`;
    return { body, shadow: [400, 570, 280, 22], focus: [360, 470] };
  }
  if (shape === 2) {
    // backflow cone burner
    const body =
      `<ellipse cx="400" cy="620" rx="220" ry="42" fill="url(#pL)"/>` +
      `<ellipse cx="400" cy="612" rx="190" ry="30" fill="${dark(c.p, 0.25)}"/>` +
      `<path d="M260 610Q250 470 330 430Q300 360 360 300Q380 250 400 240Q420 250 440 300Q500 360 470 430Q550 470 540 610Z" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
      `<path d="M330 430Q400 460 470 430M360 300Q400 320 440 300" stroke="${dark(c.p, 0.35)}" stroke-width="4" fill="none"/>` +
      `<path d="M400 250C330 300 420 360 350 420C300 470 360 540 300 600Q380 640 460 608" fill="none" stroke="${light(sc, 0.3)}" stroke-width="18" stroke-linecap="round" opacity=".7" filter="url(#soft)"/>` +
      `<path d="M400 250C330 300 420 360 350 420C300 470 360 540 300 600" fill="none" stroke="#FFF" stroke-width="6" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M392 236L400 196L408 236Z" fill="${dark(c.s, 0.2)}"/>${glowTip(400, 196)}`;
    return { body, shadow: [400, 650, 230, 22], focus: [400, 400], upright: true };
  }
  // lotus holder
  let petals = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -80 + (160 * i) / (n - 1);
    petals += `<ellipse cx="400" cy="470" rx="42" ry="120" transform="rotate(${f(a)} 400 560)" fill="url(#pL)" stroke="${dark(c.p, 0.25)}" stroke-width="2"/>`;
  }
  const body =
    `<ellipse cx="400" cy="590" rx="230" ry="44" fill="${dark(c.s, 0.1)}"/>` +
    petals +
    `<ellipse cx="400" cy="560" rx="120" ry="40" fill="url(#pR)"/>` +
    `<circle cx="400" cy="548" r="14" fill="${dark(c.p, 0.4)}"/>` +
    `<path d="M400 548V200" stroke="${dark(c.s, 0.05)}" stroke-width="7" stroke-linecap="round"/>` +
    glowTip(400, 200) +
    smoke(400, 194, 150, sc, c.rnd);
  return { body, shadow: [400, 615, 240, 22], focus: [400, 480], upright: true };
}

function drawIncenseSticks(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const sc = smokeColor(c.bg);
  if (shape === 2) {
    // cones
    let cones = '';
    const spots: [number, number][] = [
      [400, 430],
      [350, 500],
      [450, 500],
      [300, 560],
      [500, 560],
      [400, 580],
    ];
    for (const [x, y] of spots) {
      cones += `<path d="M${x - 42} ${y}Q${x} ${y + 16} ${x + 42} ${y}L${x + 6} ${y - 110}Q${x} ${y - 118} ${x - 6} ${y - 110}Z" fill="url(#pL)" stroke="${dark(c.p, 0.3)}" stroke-width="2"/>`;
    }
    const body =
      `<ellipse cx="400" cy="590" rx="230" ry="56" fill="url(#sL)"/><ellipse cx="400" cy="582" rx="206" ry="44" fill="${light(c.s, 0.15)}"/>` +
      cones +
      glowTip(400, 316) +
      smoke(400, 310, 200, sc, c.rnd);
    return { body, shadow: [400, 640, 240, 22], focus: [400, 480], upright: true };
  }
  const n = 13 + Math.floor(c.rnd() * 5);
  const baseX = 400;
  const baseY = 690;
  let sticks = '';
  let tips: [number, number] = [400, 150];
  const spread = shape === 1 ? 0.09 : 0.22;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1) - 0.5;
    const ang = t * spread * 2;
    const len = 520 - Math.abs(t) * 60 + (i % 3) * 8;
    const bx = baseX + t * 60;
    const x2 = bx + Math.sin(ang) * len;
    const y2 = baseY - Math.cos(ang) * len;
    const xm = bx + Math.sin(ang) * len * 0.3;
    const ym = baseY - Math.cos(ang) * len * 0.3;
    sticks += `<path d="M${f(bx)} ${baseY}L${f(xm)} ${f(ym)}" stroke="${c.s}" stroke-width="6" stroke-linecap="round"/><path d="M${f(xm)} ${f(ym)}L${f(x2)} ${f(y2)}" stroke="${i % 2 ? c.p : dark(c.p, 0.12)}" stroke-width="8" stroke-linecap="round"/>`;
    if (i === Math.floor(n / 2)) tips = [x2, y2];
  }
  const band = `<rect x="${f(baseX - 70)}" y="520" width="140" height="46" rx="6" fill="${RED}"/><rect x="${f(baseX - 70)}" y="532" width="140" height="22" fill="${GOLD}"/><circle cx="${baseX}" cy="543" r="18" fill="${RED}" stroke="${GOLD}" stroke-width="3"/>`;
  const body = sticks + band + glowTip(tips[0], tips[1]) + smoke(tips[0], tips[1] - 6, 130, sc, c.rnd);
  return { body, shadow: [400, 700, 120, 16], focus: [tips[0], tips[1] + 120], upright: true };
}

function drawSingingBowl(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const depth = shape === 1 ? 230 : shape === 2 ? 170 : 200;
  const rx = shape === 2 ? 230 : 205;
  const rimY = 580 - depth;
  const defs = `<radialGradient id="inner" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="${light(c.p, 0.15)}"/><stop offset="1" stop-color="${dark(c.p, 0.45)}"/></radialGradient>`;
  let hammer = '';
  if (shape === 2) {
    const rnd = mulberry32(77);
    for (let i = 0; i < 26; i++) {
      const x = 400 + (rnd() - 0.5) * rx * 1.5;
      const y = rimY + 40 + rnd() * (depth - 80);
      hammer += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + rnd() * 6)}" fill="#FFF" opacity=".14"/>`;
    }
  }
  const bowl =
    `<path d="M${400 - rx} ${rimY}C${405 - rx} ${rimY + depth * 0.55} ${480 - rx} ${rimY + depth} 400 ${rimY + depth}C${320 + rx} ${rimY + depth} ${395 + rx} ${rimY + depth * 0.55} ${400 + rx} ${rimY}Z" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    hammer +
    `<path d="M${418 - rx} ${rimY + 40}Q400 ${rimY + 100} ${382 + rx} ${rimY + 40}" stroke="${dark(c.p, 0.35)}" stroke-width="6" stroke-dasharray="4 10" fill="none"/>` +
    `<path d="M${426 - rx} ${rimY + 62}Q400 ${rimY + 122} ${374 + rx} ${rimY + 62}" stroke="${dark(c.p, 0.3)}" stroke-width="2" fill="none"/>` +
    `<ellipse cx="400" cy="${rimY}" rx="${rx}" ry="48" fill="url(#pL)"/>` +
    `<ellipse cx="400" cy="${rimY + 4}" rx="${rx - 12}" ry="38" fill="url(#inner)"/>`;
  const cushion =
    `<ellipse cx="400" cy="${rimY + depth + 6}" rx="200" ry="54" fill="url(#sL)"/>` +
    `<ellipse cx="400" cy="${rimY + depth - 6}" rx="170" ry="34" fill="${light(c.s, 0.12)}"/>`;
  const mallet =
    '<g transform="rotate(-28 600 560)">' +
    `<rect x="560" y="300" width="34" height="330" rx="17" fill="url(#wH)"/>` +
    `<rect x="558" y="300" width="38" height="110" rx="19" fill="${dark(c.s, 0.35)}"/>` +
    '</g>';
  let waves = '';
  if (c.view === 2) {
    for (let i = 1; i <= 3; i++) {
      waves += `<path d="M${400 - rx - i * 30} ${rimY - i * 20}Q400 ${rimY - 90 - i * 46} ${400 + rx + i * 30} ${rimY - i * 20}" stroke="${dark(c.bg, 0.25)}" stroke-width="4" fill="none" opacity="${f(0.5 - i * 0.12)}"/>`;
    }
  }
  return {
    body: waves + cushion + bowl + mallet,
    defs,
    shadow: [400, rimY + depth + 40, 240, 26],
    focus: [400, rimY + 60],
    upright: true,
  };
}

function drawSmudge(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const sc = smokeColor(c.bg);
  const defs = `<linearGradient id="shell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7FB8B0"/><stop offset=".45" stop-color="#A99AD0"/><stop offset=".75" stop-color="#E6D3A3"/><stop offset="1" stop-color="#6D8FA8"/></linearGradient>`;
  const shell =
    `<path d="M420 640Q380 560 450 520Q560 470 660 520Q700 560 660 620Q560 680 420 640Z" fill="url(#shell)" stroke="#5E6F7A" stroke-width="3"/>` +
    `<path d="M470 610Q520 560 640 560M480 630Q560 600 650 598" stroke="#FFF" stroke-width="3" fill="none" opacity=".5"/>` +
    `<circle cx="630" cy="540" r="6" fill="#5E6F7A"/><circle cx="600" cy="530" r="5" fill="#5E6F7A"/>`;
  const bundle = (tx: number, ty: number, rot: number) => {
    let leaves = '';
    const rnd = mulberry32(11 + shape);
    for (let i = 0; i < 18; i++) {
      const x = 40 + (i / 17) * 360;
      const halfH = 22 + (x / 400) * 28;
      const y = (rnd() - 0.5) * halfH * 1.4;
      leaves += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="26" ry="9" transform="rotate(${f((rnd() - 0.5) * 50)} ${f(x)} ${f(y)})" fill="${i % 2 ? light(c.p, 0.25) : dark(c.p, 0.12)}"/>`;
    }
    let wrap = '';
    for (let x = 40; x < 360; x += 48)
      wrap += `M${x} ${f(-22 - x * 0.07)}L${x + 40} ${f(22 + (x + 40) * 0.07)}`;
    return (
      `<g transform="translate(${tx} ${ty}) rotate(${rot})">` +
      `<path d="M-40 -6L0 -4M-44 6L0 4M-36 0H0" stroke="${dark(c.p, 0.35)}" stroke-width="4"/>` +
      `<path d="M0 -22C150 -40 300 -58 400 -50Q450 0 400 50C300 58 150 40 0 22Q-8 0 0 -22Z" fill="url(#pL)"/>` +
      leaves +
      `<path d="${wrap}" stroke="${c.s}" stroke-width="4" fill="none"/>` +
      '</g>'
    );
  };
  if (shape === 1) {
    let sticks = '';
    for (let i = 0; i < 4; i++) {
      const y = 300 + i * 62;
      sticks += `<g transform="rotate(-18 400 ${y})"><rect x="180" y="${y}" width="420" height="44" rx="12" fill="url(#pL)" stroke="${dark(c.p, 0.3)}" stroke-width="2"/><path d="M200 ${y + 14}H580M230 ${y + 30}H560" stroke="${dark(c.p, 0.2)}" stroke-width="2" opacity=".5"/></g>`;
    }
    const body =
      sticks +
      `<ellipse cx="598" cy="259" rx="12" ry="22" transform="rotate(-18 598 259)" fill="#3E2723"/>` +
      glowTip(600, 256) +
      smoke(602, 248, 170, sc, c.rnd) +
      shell;
    return { body, defs, shadow: [420, 660, 260, 22], focus: [520, 300] };
  }
  let body = bundle(220, 560, -42);
  if (shape === 2) {
    body +=
      `<path d="M560 660Q600 420 700 250" stroke="#6D4C41" stroke-width="5" fill="none"/>` +
      `<path d="M700 250Q760 360 640 520Q600 600 565 640Q560 480 640 360Q670 300 700 250Z" fill="#E9E1D6" stroke="#8D6E63" stroke-width="2"/>` +
      `<path d="M700 250Q740 330 690 420L640 520Q600 580 570 630Q610 520 660 420Q690 330 700 250Z" fill="#BCAAA4" opacity=".7"/>` +
      `<path d="M690 290L640 300M670 350L610 380M650 410L590 450M700 330L730 350M690 400L715 425" stroke="#8D6E63" stroke-width="2"/>`;
  }
  body += smoke(548, 258, 190, sc, c.rnd) + glowTip(547, 264);
  if (shape !== 2) body += shell;
  return { body, defs, shadow: [420, 660, 260, 22], focus: [400, 400] };
}

function drawWishingPaper(c: Ctx): Drawn {
  const sheet = (rot: number, top: boolean, seed: number) => {
    const rnd = mulberry32(seed);
    const inner = top
      ? `<rect x="-160" y="-160" width="320" height="320" fill="none" stroke="url(#sL)" stroke-width="7"/>` +
        `<rect x="-144" y="-144" width="288" height="288" fill="none" stroke="${c.s}" stroke-width="2"/>` +
        `<circle r="72" fill="url(#sR)"/>` +
        glyph(0, 0, 80, dark(c.p, 0.1), rnd, 10) +
        glyph(-110, -110, 36, c.s, rnd, 5) +
        glyph(110, -110, 36, c.s, rnd, 5) +
        glyph(-110, 110, 36, c.s, rnd, 5) +
        glyph(110, 110, 36, c.s, rnd, 5)
      : '';
    return `<g transform="translate(370 410) rotate(${rot})"><rect x="-190" y="-190" width="380" height="380" rx="6" fill="url(#pL)" stroke="${dark(c.p, 0.3)}" stroke-width="2"/>${inner}</g>`;
  };
  const scroll =
    '<g transform="translate(600 580) rotate(-28)">' +
    `<rect x="-150" y="-34" width="300" height="68" rx="34" fill="url(#pV)"/>` +
    `<ellipse cx="150" cy="0" rx="16" ry="34" fill="${light(c.p, 0.3)}"/><ellipse cx="150" cy="0" rx="6" ry="14" fill="${dark(c.p, 0.4)}"/>` +
    `<rect x="-20" y="-36" width="20" height="72" fill="${GOLD}"/>` +
    `<path d="M-10 36q-20 40 -50 50M-10 36q10 40 30 56" stroke="${GOLD}" stroke-width="5" fill="none"/>` +
    '</g>';
  const body = sheet(-9, false, 1) + sheet(5, false, 2) + sheet(-2, true, 3 + c.shape) + scroll;
  return { body, shadow: [420, 640, 270, 26], focus: [370, 410] };
}

function bookCover(c: Ctx, emblem: number): string {
  let mark: string;
  if (emblem === 0) {
    mark =
      `<path d="M405 318L461 341L484 397L461 453L405 476L349 453L326 397L349 341Z" fill="none" stroke="url(#sL)" stroke-width="6"/>` +
      yinYang(405, 397, 44, dark(c.p, 0.35), light(c.s, 0.45));
  } else if (emblem === 1) {
    mark = coin(405, 397, 78, c, 0, 1, 's', c.s);
  } else if (emblem === 2) {
    let petals = '';
    for (let i = 0; i < 5; i++) {
      petals += `<ellipse cx="405" cy="372" rx="22" ry="52" transform="rotate(${-60 + i * 30} 405 430)" fill="url(#sL)"/>`;
    }
    mark = `${petals}<path d="M335 440Q405 470 475 440" stroke="${c.s}" stroke-width="6" fill="none"/>`;
  } else {
    mark = `${trigramRing(405, 397, 50, 34, 6, c.s)}<circle cx="405" cy="397" r="26" fill="url(#sR)"/>`;
  }
  return (
    `<path d="M560 180L592 196V640L560 630Z" fill="#F3EBDD" stroke="#CDBFA8" stroke-width="2"/>` +
    `<path d="M566 200V626M574 204V630M582 208V634" stroke="#CDBFA8" stroke-width="1.5"/>` +
    `<rect x="250" y="170" width="312" height="462" rx="8" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    `<rect x="226" y="176" width="34" height="462" rx="8" fill="${dark(c.p, 0.3)}"/>` +
    `<path d="M228 220H258M228 590H258" stroke="${c.s}" stroke-width="5"/>` +
    `<rect x="278" y="196" width="256" height="410" rx="4" fill="none" stroke="${c.s}" stroke-width="3"/>` +
    `<rect x="320" y="232" width="170" height="16" rx="8" fill="${c.s}"/><rect x="350" y="262" width="110" height="10" rx="5" fill="${c.s}" opacity=".7"/>` +
    mark +
    `<rect x="360" y="548" width="90" height="10" rx="5" fill="${c.s}" opacity=".7"/>`
  );
}

function drawBook(c: Ctx): Drawn {
  const emblem = shapeOf(c, 4);
  if (c.view === 2) {
    let lines = '';
    for (let i = 0; i < 9; i++) {
      const y = 330 + i * 26;
      lines += `<path d="M200 ${y}Q290 ${y - 8} 380 ${y + 6}" stroke="#B9AE9C" stroke-width="6" stroke-linecap="round" fill="none" opacity="${i === 0 ? 1 : 0.7}"/>`;
      if (i > 4)
        lines += `<path d="M420 ${y + 6}Q510 ${y - 8} 600 ${y}" stroke="#B9AE9C" stroke-width="6" stroke-linecap="round" fill="none" opacity=".7"/>`;
    }
    const body =
      `<path d="M140 300Q270 270 400 300Q530 270 660 300V620Q530 590 400 620Q270 590 140 620Z" fill="url(#pL)"/>` +
      `<path d="M160 290Q280 258 400 300V600Q280 566 160 596Z" fill="#FBF6EA" stroke="#D9CDB8" stroke-width="2"/>` +
      `<path d="M640 290Q520 258 400 300V600Q520 566 640 596Z" fill="#F4ECDD" stroke="#D9CDB8" stroke-width="2"/>` +
      lines +
      trigramRing(510, 360, 26, 20, 4, c.p) +
      `<path d="M400 300V600" stroke="#000" stroke-width="2" opacity=".15"/>` +
      `<path d="M560 286V660L575 645L590 660V292Z" fill="${c.s}"/>`;
    return { body, shadow: [400, 640, 280, 26], ownView2: true };
  }
  return { body: bookCover(c, emblem), shadow: [410, 640, 190, 22], focus: [405, 400], upright: true };
}

function drawWindchime(c: Ctx): Drawn {
  const shape = shapeOf(c, 3);
  const n = c.rnd() < 0.5 ? 5 : 6;
  const lengths = [300, 250, 330, 210, 270, 230];
  const topY = 150;
  const rodTop = 210;
  const rods: { depth: number; svg: string }[] = [];
  const offset = c.rnd() * 0.6;
  for (let k = 0; k < n; k++) {
    const a = offset + (k * 2 * Math.PI) / n;
    const x = 400 + 128 * Math.cos(a);
    const depth = Math.sin(a);
    const y = rodTop + 12 * depth;
    const len = lengths[k % lengths.length]! * (0.95 + depth * 0.05);
    const sx = 400 + 136 * Math.cos(a);
    rods.push({
      depth,
      svg:
        `<path d="M${f(sx)} ${f(topY + 14 + 8 * depth)}L${f(x)} ${f(y)}" stroke="#555" stroke-width="1.8"/>` +
        `<rect x="${f(x - 13)}" y="${f(y)}" width="26" height="${f(len)}" rx="5" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="1.5"/>` +
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="13" ry="4" fill="${dark(c.p, 0.4)}"/>`,
    });
  }
  rods.sort((a, b) => a.depth - b.depth);
  const back = rods
    .filter((r) => r.depth < 0)
    .map((r) => r.svg)
    .join('');
  const front = rods
    .filter((r) => r.depth >= 0)
    .map((r) => r.svg)
    .join('');
  let top: string;
  if (shape === 1) {
    top =
      `<path d="M250 ${topY + 10}Q330 ${topY - 6} 360 ${topY - 50}H440Q470 ${topY - 6} 550 ${topY + 10}Q400 ${topY + 36} 250 ${topY + 10}Z" fill="url(#sL)" stroke="${dark(c.s, 0.35)}" stroke-width="3"/>` +
      `<rect x="388" y="${topY - 70}" width="24" height="22" rx="4" fill="url(#sL)"/>`;
  } else {
    top =
      `<path d="M250 ${topY}V${topY + 16}A150 28 0 0 0 550 ${topY + 16}V${topY}Z" fill="${dark(c.s, 0.25)}"/>` +
      `<ellipse cx="400" cy="${topY}" rx="150" ry="28" fill="url(#sL)" stroke="${dark(c.s, 0.3)}" stroke-width="2"/>`;
  }
  const hanger =
    `<path d="M400 ${topY - 40}V60" stroke="#555" stroke-width="2.5"/><circle cx="400" cy="48" r="14" fill="none" stroke="url(#sL)" stroke-width="6"/>` +
    (shape === 2 ? coin(400, topY - 40, 26, c, 0, 1, 's', c.s) : '') +
    `<path d="M400 ${topY}V${topY - 40}" stroke="#555" stroke-width="2.5"/>`;
  const strikerY = 440;
  const sail =
    shape === 2
      ? coin(400, 640, 62, c, 0, 1, 's', c.s)
      : `<path d="M360 590H440Q452 590 452 602V700L400 730L348 700V602Q348 590 360 590Z" fill="url(#sL)" stroke="${dark(c.s, 0.3)}" stroke-width="2"/>`;
  const body =
    hanger +
    back +
    `<path d="M400 ${topY + 20}V600" stroke="#555" stroke-width="2"/>` +
    `<ellipse cx="400" cy="${strikerY + 8}" rx="46" ry="12" fill="${dark(c.s, 0.3)}"/><ellipse cx="400" cy="${strikerY}" rx="46" ry="12" fill="url(#sL)"/>` +
    sail +
    front +
    top;
  return { body, shadow: [400, 760, 150, 14], focus: [400, 330], upright: true };
}

function beast(c: Ctx, kind: 'pixiu' | 'elephant' | 'horse', grad = 'p', base = c.p): string {
  const ink = dark(base, 0.45);
  const fill = `url(#${grad}L)`;
  const fillR = `url(#${grad}R)`;
  const legs = (xs: number[], top: number, bottom: number, w: number) =>
    xs
      .map(
        (x) =>
          `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" rx="${w / 2.4}" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
      )
      .join('');
  if (kind === 'elephant') {
    return (
      legs([280, 330, 440, 490], 470, 600, 56) +
      `<ellipse cx="380" cy="430" rx="170" ry="120" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M218 400q-30 30 -20 90" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<circle cx="530" cy="360" r="84" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M600 380Q640 470 610 540Q600 570 630 560" stroke="${dark(base, 0.2)}" stroke-width="40" fill="none" stroke-linecap="round"/>` +
      `<path d="M600 380Q640 470 610 540Q600 570 630 560" stroke="${light(base, 0.15)}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
      `<path d="M470 300Q420 370 470 450Q520 430 520 360Z" fill="${dark(base, 0.12)}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M585 420Q600 460 570 470" stroke="#FFFDF5" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="560" cy="340" r="7" fill="${ink}"/>` +
      `<path d="M300 330q60 -30 120 0" stroke="${RED}" stroke-width="8" fill="none"/>`
    );
  }
  if (kind === 'horse') {
    return (
      `<path d="M300 470L270 600M330 470L350 600M470 470L500 600" stroke="${dark(base, 0.15)}" stroke-width="30" stroke-linecap="round"/>` +
      `<path d="M470 460Q540 470 560 420" stroke="${dark(base, 0.15)}" stroke-width="30" stroke-linecap="round" fill="none"/>` +
      `<path d="M250 400Q190 430 200 540Q230 470 250 440" fill="${dark(base, 0.3)}"/>` +
      `<ellipse cx="380" cy="420" rx="150" ry="80" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M460 380Q500 300 520 230L580 250Q560 330 520 430Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M515 230Q560 200 620 240Q640 262 620 280L570 276Z" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M520 226Q470 280 470 380Q500 300 540 250" fill="${dark(base, 0.35)}"/>` +
      `<path d="M530 214L540 190L552 216Z" fill="${fill}"/><circle cx="578" cy="240" r="6" fill="${ink}"/>`
    );
  }
  return (
    legs([290, 330, 460, 500], 460, 600, 42) +
    `<path d="M240 420C180 400 170 320 230 310C270 306 270 350 240 352" stroke="${fill}" stroke-width="20" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="390" cy="440" rx="160" ry="88" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
    `<path d="M300 380q20 -40 60 -30q-10 30 -60 30M340 420q30 -30 60 -14" stroke="${ink}" stroke-width="3" fill="none" opacity=".6"/>` +
    `<circle cx="530" cy="350" r="72" fill="${fillR}" stroke="${ink}" stroke-width="2"/>` +
    `<ellipse cx="590" cy="376" rx="44" ry="32" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<path d="M560 392Q590 410 628 388" stroke="${ink}" stroke-width="4" fill="none"/>` +
    `<path d="M508 284L490 214L540 280Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<circle cx="550" cy="334" r="9" fill="${ink}"/>` +
    `<path d="M470 330q-20 20 -4 44q-24 10 -8 40M484 300q-30 10 -26 40" stroke="${ink}" stroke-width="4" fill="none"/>` +
    coin(520, 600, 44, c, 0, 0.5, 's', c.s)
  );
}

function drawStatue(c: Ctx): Drawn {
  const shape = shapeOf(c, 6);
  const ink = dark(c.p, 0.45);
  let figure: string;
  let baseY = 620;
  switch (shape) {
    case 0: {
      figure =
        `<ellipse cx="400" cy="580" rx="190" ry="50" fill="${dark(c.p, 0.12)}" stroke="${ink}" stroke-width="2"/>` +
        `<path d="M240 560Q230 380 320 350H480Q570 380 560 560Z" fill="url(#pL)" stroke="${ink}" stroke-width="2"/>` +
        `<ellipse cx="400" cy="480" rx="100" ry="92" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        `<circle cx="400" cy="500" r="6" fill="${ink}"/>` +
        `<path d="M280 400Q250 470 320 520Q350 540 360 560" stroke="${dark(c.p, 0.1)}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
        `<path d="M520 400Q560 460 510 530" stroke="${dark(c.p, 0.1)}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
        ingot(380, 560, 0.32, 's', c.s) +
        `<ellipse cx="320" cy="300" rx="20" ry="36" fill="url(#pL)"/><ellipse cx="480" cy="300" rx="20" ry="36" fill="url(#pL)"/>` +
        `<circle cx="400" cy="290" r="84" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        `<path d="M352 282q14 -12 28 0M420 282q14 -12 28 0M360 318Q400 352 440 318" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
        `<path d="M330 372Q400 410 470 372" stroke="${dark(c.s, 0.2)}" stroke-width="10" stroke-dasharray="2 14" stroke-linecap="round" fill="none"/>`;
      baseY = 628;
      break;
    }
    case 2: {
      let hexes = '';
      const hx: [number, number][] = [
        [400, 420],
        [330, 460],
        [470, 460],
        [340, 400],
        [460, 400],
      ];
      for (const [x, y] of hx) {
        hexes += `<path d="M${x - 30} ${y}L${x - 15} ${y - 26}H${x + 15}L${x + 30} ${y}L${x + 15} ${y + 26}H${x - 15}Z" fill="none" stroke="${ink}" stroke-width="3" opacity=".6"/>`;
      }
      figure =
        `<ellipse cx="270" cy="572" rx="40" ry="32" fill="url(#pL)" stroke="${ink}" stroke-width="2"/><ellipse cx="530" cy="572" rx="40" ry="32" fill="url(#pL)" stroke="${ink}" stroke-width="2"/>` +
        `<path d="M540 490Q580 430 600 380" stroke="${dark(c.p, 0.1)}" stroke-width="56" fill="none" stroke-linecap="round"/>` +
        `<path d="M548 470q18 -20 14 -46M566 440q16 -18 12 -40" stroke="${ink}" stroke-width="4" fill="none"/>` +
        `<path d="M230 530Q240 330 400 320Q560 330 570 530Z" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        hexes +
        `<path d="M220 530H580" stroke="${dark(c.p, 0.2)}" stroke-width="22" stroke-linecap="round"/>` +
        `<path d="M592 318Q560 270 590 250Q620 300 600 320Z" fill="url(#pL)" stroke="${ink}" stroke-width="2"/>` +
        `<path d="M582 300C560 250 600 236 604 262M600 296C600 246 640 240 636 268" stroke="${dark(c.p, 0.2)}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        `<path d="M570 340Q580 290 630 296Q690 300 690 340Q680 372 630 372Q578 372 570 340Z" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        `<circle cx="628" cy="322" r="8" fill="${ink}"/>` +
        `<path d="M650 352Q670 358 686 346" stroke="${ink}" stroke-width="4" fill="none"/>` +
        `<path d="M360 330Q380 270 420 270Q450 280 440 320Z" fill="url(#pL)" stroke="${ink}" stroke-width="2"/>` +
        coin(680, 370, 24, c, 0, 1, 's', c.s);
      break;
    }
    case 3: {
      let spots = '';
      const rnd = mulberry32(5);
      for (let i = 0; i < 10; i++) {
        spots += `<circle cx="${f(270 + rnd() * 260)}" cy="${f(430 + rnd() * 90)}" r="${f(6 + rnd() * 6)}" fill="${dark(c.p, 0.2)}" opacity=".7"/>`;
      }
      figure =
        `<ellipse cx="400" cy="600" rx="200" ry="34" fill="url(#sL)"/><ellipse cx="400" cy="580" rx="180" ry="30" fill="url(#sR)"/>` +
        `<ellipse cx="400" cy="490" rx="190" ry="110" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        spots +
        `<ellipse cx="400" cy="450" rx="130" ry="80" fill="url(#pL)" stroke="${ink}" stroke-width="2"/>` +
        `<circle cx="330" cy="380" r="36" fill="url(#pR)" stroke="${ink}" stroke-width="2"/><circle cx="470" cy="380" r="36" fill="url(#pR)" stroke="${ink}" stroke-width="2"/>` +
        `<circle cx="334" cy="378" r="14" fill="${ink}"/><circle cx="466" cy="378" r="14" fill="${ink}"/>` +
        `<path d="M300 470Q400 520 500 470" stroke="${ink}" stroke-width="5" fill="none"/>` +
        coin(400, 500, 48, c, 0, 1, 's', c.s) +
        `<path d="M250 540Q220 580 270 590M550 540Q580 580 530 590" stroke="${dark(c.p, 0.1)}" stroke-width="30" fill="none" stroke-linecap="round"/>`;
      baseY = 0;
      break;
    }
    case 4:
      figure = beast(c, 'elephant');
      break;
    case 5:
      figure = beast(c, 'horse');
      break;
    default:
      figure = beast(c, 'pixiu');
  }
  const body = figure + (baseY ? pedestal(400, baseY, 400, 's', c.s) : '');
  return { body, shadow: [400, baseY ? baseY + 56 : 628, 250, 24], focus: [480, 400], upright: true };
}

function crystalPoint(
  x: number,
  yb: number,
  w: number,
  h: number,
  rot: number,
  c: Ctx,
  alpha: number,
): string {
  const hw = w / 2;
  const tip = w * 0.8;
  return (
    `<g transform="rotate(${f(rot)} ${f(x)} ${f(yb)})" opacity="${f(alpha)}">` +
    `<path d="M${f(x - hw)} ${f(yb)}V${f(yb - h)}L${f(x)} ${f(yb - h - tip)}V${f(yb)}Z" fill="${light(c.p, 0.25)}"/>` +
    `<path d="M${f(x + hw)} ${f(yb)}V${f(yb - h)}L${f(x)} ${f(yb - h - tip)}V${f(yb)}Z" fill="${dark(c.p, 0.12)}"/>` +
    `<path d="M${f(x - hw * 0.3)} ${f(yb)}V${f(yb - h)}L${f(x)} ${f(yb - h - tip)}" stroke="#FFF" stroke-width="3" fill="none" opacity=".45"/>` +
    `<path d="M${f(x - hw)} ${f(yb - h)}L${f(x + hw)} ${f(yb - h)}" stroke="${dark(c.p, 0.3)}" stroke-width="1.5"/>` +
    '</g>'
  );
}

function drawCrystal(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  const rnd = c.rnd;
  if (shape === 0) {
    // money tree with crystal chips
    const branches: [number, number][] = [
      [260, 260],
      [330, 190],
      [420, 170],
      [510, 200],
      [560, 280],
      [300, 340],
      [520, 350],
    ];
    let br = '';
    let chips = '';
    for (const [x, y] of branches) {
      br += `<path d="M400 470Q${f((400 + x) / 2)} ${f(y + 120)} ${x} ${y}" stroke="#6D4C41" stroke-width="9" fill="none" stroke-linecap="round"/>`;
      for (let i = 0; i < 9; i++) {
        const cx = x + (rnd() - 0.5) * 80;
        const cy = y + (rnd() - 0.5) * 70;
        const r = 9 + rnd() * 8;
        chips += `<path d="M${f(cx - r)} ${f(cy)}L${f(cx - r * 0.3)} ${f(cy - r)}L${f(cx + r)} ${f(cy - r * 0.4)}L${f(cx + r * 0.6)} ${f(cy + r * 0.8)}L${f(cx - r * 0.5)} ${f(cy + r)}Z" fill="${i % 3 === 0 ? light(c.p, 0.35) : i % 3 === 1 ? c.p : dark(c.p, 0.15)}"/>`;
      }
    }
    const body =
      `<path d="M392 560Q380 500 400 470Q420 500 408 560Z" fill="#6D4C41"/>` +
      `<path d="M400 560V460" stroke="#6D4C41" stroke-width="26" stroke-linecap="round"/>` +
      br +
      chips +
      `<path d="M300 560H500L480 640H320Z" fill="url(#sL)" stroke="${dark(c.s, 0.3)}" stroke-width="2"/>` +
      `<rect x="290" y="548" width="220" height="24" rx="10" fill="url(#sL)"/>` +
      `<ellipse cx="400" cy="556" rx="96" ry="8" fill="${dark(c.s, 0.4)}"/>`;
    return { body, shadow: [400, 650, 170, 20], focus: [400, 280], upright: true };
  }
  if (shape === 1) {
    const rock =
      `<path d="M190 600Q180 540 240 520Q300 490 400 500Q520 490 580 520Q640 550 610 610Q400 650 190 600Z" fill="${dark(c.p, 0.55)}"/>` +
      `<path d="M220 590Q400 620 590 596" stroke="${dark(c.p, 0.35)}" stroke-width="6" fill="none"/>`;
    const pts: [number, number, number, number, number, number][] = [
      [300, 540, 60, 160, -22, 0.8],
      [500, 540, 56, 150, 24, 0.8],
      [420, 540, 70, 230, 8, 0.92],
      [350, 545, 80, 270, -8, 0.95],
      [250, 560, 50, 110, -40, 0.9],
      [560, 560, 46, 100, 42, 0.9],
      [460, 555, 54, 130, 30, 0.95],
    ];
    const body = rock + pts.map(([x, y, w, h, r, a]) => crystalPoint(x, y, w, h, r, c, a)).join('');
    return { body, shadow: [400, 620, 230, 22], focus: [380, 380], upright: true };
  }
  if (shape === 2) {
    const body =
      `<path d="M310 620L340 560H460L490 620Z" fill="url(#sV)"/>` +
      `<ellipse cx="400" cy="560" rx="80" ry="16" fill="${dark(c.s, 0.3)}"/>` +
      `<circle cx="400" cy="370" r="190" fill="url(#pR)"/>` +
      `<path d="M280 420Q360 330 470 400Q530 440 560 380" stroke="${light(c.p, 0.5)}" stroke-width="10" fill="none" opacity=".3"/>` +
      `<ellipse cx="330" cy="290" rx="72" ry="44" transform="rotate(-30 330 290)" fill="#FFF" opacity=".35"/>` +
      `<circle cx="400" cy="370" r="190" fill="none" stroke="${dark(c.p, 0.3)}" stroke-width="3"/>`;
    return { body, shadow: [400, 630, 160, 20], focus: [380, 330], upright: true };
  }
  if (shape === 3) {
    const body =
      `<path d="M320 640L330 330L400 170L470 330L480 640Z" fill="url(#pL)"/>` +
      `<path d="M370 640L375 330L400 170L425 330L430 640Z" fill="${light(c.p, 0.2)}" opacity=".8"/>` +
      `<path d="M320 640L330 330L375 330L370 640Z" fill="${dark(c.p, 0.15)}" opacity=".6"/>` +
      `<path d="M330 330H470M400 170V330" stroke="#FFF" stroke-width="2.5" opacity=".5"/>` +
      `<path d="M385 360L390 600" stroke="#FFF" stroke-width="8" stroke-linecap="round" opacity=".3"/>` +
      `<rect x="290" y="630" width="220" height="26" rx="10" fill="url(#wL)"/>`;
    return { body, shadow: [400, 660, 160, 18], focus: [400, 300], upright: true };
  }
  // gold ingot on red cushion
  const body =
    `<path d="M200 560Q400 500 600 560Q620 620 600 640Q400 690 200 640Q180 620 200 560Z" fill="url(#sL)"/>` +
    `<circle cx="200" cy="640" r="16" fill="${GOLD}"/><circle cx="600" cy="640" r="16" fill="${GOLD}"/>` +
    ingot(400, 470, 1.45, 'p', c.p);
  return { body, shadow: [400, 660, 230, 22], focus: [400, 440], upright: true };
}

function drawFountain(c: Ctx): Drawn {
  const shape = shapeOf(c, 2);
  const defs = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(WATER, 0.35)}"/><stop offset="1" stop-color="${dark(WATER, 0.15)}"/></linearGradient>`;
  const stream = `stroke="${light(WATER, 0.2)}" stroke-width="5" fill="none" opacity=".85" stroke-linecap="round"`;
  if (shape === 1) {
    const body =
      `<path d="M150 600Q140 660 400 680Q660 660 650 600Z" fill="${dark(c.p, 0.25)}"/>` +
      `<ellipse cx="400" cy="600" rx="250" ry="50" fill="url(#water)"/>` +
      `<path d="M210 600L236 500L270 470L282 400L330 360L350 300L400 262L446 280L480 330L500 400L548 430L566 500L596 600Z" fill="url(#pL)" stroke="${dark(c.p, 0.35)}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M540 440L600 470L640 600H560ZM170 600L200 520L250 500L280 600Z" fill="${dark(c.p, 0.15)}" stroke="${dark(c.p, 0.35)}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M282 400L330 420L350 300M236 500L300 520L330 600M480 330L440 380L500 400M548 430L520 520L566 500" stroke="${dark(c.p, 0.3)}" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
      `<path d="M420 300Q430 420 410 600M440 300Q452 430 436 600M400 306Q406 430 388 600" ${stream}/>` +
      `<path d="M330 610Q400 630 470 610M300 630Q400 652 500 630" stroke="#FFF" stroke-width="3" fill="none" opacity=".6"/>` +
      `<ellipse cx="420" cy="296" rx="50" ry="12" fill="${dark(c.p, 0.3)}"/>` +
      `<circle cx="420" cy="240" r="52" fill="url(#sR)"/><ellipse cx="402" cy="222" rx="16" ry="10" fill="#FFF" opacity=".5"/>`;
    return { body, defs, shadow: [400, 690, 260, 22], focus: [420, 320], upright: true };
  }
  const body =
    `<path d="M270 690H530L500 640H300Z" fill="url(#pV)"/>` +
    `<path d="M170 560Q176 646 400 656Q624 646 630 560Z" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    `<ellipse cx="400" cy="560" rx="232" ry="46" fill="${light(c.p, 0.15)}"/>` +
    `<ellipse cx="400" cy="562" rx="206" ry="34" fill="url(#water)"/>` +
    `<rect x="376" y="380" width="48" height="190" fill="url(#pH)"/>` +
    `<path d="M270 384Q290 450 400 454Q510 450 530 384Z" fill="url(#pH)" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
    `<ellipse cx="400" cy="384" rx="132" ry="28" fill="${light(c.p, 0.15)}"/>` +
    `<ellipse cx="400" cy="386" rx="112" ry="20" fill="url(#water)"/>` +
    `<path d="M272 392Q230 440 236 556M290 400Q262 460 268 560M528 392Q570 440 564 556M510 400Q538 460 532 560" ${stream}/>` +
    `<path d="M320 566Q400 584 480 566M280 580Q400 604 520 580" stroke="#FFF" stroke-width="3" fill="none" opacity=".6"/>` +
    `<path d="M372 382L386 336H414L428 382Z" fill="url(#pL)"/>` +
    `<circle cx="400" cy="292" r="50" fill="url(#sR)"/><ellipse cx="384" cy="274" rx="16" ry="10" fill="#FFF" opacity=".5"/>`;
  return { body, defs, shadow: [400, 700, 240, 22], focus: [400, 360], upright: true };
}

function drawShip(c: Ctx): Drawn {
  const rnd = c.rnd;
  const masts: [number, number][] = [
    [290, 200],
    [410, 140],
    [530, 210],
  ];
  let rig = '';
  for (const [mx, top] of masts) {
    const bottom = 470;
    rig += `<path d="M${mx} 520V${top - 30}" stroke="#5D4037" stroke-width="8"/>`;
    const w = mx === 410 ? 86 : 70;
    rig += `<path d="M${mx - w} ${top}Q${mx} ${top - 22} ${mx + w * 0.8} ${top}L${mx + w} ${bottom}Q${mx} ${bottom + 14} ${mx - w * 1.05} ${bottom}Z" fill="url(#sL)" stroke="${dark(c.s, 0.35)}" stroke-width="2"/>`;
    let battens = '';
    for (let i = 1; i < 6; i++) {
      const y = top + ((bottom - top) * i) / 6;
      battens += `M${f(mx - w * (1 + i * 0.008))} ${f(y)}Q${mx} ${f(y + 10)} ${f(mx + w * (0.8 + i * 0.033))} ${f(y)}`;
    }
    rig += `<path d="${battens}" stroke="${dark(c.s, 0.35)}" stroke-width="3" fill="none"/>`;
    rig += `<path d="M${mx} ${top - 30}L${mx + 44} ${top - 20}L${mx} ${top - 8}Z" fill="${GOLD}"/>`;
  }
  let treasure = '';
  for (let i = 0; i < 5; i++) {
    treasure += `<ellipse cx="${f(330 + i * 40 + rnd() * 10)}" cy="${f(510 - (i % 2) * 10)}" rx="22" ry="13" fill="url(#gR)"/>`;
  }
  const hull =
    `<path d="M150 450L220 515H585L660 470Q640 600 530 620H300Q180 600 150 450Z" fill="url(#pL)" stroke="${dark(c.p, 0.4)}" stroke-width="3"/>` +
    `<path d="M190 530Q220 580 300 590H530Q610 586 640 520M220 515H585" stroke="${dark(c.p, 0.35)}" stroke-width="4" fill="none"/>` +
    `<circle cx="250" cy="555" r="16" fill="${RED}" stroke="${GOLD}" stroke-width="4"/>` +
    `<path d="M230 515V495H590V515" stroke="${dark(c.p, 0.2)}" stroke-width="6" fill="none"/>`;
  const waves = `<path d="M120 650q40-30 80 0t80 0t80 0t80 0t80 0t80 0t80 0" stroke="#5B8FA8" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/><path d="M160 690q40-26 80 0t80 0t80 0t80 0t80 0t80 0" stroke="#5B8FA8" stroke-width="7" fill="none" stroke-linecap="round" opacity=".5"/>`;
  return {
    body: rig + treasure + hull + waves,
    shadow: [400, 700, 280, 20],
    focus: [410, 330],
    upright: true,
  };
}

function drawAmulet(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  const cord = `<path d="M400 150C350 90 370 40 400 36C430 40 450 90 400 150V200" stroke="${RED}" stroke-width="8" fill="none"/>`;
  switch (shape) {
    case 0:
      return {
        body: cord + gourd(400, 340, 1.05, 'p', c.p) + knot(400, 590, 40) + tassel(400, 612, 140, 70),
        shadow: [400, 760, 110, 14],
        focus: [400, 330],
        upright: true,
      };
    case 1:
      return {
        body: cord + knot(400, 215, 44) + ingot(400, 370, 1.4, 'p', c.p) + tassel(400, 460, 190, 80),
        shadow: [400, 690, 200, 20],
        focus: [400, 360],
        upright: true,
      };
    case 2:
      return {
        body:
          cord +
          knot(400, 210, 60) +
          `<path d="${ellipsePath(400, 400, 150, 150)}${ellipsePath(400, 400, 46, 46)}" fill="url(#pR)" fill-rule="evenodd" stroke="${dark(c.p, 0.35)}" stroke-width="3"/>` +
          `<circle cx="400" cy="400" r="104" fill="none" stroke="${light(c.p, 0.35)}" stroke-width="5" stroke-dasharray="14 10"/>` +
          `<path d="M400 446V560" stroke="${RED}" stroke-width="8"/>` +
          tassel(400, 556, 170, 72),
        shadow: [400, 760, 110, 14],
        focus: [400, 380],
        upright: true,
      };
    case 3:
      return {
        body: cord + bell(400, 360, 1.4, 'p', c.p) + knot(400, 592, 40) + tassel(400, 614, 140, 64),
        shadow: [400, 760, 110, 14],
        focus: [400, 340],
        upright: true,
      };
    default:
      return {
        body: `<g transform="translate(400 420) scale(.9) translate(-400 -420)">${beast(c, 'pixiu')}</g>${pedestal(400, 620, 360, 's', c.s)}`,
        shadow: [400, 680, 230, 22],
        focus: [450, 380],
        upright: true,
      };
  }
}

const MOTIFS: Record<ArtMotif, (c: Ctx) => Drawn> = {
  bracelet: drawBracelet,
  coin: drawCoin,
  pendant: drawPendant,
  ring: drawRing,
  earrings: drawEarrings,
  necklace: drawNecklace,
  keychain: drawKeychain,
  medallion: drawMedallion,
  plaque: drawPlaque,
  talisman: drawTalisman,
  scarf: drawScarf,
  wallet: drawWallet,
  'incense-holder': drawIncenseHolder,
  'incense-sticks': drawIncenseSticks,
  'singing-bowl': drawSingingBowl,
  smudge: drawSmudge,
  'wishing-paper': drawWishingPaper,
  book: drawBook,
  windchime: drawWindchime,
  'decor-statue': drawStatue,
  'decor-crystal': drawCrystal,
  'decor-fountain': drawFountain,
  'decor-ship': drawShip,
  amulet: drawAmulet,
};

// ---------------------------------------------------------------------------------------------
// Frame: background, gradients, view transform

function gradientSet(id: string, c: string): string {
  return (
    `<linearGradient id="${id}L" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(c, 0.38)}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${dark(c, 0.35)}"/></linearGradient>` +
    `<linearGradient id="${id}H" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark(c, 0.3)}"/><stop offset=".28" stop-color="${light(c, 0.45)}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${dark(c, 0.42)}"/></linearGradient>` +
    `<linearGradient id="${id}V" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, 0.3)}"/><stop offset="1" stop-color="${dark(c, 0.3)}"/></linearGradient>` +
    `<radialGradient id="${id}R" cx=".36" cy=".32" r=".75"><stop offset="0" stop-color="${light(c, 0.6)}"/><stop offset=".45" stop-color="${c}"/><stop offset="1" stop-color="${dark(c, 0.42)}"/></radialGradient>`
  );
}

function cloudMark(x: number, y: number, s: number): string {
  return `<path transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" d="M-60 10H60M-40 10a22 22 0 1 1 30-24a26 26 0 0 1 48 6a18 18 0 0 1 18 18M-10 -14a10 10 0 1 1 10 10"/>`;
}

function background(
  bg: string,
  pattern: number,
  rnd: () => number,
  upright: boolean,
): { defs: string; svg: string } {
  const line = dark(bg, 0.35);
  let defs = `<radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="${light(bg, 0.6)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>`;
  let svg = `<rect width="800" height="800" fill="${bg}"/><rect width="800" height="800" fill="url(#glow)"/>`;
  if (pattern === 0) {
    const oct = (r: number) => {
      const pts: string[] = [];
      for (let k = 0; k < 8; k++) {
        const a = Math.PI / 8 + (k * Math.PI) / 4;
        pts.push(`${f(400 + r * Math.cos(a))} ${f(400 + r * Math.sin(a))}`);
      }
      return `M${pts.join('L')}Z`;
    };
    svg += `<path d="${oct(350)}${oct(300)}" fill="none" stroke="${line}" stroke-width="2" opacity=".13"/>`;
    svg += `<g opacity=".1">${trigramRing(400, 400, 314, 70, 7, line)}</g>`;
  } else if (pattern === 1) {
    let clouds = '';
    for (let i = 0; i < 5; i++) {
      clouds += cloudMark(60 + rnd() * 680, 60 + rnd() * 680, 0.7 + rnd() * 0.8);
    }
    svg += `<g fill="none" stroke="${line}" stroke-width="3" stroke-linecap="round" opacity=".13">${clouds}</g>`;
  } else if (pattern === 2) {
    defs += `<pattern id="lat" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H64M0 0V64M16 32H48M32 16V48" stroke="${line}" stroke-width="2" fill="none"/></pattern>`;
    svg += `<rect width="800" height="800" fill="url(#lat)" opacity=".09"/>`;
  } else {
    const cx = rnd() < 0.5 ? 120 : 680;
    const cy = rnd() < 0.5 ? 120 : 680;
    let rings = '';
    for (let r = 90; r < 900; r += 70) rings += `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    svg += `<g fill="none" stroke="${line}" stroke-width="2" opacity=".1">${rings}</g>`;
  }
  if (upright) {
    defs += `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark(bg, 0.06)}" stop-opacity="0"/><stop offset="1" stop-color="${dark(bg, 0.08)}"/></linearGradient>`;
    svg += `<rect y="560" width="800" height="240" fill="url(#floor)"/>`;
  }
  return { defs, svg };
}

function compose(
  drawn: Drawn,
  colors: { p: string; s: string; bg: string },
  seed: number,
  view: number,
  fixed = false,
): string {
  const rnd = mulberry32(seed * 7919 + view * 104729 + 17);
  const pattern = (Math.abs(seed >> 2) + view) % 4;
  const bgPart = background(colors.bg, pattern, rnd, drawn.upright === true);
  let transform: string;
  if (fixed) {
    transform = 'translate(0 0)';
  } else if (view === 1) {
    const [fx, fy] = drawn.focus ?? [400, 400];
    const s = 1.38;
    const clamp = (v: number) => Math.min(0, Math.max(800 - 800 * s, v));
    transform = `translate(${f(clamp(400 - fx * s))} ${f(clamp(400 - fy * s))}) scale(${s})`;
  } else if (view === 2 && !drawn.ownView2) {
    const rot = drawn.upright ? 0 : -10 + rnd() * 20;
    transform = `translate(400 410) scale(-0.9 0.9) rotate(${f(rot)}) translate(-400 -400)`;
  } else {
    const s = 0.9 + rnd() * 0.08;
    const rot = drawn.upright || drawn.ownView2 ? 0 : -8 + rnd() * 16;
    transform = `translate(400 405) scale(${Math.round(s * 100) / 100}) rotate(${f(rot)}) translate(-400 -400)`;
  }
  const shadow = drawn.shadow
    ? `<ellipse cx="${f(drawn.shadow[0])}" cy="${f(drawn.shadow[1])}" rx="${f(drawn.shadow[2])}" ry="${f(drawn.shadow[3])}" fill="#2A1D10" opacity=".22" filter="url(#blur)"/>`
    : '';
  const body = `${shadow}${drawn.under ?? ''}${drawn.body}`;
  let defs =
    '<filter id="blur" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><feGaussianBlur stdDeviation="14"/></filter>' +
    '<filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><feGaussianBlur stdDeviation="5"/></filter>' +
    bgPart.defs +
    (drawn.defs ?? '');
  const sets: [string, string][] = [
    ['p', colors.p],
    ['s', colors.s],
    ['w', WOOD],
    ['g', GOLD],
  ];
  for (const [id, col] of sets) {
    if (body.includes(`url(#${id}`)) defs += gradientSet(id, col);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    `<defs>${defs}</defs>${bgPart.svg}<g transform="${transform}">${body}</g></svg>`
  );
}

/** A square 800x800 SVG picture of the product drawn from its motif. */
export function renderProductArt(
  art: ProductArt,
  options?: { colorOverride?: string; view?: number },
): string {
  const view = Math.max(0, Math.min(2, Math.floor(options?.view ?? 0)));
  const seed = Math.abs(Math.floor(art.seed)) || 0;
  const p = safeColor(options?.colorOverride ?? art.primary, GOLD);
  const s = safeColor(art.secondary, RED);
  const bg = safeColor(art.background, '#FBF6EC');
  const draw = MOTIFS[art.motif] ?? drawAmulet;
  const ctx: Ctx = { p, s, bg, rnd: mulberry32(seed * 31 + 7), shape: seed % 12, view };
  return compose(draw(ctx), { p, s, bg }, seed, view);
}

const CATEGORY_MOTIF: Record<string, [ArtMotif, number, string]> = {
  amulets: ['amulet', 0, RED],
  'feng-shui-fashion': ['scarf', 1, GOLD],
  'incense-space-clearing': ['incense-holder', 0, '#6D4C41'],
  'feng-shui-bracelets': ['bracelet', 0, GOLD],
  'feng-shui-books': ['book', 0, GOLD],
  'auspicious-home-decor': ['decor-statue', 1, '#6D4C41'],
  windchimes: ['windchime', 0, '#8D6E63'],
  keychains: ['keychain', 0, GOLD],
  medallions: ['medallion', 0, RED],
  plaque: ['plaque', 2, RED],
  'talisman-card': ['talisman', 0, RED],
  earrings: ['earrings', 1, GOLD],
  necklaces: ['necklace', 0, GOLD],
  pendants: ['pendant', 1, GOLD],
  rings: ['ring', 0, GOLD],
  'scarves-shawls': ['scarf', 2, GOLD],
  wallets: ['wallet', 0, GOLD],
  'incense-holder-burner': ['incense-holder', 3, GOLD],
  'incense-sticks': ['incense-sticks', 0, RED],
  'singing-bowl': ['singing-bowl', 0, RED],
  'smudge-kit': ['smudge', 0, '#F5F0E6'],
  'wishing-paper': ['wishing-paper', 0, GOLD],
};

/** 800x800 icon-like picture for a category: the category's motif on a soft medallion backdrop. */
export function renderCategoryArt(slug: string, primary: string, background: string): string {
  const [motif, shape, secondary] = CATEGORY_MOTIF[slug] ?? ['amulet', 0, RED];
  const p = safeColor(primary, GOLD);
  const bg = safeColor(background, '#FBF6EC');
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const ctx: Ctx = { p, s: secondary, bg, rnd: mulberry32(hash), shape, view: 0 };
  const drawn = MOTIFS[motif](ctx);
  const badge =
    `<circle cx="400" cy="400" r="330" fill="${light(bg, 0.45)}"/>` +
    `<circle cx="400" cy="400" r="330" fill="none" stroke="${p}" stroke-width="6" opacity=".35"/>` +
    `<circle cx="400" cy="400" r="350" fill="none" stroke="${p}" stroke-width="2" stroke-dasharray="4 10" opacity=".35"/>`;
  const shadow = drawn.shadow
    ? `<ellipse cx="${f(drawn.shadow[0])}" cy="${f(drawn.shadow[1])}" rx="${f(drawn.shadow[2])}" ry="${f(drawn.shadow[3])}" fill="#2A1D10" opacity=".2" filter="url(#blur)"/>`
    : '';
  const inner = `<g transform="translate(400 410) scale(.74) translate(-400 -400)">${shadow}${drawn.under ?? ''}${drawn.body}</g>`;
  const framed: Drawn = { body: badge + inner, upright: false };
  if (drawn.defs) framed.defs = drawn.defs;
  return compose(framed, { p, s: secondary, bg }, (hash % 4) << 2, 0, true);
}
