import type { BlogCategory } from '@fengshui/shared/cms';

// docs/architecture.md#demo-data: no stock photos offline, so each blog cover is drawn: a motif of its topic (the moon
// of dreams, the three zones of the face, the bagua, the lines of the palm) on a calm gradient. No text:
// the page prints the title, and fonts are not guaranteed where the seed runs.

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

const PALETTES: Record<BlogCategory, Palette[]> = {
  'Dream Meaning': [
    { from: '#1B1F4B', to: '#4B2C6F', ink: '#F3E9C6', accent: '#E3B341' },
    { from: '#12324A', to: '#2D5D7B', ink: '#EAF2F7', accent: '#F2C94C' },
    { from: '#2A1B3D', to: '#6B3F69', ink: '#F7E6F0', accent: '#E8B04B' },
  ],
  'Face Reading': [
    { from: '#F6E3D3', to: '#E8B89A', ink: '#6B3A2A', accent: '#B3261E' },
    { from: '#F3EAD9', to: '#D9C3A0', ink: '#5A4632', accent: '#9C4A1A' },
    { from: '#F8E8E0', to: '#E6A9A0', ink: '#6A2E2A', accent: '#C9A227' },
  ],
  'Feng Shui': [
    { from: '#8E1B16', to: '#C0392B', ink: '#FBE9C0', accent: '#E3B341' },
    { from: '#7A1D14', to: '#A8432A', ink: '#FFF3D6', accent: '#F2C94C' },
    { from: '#1F4D3A', to: '#2E7D5B', ink: '#F4EBC9', accent: '#E3B341' },
    { from: '#5C1A1A', to: '#8E2F24', ink: '#FCE8C4', accent: '#D4A72C' },
  ],
  Palmistry: [
    { from: '#DCEBE3', to: '#9CC3B0', ink: '#24473A', accent: '#B3261E' },
    { from: '#E7E1F1', to: '#B7A6D3', ink: '#3B2C5C', accent: '#C9A227' },
    { from: '#F1E7D0', to: '#CDB68A', ink: '#4B3A1E', accent: '#8E1B16' },
  ],
};

const f = (value: number) => String(Math.round(value * 10) / 10);

/** A small deterministic sequence, so the same post always gets the same cover. */
function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function stars(count: number, seed: number, color: string): string {
  const next = random(seed);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = next() * COVER_WIDTH;
    const y = next() * COVER_HEIGHT * 0.8;
    const r = 1.5 + next() * 3;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" opacity="${f(0.35 + next() * 0.5)}"/>`;
  }
  return out;
}

function sparkle(x: number, y: number, size: number, color: string): string {
  const s = size;
  return `<path d="M${f(x)} ${f(y - s)} Q${f(x + s * 0.15)} ${f(y - s * 0.15)} ${f(x + s)} ${f(y)} Q${f(x + s * 0.15)} ${f(y + s * 0.15)} ${f(x)} ${f(y + s)} Q${f(x - s * 0.15)} ${f(y + s * 0.15)} ${f(x - s)} ${f(y)} Q${f(x - s * 0.15)} ${f(y - s * 0.15)} ${f(x)} ${f(y - s)}Z" fill="${color}"/>`;
}

function cloud(x: number, y: number, scale: number, color: string, opacity: number): string {
  const circles = [
    [0, 0, 60],
    [70, -25, 75],
    [150, 0, 60],
    [75, 25, 55],
  ]
    .map(
      ([dx, dy, r]) => `<circle cx="${f(x + dx! * scale)}" cy="${f(y + dy! * scale)}" r="${f(r! * scale)}"/>`,
    )
    .join('');
  return `<g fill="${color}" opacity="${opacity}">${circles}</g>`;
}

