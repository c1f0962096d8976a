/*
 * The frame around a drawn motif: background pattern, shared gradients, ground shadow and view transform.
 */

import { trigramRing } from './parts.ts';
import { type Drawn, dark, f, GOLD, light, mulberry32, WOOD } from './svg-kit.ts';

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

export function compose(
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
