import sharp from 'sharp';

/**
 * Photos for the sample listings, drawn by code at seed time (nothing is downloaded): simple
 * flat illustrations of rooms, beds, desks, dining areas, bathrooms and building fronts, in
 * varied colours, rendered to JPEG like a phone would upload them.
 */

export type Scene = 'bedroom' | 'twin' | 'triple' | 'study' | 'dining' | 'bathroom' | 'building';

const WIDTH = 1600;
const HEIGHT = 1200;

/** A small deterministic random source, so the same seed draws the same picture. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    between: (a: number, b: number) => a + next() * (b - a),
  };
}

const WALLS = ['#f3e9dc', '#e8f1ee', '#f6efe4', '#eef0f6', '#f4e4e1', '#e9efe2', '#fbf3e3'];
const FLOORS = ['#b98b63', '#a7785a', '#c9b29a', '#8f6a4f', '#d6c2a8', '#9c8f86'];
const FABRICS = ['#2a9d8f', '#e76f51', '#264653', '#f4a261', '#6d597a', '#457b9d', '#b5838d', '#0b5e5b'];
const WOODS = ['#8d5b3a', '#a0714f', '#6f4a33', '#c49a6c'];

function room(r: ReturnType<typeof random>, inner: string): string {
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const horizon = 760;
  const sky = r.pick(['#9ecbe8', '#bfe0f5', '#f7c59f', '#a8d5e2']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${horizon}" fill="${wall}"/>
  <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${floor}"/>
  <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)" opacity="0.5"/>
  ${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 200}" y1="${horizon}" x2="${i * 260 - 240}" y2="${HEIGHT}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`).join('')}
  <rect x="0" y="${horizon - 14}" width="${WIDTH}" height="14" fill="#000" opacity="0.08"/>
  <g>
    <rect x="1040" y="150" width="380" height="330" rx="10" fill="${sky}"/>
    <circle cx="1330" cy="230" r="38" fill="#fff5cc" opacity="0.9"/>
    <path d="M1040 420 l90 -70 l80 50 l110 -90 l100 80 v90 h-380z" fill="#6a994e" opacity="0.55"/>
    <rect x="1040" y="150" width="380" height="330" rx="10" fill="none" stroke="#fff" stroke-width="18"/>
    <line x1="1230" y1="150" x2="1230" y2="480" stroke="#fff" stroke-width="12"/>
    <rect x="1010" y="120" width="70" height="420" rx="12" fill="${r.pick(FABRICS)}" opacity="0.85"/>
    <rect x="1380" y="120" width="70" height="420" rx="12" fill="${r.pick(FABRICS)}" opacity="0.85"/>
  </g>
  ${inner}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
</svg>`;
}

function bed(x: number, y: number, width: number, fabric: string, wood: string, pillow = '#ffffff'): string {
  return `<g>
    <rect x="${x}" y="${y - 180}" width="30" height="300" rx="8" fill="${wood}"/>
    <rect x="${x}" y="${y}" width="${width}" height="90" rx="12" fill="${wood}"/>
    <rect x="${x + 20}" y="${y - 40}" width="${width - 30}" height="70" rx="22" fill="#fdfdfd"/>
    <rect x="${x + 40}" y="${y - 85}" width="150" height="60" rx="26" fill="${pillow}" stroke="#000" stroke-opacity="0.06"/>
    <path d="M${x + 200} ${y - 45} h${width - 220} a20 20 0 0 1 20 20 v60 h-${width - 200} z" fill="${fabric}"/>
    <rect x="${x + 10}" y="${y + 90}" width="20" height="60" fill="${wood}"/><rect x="${x + width - 30}" y="${y + 90}" width="20" height="60" fill="${wood}"/>
  </g>`;
}

function wardrobe(x: number, wood: string): string {
  return `<g><rect x="${x}" y="260" width="300" height="520" rx="10" fill="${wood}"/><line x1="${x + 150}" y1="270" x2="${x + 150}" y2="770" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>
  <rect x="${x + 120}" y="490" width="10" height="60" rx="4" fill="#e9c46a"/><rect x="${x + 170}" y="490" width="10" height="60" rx="4" fill="#e9c46a"/></g>`;
}

function desk(x: number, y: number, wood: string, chair: string): string {
  return `<g>
    <rect x="${x}" y="${y}" width="420" height="28" rx="6" fill="${wood}"/>
    <rect x="${x + 20}" y="${y + 28}" width="24" height="230" fill="${wood}"/><rect x="${x + 376}" y="${y + 28}" width="24" height="230" fill="${wood}"/>
    <rect x="${x + 60}" y="${y - 170}" width="220" height="150" rx="10" fill="#2b2d42"/><rect x="${x + 72}" y="${y - 158}" width="196" height="120" rx="6" fill="#8ecae6"/>
    <rect x="${x + 150}" y="${y - 20}" width="40" height="20" fill="#2b2d42"/>
    <path d="M${x + 320} ${y} l20 -110 l40 0 l-10 110z" fill="#ffb703"/><circle cx="${x + 360}" cy="${y - 115}" r="26" fill="#fff3b0"/>
    <rect x="${x + 140}" y="${y + 60}" width="150" height="24" rx="10" fill="${chair}"/><rect x="${x + 150}" y="${y - 70}" width="130" height="130" rx="18" fill="${chair}"/>
    <rect x="${x + 205}" y="${y + 84}" width="20" height="150" fill="#333"/>
  </g>`;
}

const scenes: Record<Scene, (r: ReturnType<typeof random>) => string> = {
  bedroom: (r) =>
    room(
      r,
      `${wardrobe(80, r.pick(WOODS))}${bed(520, 820, 620, r.pick(FABRICS), r.pick(WOODS))}<rect x="1200" y="760" width="140" height="150" rx="10" fill="${r.pick(WOODS)}"/><circle cx="1270" cy="700" r="45" fill="#ffd166"/><rect x="1262" y="700" width="16" height="60" fill="#555"/>`,
    ),
  twin: (r) =>
    room(
      r,
      `${bed(80, 830, 560, r.pick(FABRICS), r.pick(WOODS))}${bed(820, 830, 560, r.pick(FABRICS), r.pick(WOODS))}<rect x="680" y="790" width="110" height="130" rx="8" fill="${r.pick(WOODS)}"/>`,
    ),
  triple: (r) => {
    const wood = r.pick(WOODS);
    return room(
      r,
      `${bed(60, 880, 440, r.pick(FABRICS), wood)}${bed(560, 880, 440, r.pick(FABRICS), wood)}${bed(1060, 880, 440, r.pick(FABRICS), wood)}${wardrobe(1230, r.pick(WOODS)).replace('y="260"', 'y="200"')}`,
    );
  },
  study: (r) =>
    room(
      r,
      `${desk(180, 700, r.pick(WOODS), r.pick(FABRICS))}<g>${Array.from({ length: 4 }, (_, row) => `<rect x="780" y="${220 + row * 130}" width="200" height="14" fill="${r.pick(WOODS)}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${790 + i * 30}" y="${150 + row * 130}" width="22" height="70" fill="${r.pick(FABRICS)}"/>`).join('')}`).join('')}</g>${bed(1000, 880, 520, r.pick(FABRICS), r.pick(WOODS))}`,
    ),
  dining: (r) => {
    const wood = r.pick(WOODS);
    const chairs = Array.from(
      { length: 4 },
      (_, i) => `<rect x="${320 + i * 260}" y="700" width="110" height="150" rx="14" fill="${r.pick(FABRICS)}"/>`,
    ).join('');
    return room(
      r,
      `${chairs}<rect x="240" y="820" width="1100" height="40" rx="10" fill="${wood}"/><rect x="300" y="860" width="30" height="200" fill="${wood}"/><rect x="1250" y="860" width="30" height="200" fill="${wood}"/>
      ${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${380 + i * 210}" cy="812" rx="60" ry="16" fill="#fff"/><ellipse cx="${380 + i * 210}" cy="806" rx="34" ry="9" fill="${r.pick(['#f4a261', '#e9c46a', '#90be6d'])}"/>`).join('')}
      <rect x="80" y="300" width="260" height="180" rx="10" fill="#fff" stroke="${wood}" stroke-width="10"/><text x="210" y="405" font-family="Georgia, serif" font-size="46" text-anchor="middle" fill="${wood}">MENU</text>`,
    );
  },
  bathroom: (r) => {
    const tile = r.pick(['#dfe9f3', '#e6f2ef', '#f2ebe3', '#e8e4f0']);
    const tiles = Array.from({ length: 12 }, (_, col) =>
      Array.from(
        { length: 7 },
        (_, row) => `<rect x="${col * 135}" y="${row * 110}" width="130" height="105" fill="${tile}" stroke="#fff" stroke-width="5"/>`,
      ).join(''),
    ).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
      <rect width="${WIDTH}" height="${HEIGHT}" fill="#cfd8dc"/>${tiles}<rect y="770" width="${WIDTH}" height="430" fill="#9aa5ab"/>
      <rect x="520" y="180" width="360" height="420" rx="30" fill="#dceefb" stroke="#b0bec5" stroke-width="14"/>
      <rect x="480" y="640" width="440" height="60" rx="20" fill="#fff"/><rect x="640" y="700" width="120" height="260" fill="#eceff1"/>
      <rect x="1120" y="360" width="300" height="600" rx="20" fill="#fff" opacity="0.7" stroke="#b0bec5" stroke-width="10"/>
      <circle cx="1270" cy="420" r="40" fill="#90a4ae"/><rect x="180" y="560" width="170" height="230" rx="16" fill="${r.pick(FABRICS)}"/></svg>`;
  },
  building: (r) => {
    const facade = r.pick(['#f1e3d3', '#e6d5c3', '#dfe7e2', '#f3d9c6', '#e9e3f1']);
    const accent = r.pick(FABRICS);
    const floors = Math.round(r.between(3, 6));
    const rows = Array.from({ length: floors }, (_, f) =>
      Array.from({ length: 5 }, (_, w) => {
        const x = 380 + w * 170;
        const y = 1000 - (f + 1) * 150;
        return `<rect x="${x}" y="${y}" width="110" height="95" rx="6" fill="${r.next() > 0.3 ? '#ffe8a3' : '#9ecbe8'}"/><rect x="${x - 10}" y="${y + 95}" width="130" height="14" fill="${accent}"/>`;
      }).join(''),
    ).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#7fb3d5', '#f6b26b', '#a9cce3'])}"/><stop offset="1" stop-color="#fdf2e9"/></linearGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
      <rect x="320" y="${1000 - floors * 150 - 60}" width="900" height="${floors * 150 + 60}" fill="${facade}"/>
      <rect x="300" y="${1000 - floors * 150 - 80}" width="940" height="30" fill="${accent}"/>
      ${rows}
      <rect x="700" y="880" width="140" height="120" rx="8" fill="${r.pick(WOODS)}"/>
      <rect y="1000" width="${WIDTH}" height="200" fill="#8d99ae"/><rect y="1000" width="${WIDTH}" height="18" fill="#6c757d"/>
      <circle cx="170" cy="860" r="110" fill="#6a994e"/><rect x="160" y="900" width="24" height="110" fill="#7f5539"/>
      <circle cx="1410" cy="840" r="130" fill="#386641"/><rect x="1398" y="900" width="26" height="110" fill="#7f5539"/></svg>`;
  },
};

/** How a drawing is turned into the JPEG a phone would upload. */
export const DRAWING_JPEG = { quality: 82 } as const;

/** One sample photo's drawing (SVG): the same scene and seed draw the same picture. */
export function drawingOf(scene: Scene, seed: number): string {
  return scenes[scene](random(seed));
}

/** A drawing as a JPEG (what a phone would upload). */
export function drawingAsJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg(DRAWING_JPEG).toBuffer();
}

/** The photo set for a listing with the given beds: the building, its rooms, and a common area. */
export function scenesFor(beds: string, variant: number): Scene[] {
  const roomScene: Scene = beds === 'single_bed' ? 'bedroom' : beds === 'double_bed' ? 'twin' : 'triple';
  const extras: Scene[][] = [['study', 'dining'], ['dining', 'bathroom'], ['bathroom'], ['study']];
  return ['building', roomScene, ...extras[variant % extras.length]];
}
