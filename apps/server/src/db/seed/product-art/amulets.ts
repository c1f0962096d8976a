/*
 * Motifs: coin, keychain, medallion, plaque, talisman, amulet.
 */

import {
  beast,
  bell,
  coin,
  glyph,
  gourd,
  ingot,
  knot,
  pedestal,
  pixiuCharm,
  tassel,
  trigramRing,
  yinYang,
} from './parts.ts';
import {
  type Ctx,
  type Drawn,
  dark,
  ellipsePath,
  f,
  light,
  mulberry32,
  RED,
  shapeOf,
  WOOD,
} from './svg-kit.ts';

export function drawCoin(c: Ctx): Drawn {
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

export function drawKeychain(c: Ctx): Drawn {
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

export function drawMedallion(c: Ctx): Drawn {
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

export function drawPlaque(c: Ctx): Drawn {
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

export function drawTalisman(c: Ctx): Drawn {
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

export function drawAmulet(c: Ctx): Drawn {
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
