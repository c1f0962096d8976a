/*
 * Motifs: incense-holder, incense-sticks, singing-bowl, smudge, wishing-paper.
 */

import { glowTip, glyph, smoke, smokeColor } from './parts.ts';
import { type Ctx, type Drawn, dark, f, GOLD, light, mulberry32, RED, shapeOf } from './svg-kit.ts';

export function drawIncenseHolder(c: Ctx): Drawn {
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

export function drawIncenseSticks(c: Ctx): Drawn {
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

export function drawSingingBowl(c: Ctx): Drawn {
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

export function drawSmudge(c: Ctx): Drawn {
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

export function drawWishingPaper(c: Ctx): Drawn {
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
