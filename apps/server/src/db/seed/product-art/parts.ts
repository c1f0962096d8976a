/*
 * Reusable drawing parts (beads, coins, knots, charms, symbols...) that several motifs combine.
 */

import { type Ctx, dark, f, GOLD, light, luminance, mulberry32, RED } from './svg-kit.ts';

export function bead(x: number, y: number, r: number, grad = 'pR'): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${grad})"/>` +
    `<ellipse cx="${f(x - r * 0.34)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.3)}" ry="${f(r * 0.17)}" fill="#FFF" opacity=".4"/>`
  );
}

/** Pseudo-calligraphy mark: a few brush strokes that read as a character without needing a font. */
export function glyph(
  x: number,
  y: number,
  size: number,
  color: string,
  rnd: () => number,
  width: number,
): string {
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

export function tassel(x: number, y: number, len: number, w: number, color = RED): string {
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
export function knot(x: number, y: number, s: number, color = RED): string {
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
export function coin(
  cx: number,
  cy: number,
  r: number,
  c: Ctx,
  rot = 0,
  sy = 1,
  grad = 'p',
  base = c.p,
): string {
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
export function pixiuCharm(x: number, y: number, w: number, rot: number, grad: string, base: string): string {
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
export function gourd(x: number, y: number, scale: number, grad: string, base: string, tie = RED): string {
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
export function ingot(x: number, y: number, scale: number, grad: string, base: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">` +
    `<path d="M-150 -40Q-120 -10 -80 -22L80 -22Q120 -10 150 -40Q150 30 90 60Q0 82 -90 60Q-150 30 -150 -40Z" fill="url(#${grad}L)" stroke="${dark(base, 0.35)}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="-30" rx="70" ry="52" fill="url(#${grad}R)" stroke="${dark(base, 0.3)}" stroke-width="3"/>` +
    `<path d="M-128 -30Q-70 0 0 0Q70 0 128 -30" stroke="${light(base, 0.5)}" stroke-width="4" fill="none" opacity=".7"/>` +
    `<ellipse cx="-24" cy="-52" rx="20" ry="12" fill="#FFF" opacity=".35"/>` +
    '</g>'
  );
}

export function bell(x: number, y: number, scale: number, grad: string, base: string): string {
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

export function yinYang(x: number, y: number, r: number, a: string, b: string): string {
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
export function trigramRing(
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

export function smoke(x: number, y: number, len: number, color: string, rnd: () => number): string {
  const sway = 22 + rnd() * 18;
  const d = `M${f(x)} ${f(y)}C${f(x - sway)} ${f(y - len * 0.25)} ${f(x + sway)} ${f(y - len * 0.45)} ${f(x)} ${f(y - len * 0.62)}S${f(x - sway * 1.4)} ${f(y - len * 0.9)} ${f(x + sway * 0.4)} ${f(y - len)}`;
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" opacity=".18" filter="url(#soft)"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`
  );
}

export function glowTip(x: number, y: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="#FFB74D" opacity=".45"/><circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#FF7043"/>`;
}

export function smokeColor(bg: string): string {
  return luminance(bg) > 0.6 ? '#8A8A8A' : '#E0E0E0';
}

export function pedestal(cx: number, y: number, w: number, grad: string, base: string): string {
  return (
    `<path d="M${f(cx - w / 2)} ${f(y)}H${f(cx + w / 2)}L${f(cx + w / 2 - 14)} ${f(y + 54)}H${f(cx - w / 2 + 14)}Z" fill="url(#${grad}V)"/>` +
    `<rect x="${f(cx - w / 2 - 10)}" y="${f(y - 10)}" width="${f(w + 20)}" height="20" rx="8" fill="url(#${grad}L)"/>` +
    `<path d="M${f(cx - w / 2 + 20)} ${f(y + 28)}H${f(cx + w / 2 - 20)}" stroke="${light(base, 0.35)}" stroke-width="3" opacity=".5"/>`
  );
}

export function beast(c: Ctx, kind: 'pixiu' | 'elephant' | 'horse', grad = 'p', base = c.p): string {
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
