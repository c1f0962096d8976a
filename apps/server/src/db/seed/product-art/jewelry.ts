/*
 * Motifs: bracelet, pendant, ring, earrings, necklace.
 */

import { bead, coin, glyph, gourd, knot, pixiuCharm, tassel } from './parts.ts';
import { type Ctx, type Drawn, dark, ellipsePath, f, light, mulberry32, RED, shapeOf } from './svg-kit.ts';

export function drawBracelet(c: Ctx): Drawn {
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

export function drawPendant(c: Ctx): Drawn {
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

export function drawRing(c: Ctx): Drawn {
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

export function drawEarrings(c: Ctx): Drawn {
  const shape = shapeOf(c, 5);
  const alt = c.view === 2;
  const pair = alt
    ? earring(300, 170, c, shape, -14) + earring(500, 200, c, shape, 10)
    : earring(290, 170, c, shape, 0) + earring(510, 170, c, shape, 0);
  const body = `<g transform="translate(400 400) scale(1.3) translate(-400 -320)">${pair}</g>`;
  return { body, shadow: [400, 680, 260, 24], focus: [290, 400], ownView2: true, upright: true };
}

export function drawNecklace(c: Ctx): Drawn {
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
