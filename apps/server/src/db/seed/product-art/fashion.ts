/*
 * Motifs: scarf, wallet.
 */

import { coin } from './parts.ts';
import { type Ctx, type Drawn, dark, f, GOLD, light, RED, shapeOf } from './svg-kit.ts';

export function drawScarf(c: Ctx): Drawn {
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

export function drawWallet(c: Ctx): Drawn {
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