function dreamMotif(p: Palette, variant: number): string {
  const cx = variant % 2 === 0 ? 1080 : 520;
  const cy = 400;
  return [
    stars(90, variant + 3, p.ink),
    `<circle cx="${cx}" cy="${cy}" r="230" fill="${p.accent}" opacity="0.15"/>`,
    // The crescent: the moon's disc with a second disc of the sky's colour over it.
    `<mask id="moon"><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="black"/><circle cx="${cx}" cy="${cy}" r="170" fill="white"/><circle cx="${cx + 80}" cy="${cy - 50}" r="150" fill="black"/></mask>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${p.accent}" mask="url(#moon)"/>`,
    sparkle(cx + 230, cy - 150, 34, p.ink),
    sparkle(cx - 260, cy + 60, 22, p.accent),
    sparkle(cx + 160, cy + 200, 16, p.ink),
    cloud(cx - 420, 700, 1.3, p.ink, 0.16),
    cloud(cx + 120, 760, 1.6, p.ink, 0.12),
    cloud(cx - 80, 640, 0.8, p.ink, 0.1),
  ].join('');
}

function faceMotif(p: Palette, variant: number): string {
  const cx = variant === 1 ? 520 : 1060;
  const cy = 450;
  const line = `stroke="${p.ink}" stroke-width="7" fill="none" stroke-linecap="round"`;
  const zone = (y: number) =>
    `<line x1="${cx - 300}" y1="${y}" x2="${cx + 300}" y2="${y}" stroke="${p.accent}" stroke-width="4" stroke-dasharray="18 14" opacity="0.8"/>`;
  return [
    `<circle cx="${cx}" cy="${cy}" r="360" fill="${p.ink}" opacity="0.06"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="190" ry="260" ${line}/>`,
    // Brows, eyes, nose and mouth: the features each zone is read by.
    `<path d="M${cx - 120} ${cy - 80} Q${cx - 75} ${cy - 112} ${cx - 30} ${cy - 86}" ${line}/>`,
    `<path d="M${cx + 30} ${cy - 86} Q${cx + 75} ${cy - 112} ${cx + 120} ${cy - 80}" ${line}/>`,
    `<ellipse cx="${cx - 72}" cy="${cy - 40}" rx="26" ry="12" fill="${p.ink}"/>`,
    `<ellipse cx="${cx + 72}" cy="${cy - 40}" rx="26" ry="12" fill="${p.ink}"/>`,
    `<path d="M${cx} ${cy - 40} L${cx - 16} ${cy + 50} Q${cx} ${cy + 64} ${cx + 18} ${cy + 52}" ${line}/>`,
    `<path d="M${cx - 60} ${cy + 120} Q${cx} ${cy + 158} ${cx + 60} ${cy + 120}" ${line}/>`,
    zone(cy - 130),
    zone(cy + 70),
    `<circle cx="${cx + 330}" cy="${cy - 190}" r="16" fill="${p.accent}"/>`,
    `<circle cx="${cx + 330}" cy="${cy - 30}" r="16" fill="${p.accent}" opacity="0.7"/>`,
    `<circle cx="${cx + 330}" cy="${cy + 150}" r="16" fill="${p.accent}" opacity="0.45"/>`,
  ].join('');
}

/** The eight trigrams of the later-heaven bagua, from the top clockwise; 1 is a solid line. */
const TRIGRAMS = [
  [1, 0, 1],
  [0, 0, 0],
  [0, 1, 1],
  [1, 1, 0],
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, 1],
  [1, 1, 1],
];

