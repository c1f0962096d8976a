import type { GuideIcon, SeedGuide } from './guide-types.ts';

// The drawing of each product guide: an emblem of its product type, used on the guide's preview card
// and at the top of its PDF. Drawn on a 200 x 200 grid centred on (100, 100).

const GOLD = '#C9A227';
const RED = '#B3261E';

const f = (value: number) => String(Math.round(value * 10) / 10);

function coin(x: number, y: number, r: number, color = GOLD): string {
  const hole = r * 0.32;
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" stroke="#8A6D12" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="none" stroke="#8A6D12" stroke-width="1.5"/><rect x="${f(x - hole / 2)}" y="${f(y - hole / 2)}" width="${f(hole)}" height="${f(hole)}" fill="#FFF8E1" stroke="#8A6D12" stroke-width="1.5"/>`;
}

function icon(kind: GuideIcon, c: string): string {
  switch (kind) {
    case 'bracelet':
      return [
        ...Array.from({ length: 14 }, (_, i) => {
          const a = (Math.PI * 2 * i) / 14;
          return `<circle cx="${f(100 + 55 * Math.cos(a))}" cy="${f(100 + 55 * Math.sin(a))}" r="11" fill="${c}" stroke="#fff" stroke-width="2"/>`;
        }),
        `<ellipse cx="100" cy="160" rx="20" ry="13" fill="${GOLD}" stroke="#8A6D12" stroke-width="2"/>`,
      ].join('');
    case 'coins':
      return [
        `<path d="M100 30 L100 60" stroke="${RED}" stroke-width="5"/>`,
        coin(100, 70, 26),
        coin(100, 120, 26),
        coin(100, 170, 26),
        `<path d="M100 180 L88 196 M100 180 L112 196" stroke="${RED}" stroke-width="5"/>`,
      ].join('');
    case 'bottle':
      return [
        `<rect x="88" y="30" width="24" height="20" rx="4" fill="#A0703A"/>`,
        `<path d="M90 50 L90 75 Q60 90 60 120 L60 160 Q60 175 75 175 L125 175 Q140 175 140 160 L140 120 Q140 90 110 75 L110 50Z" fill="#FFFFFF" fill-opacity="0.6" stroke="${c}" stroke-width="4"/>`,
        ...Array.from(
          { length: 16 },
          (_, i) =>
            `<circle cx="${70 + ((i * 37) % 60)}" cy="${128 + ((i * 13) % 40)}" r="${5 + (i % 3)}" fill="${i % 3 === 0 ? GOLD : c}"/>`,
        ),
        `<rect x="85" y="92" width="30" height="22" rx="3" fill="${RED}"/>`,
      ].join('');
    case 'fashion':
      return [
        `<path d="M70 80 Q70 45 100 45 Q130 45 130 80" fill="none" stroke="${c}" stroke-width="7"/>`,
        `<path d="M45 80 L155 80 L145 165 Q144 172 136 172 L64 172 Q56 172 55 165Z" fill="${c}"/>`,
        `<path d="M60 100 L140 100" stroke="${GOLD}" stroke-width="4"/>`,
        `<path d="M150 95 L162 125" stroke="${RED}" stroke-width="4"/>`,
        coin(164, 138, 14),
      ].join('');
    case 'fountain':
      return [
        `<path d="M40 165 L160 165 L150 185 L50 185Z" fill="${c}"/>`,
        `<path d="M70 110 L130 110 L122 125 L78 125Z" fill="${c}"/>`,
        `<rect x="94" y="125" width="12" height="40" fill="${c}"/>`,
        `<rect x="96" y="70" width="8" height="40" fill="${c}"/>`,
        `<path d="M100 70 Q70 60 60 110 M100 70 Q130 60 140 110 M78 125 Q55 135 50 165 M122 125 Q145 135 150 165" fill="none" stroke="#6FB3D9" stroke-width="4"/>`,
        `<circle cx="100" cy="62" r="8" fill="#6FB3D9"/>`,
      ].join('');
    case 'decor':
      return [
        `<rect x="94" y="120" width="12" height="45" fill="#8D6E63"/>`,
        `<path d="M60 170 L140 170 L130 185 L70 185Z" fill="${c}"/>`,
        ...[
          [100, 55],
          [70, 75],
          [130, 75],
          [55, 105],
          [145, 105],
          [85, 100],
          [115, 100],
          [100, 125],
        ].map(([x, y]) => coin(x!, y!, 15)),
      ].join('');
    case 'incense':
      return [
        `<path d="M55 130 L145 130 Q140 175 100 175 Q60 175 55 130Z" fill="${c}"/>`,
        `<path d="M70 175 L62 192 M130 175 L138 192 M100 176 L100 192" stroke="${c}" stroke-width="6"/>`,
        `<path d="M85 130 L82 70 M100 130 L100 62 M115 130 L118 70" stroke="#8D4B2A" stroke-width="4"/>`,
        `<path d="M82 66 Q72 50 84 38 Q96 26 86 12 M100 58 Q110 44 100 30 M118 66 Q128 52 118 40 Q108 28 120 16" fill="none" stroke="#9AA5AD" stroke-width="3"/>`,
        `<circle cx="82" cy="68" r="3" fill="${RED}"/><circle cx="100" cy="60" r="3" fill="${RED}"/><circle cx="118" cy="68" r="3" fill="${RED}"/>`,
      ].join('');
    case 'keychain':
      return [
        `<circle cx="70" cy="60" r="26" fill="none" stroke="#8A8F98" stroke-width="7"/>`,
        `<path d="M88 78 L150 140" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
        `<path d="M130 120 L142 108 M145 135 L157 123" stroke="${c}" stroke-width="9" stroke-linecap="round"/>`,
        `<circle cx="60" cy="125" r="16" fill="${GOLD}"/><circle cx="60" cy="155" r="22" fill="${GOLD}"/>`,
        `<path d="M60 86 L60 109" stroke="${RED}" stroke-width="4"/>`,
      ].join('');
    case 'medallion':
      return [
        `<path d="M100 20 L100 40" stroke="${RED}" stroke-width="5"/>`,
        `<circle cx="100" cy="110" r="70" fill="${GOLD}" stroke="#8A6D12" stroke-width="3"/>`,
        `<polygon points="${Array.from({ length: 8 }, (_, i) => {
          const a = (Math.PI / 4) * i + Math.PI / 8;
          return `${f(100 + 55 * Math.sin(a))},${f(110 - 55 * Math.cos(a))}`;
        }).join(' ')}" fill="none" stroke="#8A6D12" stroke-width="3"/>`,
        `<circle cx="100" cy="110" r="28" fill="#fff"/>`,
        `<path d="M100 82 A14 14 0 0 1 100 110 A14 14 0 0 0 100 138 A28 28 0 0 1 100 82Z" fill="${c}"/>`,
      ].join('');
    case 'bowl':
      return [
        coin(80, 85, 16),
        coin(115, 80, 16),
        `<polygon points="95,70 105,50 115,70 105,90" fill="#E6B422" stroke="#8A6D12" stroke-width="2"/>`,
        `<ellipse cx="100" cy="110" rx="70" ry="14" fill="#E9D8A6"/>`,
        `<path d="M30 110 Q35 175 100 175 Q165 175 170 110Z" fill="${c}"/>`,
        `<path d="M45 130 L155 130" stroke="${RED}" stroke-width="4"/>`,
        `<rect x="75" y="175" width="50" height="10" rx="3" fill="${c}"/>`,
      ].join('');
    case 'smudge':
      return [
        `<path d="M35 150 Q100 195 165 150 Q150 130 100 135 Q50 130 35 150Z" fill="#D8C3A5" stroke="#9E8A6B" stroke-width="3"/>`,
        `<path d="M70 130 L125 60" stroke="${c}" stroke-width="22" stroke-linecap="round"/>`,
        `<path d="M75 122 L120 66" stroke="#fff" stroke-width="3" stroke-dasharray="6 8" opacity="0.6"/>`,
        `<path d="M128 54 Q118 40 132 28 Q146 16 136 4" fill="none" stroke="#9AA5AD" stroke-width="4"/>`,
      ].join('');
    case 'card':
      return [
        `<rect x="45" y="45" width="110" height="140" rx="10" fill="${c}" stroke="${GOLD}" stroke-width="5"/>`,
        `<rect x="57" y="57" width="86" height="116" rx="6" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
        coin(100, 105, 26),
        `<path d="M70 155 L130 155" stroke="${GOLD}" stroke-width="4"/>`,
      ].join('');
    case 'wallet':
      return [
        `<rect x="30" y="65" width="140" height="90" rx="12" fill="${c}"/>`,
        `<path d="M30 90 L170 90" stroke="#00000033" stroke-width="3"/>`,
        `<rect x="140" y="95" width="34" height="26" rx="6" fill="${GOLD}"/>`,
        coin(75, 125, 18),
        `<rect x="45" y="52" width="90" height="18" rx="3" fill="#3F8F5E"/>`,
      ].join('');
    case 'chime':
      return [
        `<path d="M100 15 L100 40" stroke="#555" stroke-width="3"/>`,
        `<ellipse cx="100" cy="45" rx="55" ry="10" fill="${c}"/>`,
        ...[50, 72, 100, 128, 150].map(
          (x, i) =>
            `<path d="M${x} 50 L${x} 62" stroke="#555" stroke-width="2"/><rect x="${x - 6}" y="62" width="12" height="${[70, 95, 115, 95, 70][i]}" rx="5" fill="${i % 2 ? GOLD : '#B8BEC6'}"/>`,
        ),
        `<path d="M100 52 L100 150" stroke="#555" stroke-width="2"/><circle cx="100" cy="160" r="12" fill="${RED}"/>`,
      ].join('');
    case 'paper':
      return [
        `<rect x="60" y="40" width="80" height="130" fill="${c}"/>`,
        `<rect x="50" y="30" width="100" height="16" rx="8" fill="${GOLD}"/>`,
        `<rect x="50" y="164" width="100" height="16" rx="8" fill="${GOLD}"/>`,
        `<path d="M75 70 L125 70 M75 90 L125 90 M75 110 L115 110 M75 130 L120 130" stroke="${GOLD}" stroke-width="4"/>`,
        `<path d="M140 100 Q165 110 150 140" fill="none" stroke="${RED}" stroke-width="4"/>`,
      ].join('');
  }
}

/** The emblem alone on a round medallion of the guide's colours (the PDF's header picture). */
export function renderGuideEmblem(guide: SeedGuide, size = 400): string {
  const { primary, background } = guide.palette;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">`,
    `<circle cx="100" cy="100" r="98" fill="${background}" stroke="${primary}" stroke-width="3"/>`,
    `<g transform="translate(100 100) scale(0.78) translate(-100 -100)">${icon(guide.icon, primary)}</g>`,
    '</svg>',
  ].join('');
}

