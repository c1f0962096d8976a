/*
 * Motifs: book, windchime, decor-statue, decor-crystal, decor-fountain, decor-ship.
 */

import { beast, coin, ingot, pedestal, trigramRing, yinYang } from './parts.ts';
import { type Ctx, type Drawn, dark, f, GOLD, light, mulberry32, RED, shapeOf, WATER } from './svg-kit.ts';

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

export function drawBook(c: Ctx): Drawn {
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

export function drawWindchime(c: Ctx): Drawn {
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

export function drawStatue(c: Ctx): Drawn {
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

export function drawCrystal(c: Ctx): Drawn {
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

export function drawFountain(c: Ctx): Drawn {
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

export function drawShip(c: Ctx): Drawn {
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