function baguaMotif(p: Palette, variant: number): string {
  const cx = variant % 2 === 0 ? 1080 : 520;
  const cy = 450;
  const radius = 300;
  const octagon = Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI / 4) * index + Math.PI / 8;
    return `${f(cx + radius * Math.sin(angle))},${f(cy - radius * Math.cos(angle))}`;
  }).join(' ');
  const trigrams = TRIGRAMS.map((lines, index) => {
    const bars = lines
      .map((solid, level) => {
        const y = -radius + 40 + level * 30;
        return solid
          ? `<rect x="-70" y="${y}" width="140" height="18" rx="4"/>`
          : `<rect x="-70" y="${y}" width="60" height="18" rx="4"/><rect x="10" y="${y}" width="60" height="18" rx="4"/>`;
      })
      .join('');
    return `<g transform="translate(${cx} ${cy}) rotate(${index * 45})" fill="${p.accent}">${bars}</g>`;
  }).join('');
  const r = 110;
  return [
    `<circle cx="${cx}" cy="${cy}" r="420" fill="${p.ink}" opacity="0.06"/>`,
    `<polygon points="${octagon}" fill="none" stroke="${p.accent}" stroke-width="8"/>`,
    trigrams,
    `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="${p.accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.ink}"/>`,
    `<path d="M${cx} ${cy - r} A${r / 2} ${r / 2} 0 0 1 ${cx} ${cy} A${r / 2} ${r / 2} 0 0 0 ${cx} ${cy + r} A${r} ${r} 0 0 1 ${cx} ${cy - r}Z" fill="${p.from}"/>`,
    `<circle cx="${cx}" cy="${cy - r / 2}" r="${r / 7}" fill="${p.ink}"/>`,
    `<circle cx="${cx}" cy="${cy + r / 2}" r="${r / 7}" fill="${p.from}"/>`,
  ].join('');
}

function palmMotif(p: Palette, variant: number): string {
  const cx = variant === 1 ? 520 : 1080;
  const cy = 470;
  const stroke = `fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  const lines = `fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"`;
  const finger = (x: number, top: number, width: number) =>
    `<rect x="${cx + x - width / 2}" y="${cy + top}" width="${width}" height="${-top - 100}" rx="${width / 2}" ${stroke}/>`;
  return [
    `<circle cx="${cx}" cy="${cy}" r="400" fill="${p.ink}" opacity="0.07"/>`,
    finger(-105, -370, 62),
    finger(-35, -410, 64),
    finger(35, -395, 64),
    finger(103, -340, 58),
    `<path d="M${cx - 145} ${cy - 110} L${cx - 150} ${cy + 140} Q${cx - 140} ${cy + 300} ${cx} ${cy + 310} Q${cx + 140} ${cy + 300} ${cx + 140} ${cy + 130} L${cx + 138} ${cy - 110} Q${cx} ${cy - 140} ${cx - 145} ${cy - 110}Z" ${stroke}/>`,
    `<path d="M${cx - 150} ${cy + 40} Q${cx - 250} ${cy - 40} ${cx - 300} ${cy - 110} Q${cx - 320} ${cy - 150} ${cx - 280} ${cy - 150} Q${cx - 230} ${cy - 120} ${cx - 150} ${cy - 40}" ${stroke}/>`,
    // Heart, head, life and fate lines.
    `<path d="M${cx + 135} ${cy - 60} Q${cx + 20} ${cy - 90} ${cx - 80} ${cy - 60}" ${lines}/>`,
    `<path d="M${cx - 140} ${cy - 20} Q${cx - 20} ${cy + 10} ${cx + 110} ${cy + 50}" ${lines}/>`,
    `<path d="M${cx - 138} ${cy - 10} Q${cx - 60} ${cy + 120} ${cx - 70} ${cy + 290}" ${lines}/>`,
    `<path d="M${cx + 10} ${cy + 300} Q${cx + 20} ${cy + 100} ${cx + 5} ${cy - 50}" ${lines} opacity="0.7"/>`,
    stars(30, variant + 11, p.accent),
  ].join('');
}

const MOTIFS: Record<BlogCategory, (palette: Palette, variant: number) => string> = {
  'Dream Meaning': dreamMotif,
  'Face Reading': faceMotif,
  'Feng Shui': baguaMotif,
  Palmistry: palmMotif,
};

/**
 * A background pattern of the post's own: with four topics and a few palettes, the motif alone
 * repeated from post to post on the blog list, so each post also gets one of these compositions,
 * placed and scaled by its number (docs/content.md#blog).
 */