export const PREVIEW_WIDTH = 800;
export const PREVIEW_HEIGHT = 1000;

/** The guide's card: a booklet cover with its emblem, in the guide's colours. */
export function renderGuidePreview(guide: SeedGuide): string {
  const { primary, background } = guide.palette;
  const lines = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${150 + (i % 2) * 40}" y="${700 + i * 42}" width="${500 - (i % 2) * 80 - (i === 4 ? 160 : 0)}" height="14" rx="7" fill="${primary}" opacity="0.18"/>`,
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${background}"/>`,
    `<rect width="${PREVIEW_WIDTH}" height="120" fill="${primary}"/>`,
    `<rect y="120" width="${PREVIEW_WIDTH}" height="10" fill="${GOLD}"/>`,
    `<rect x="30" y="160" width="${PREVIEW_WIDTH - 60}" height="${PREVIEW_HEIGHT - 190}" rx="20" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
    `<circle cx="400" cy="60" r="34" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
    `<rect x="386" y="46" width="28" height="28" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
    `<circle cx="400" cy="400" r="220" fill="#FFFFFF" stroke="${primary}" stroke-width="6"/>`,
    `<g transform="translate(400 400) scale(1.8) translate(-100 -100)">${icon(guide.icon, primary)}</g>`,
    lines,
    '</svg>',
  ].join('');
}