const PATTERNS: ((p: Palette, seed: number) => string)[] = [
  // Diagonal bands.
  (p, seed) =>
    Array.from({ length: 9 }, (_, index) => {
      const x = -400 + index * 260 + (seed % 5) * 30;
      return `<path d="M${x} ${COVER_HEIGHT} L${x + 500} 0 L${x + 580} 0 L${x + 80} ${COVER_HEIGHT}Z" fill="${p.ink}" opacity="0.05"/>`;
    }).join(''),
  // Concentric rings from a corner.
  (p, seed) => {
    const corner = seed % 2 === 0 ? 0 : COVER_WIDTH;
    return Array.from(
      { length: 7 },
      (_, index) =>
        `<circle cx="${corner}" cy="${COVER_HEIGHT}" r="${180 + index * 130}" fill="none" stroke="${p.accent}" stroke-width="10" opacity="${f(0.22 - index * 0.025)}"/>`,
    ).join('');
  },
  // A grid of coins.
  (p, seed) => {
    const next = random(seed + 101);
    let out = '';
    for (let row = 0; row < 5; row += 1) {
      for (let column = 0; column < 9; column += 1) {
        if (next() < 0.45) continue;
        const x = 90 + column * 180 + (row % 2) * 90;
        const y = 90 + row * 180;
        out += `<circle cx="${x}" cy="${y}" r="34" fill="none" stroke="${p.accent}" stroke-width="6" opacity="0.28"/><rect x="${x - 10}" y="${y - 10}" width="20" height="20" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.28"/>`;
      }
    }
    return out;
  },
  // Rolling waves along the bottom.
  (p, seed) =>
    Array.from({ length: 5 }, (_, index) => {
      const y = 560 + index * 70;
      const amplitude = 30 + ((seed + index) % 3) * 12;
      let d = `M0 ${y}`;
      for (let x = 0; x < COVER_WIDTH; x += 200) d += ` q100 ${-amplitude} 200 0`;
      return `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="8" opacity="${f(0.08 + index * 0.03)}"/>`;
    }).join(''),
  // A band of lattice (the window grilles of old houses).
  (p, seed) => {
    const top = seed % 2 === 0 ? 60 : 640;
    let out = '';
    for (let x = 40; x < COVER_WIDTH; x += 120) {
      out += `<rect x="${x}" y="${top}" width="90" height="190" fill="none" stroke="${p.accent}" stroke-width="6" opacity="0.25"/><line x1="${x}" y1="${top + 95}" x2="${x + 90}" y2="${top + 95}" stroke="${p.accent}" stroke-width="6" opacity="0.25"/>`;
    }
    return out;
  },
];

/**
 * The cover of a post: its topic's motif in one of the topic's palettes, over a pattern, placed and
 * sized by `seed` (the post's number), so no two seeded posts share a picture.
 */
export function renderBlogCover(category: BlogCategory, variant: number, seed = variant): string {
  const palettes = PALETTES[category];
  const palette = palettes[seed % palettes.length]!;
  const pattern = PATTERNS[seed % PATTERNS.length]!;
  const scale = [1, 0.82, 0.92, 0.74][seed % 4]!;
  const shift = [0, 90, -90, 45][Math.floor(seed / 4) % 4]!;
  const angle = (seed * 37) % 90;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>`,
    pattern(palette, seed),
    `<g transform="translate(${f(COVER_WIDTH / 2 + shift)} ${f(COVER_HEIGHT / 2)}) scale(${scale}) translate(${-COVER_WIDTH / 2} ${-COVER_HEIGHT / 2})">`,
    MOTIFS[category](palette, variant),
    '</g>',
    `<rect x="24" y="24" width="${COVER_WIDTH - 48}" height="${COVER_HEIGHT - 48}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.5" rx="18"/>`,
    '</svg>',
  ].join('');
}
