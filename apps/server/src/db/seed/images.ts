import type { Random } from './random.ts';

/**
 * Demo pictures drawn as SVG and encoded to WebP by sharp: no network, no binary assets in the
 * repository. Shapes stay few and flat so that ~90 pictures take a couple of seconds.
 */

export interface Palette {
  /** Gradient start and end. */
  from: string;
  to: string;
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  { from: '#1a1a40', to: '#7a0bc0', accent: '#fa58b6' },
  { from: '#0f2027', to: '#2c5364', accent: '#00d2ff' },
  { from: '#42275a', to: '#b24592', accent: '#f8b500' },
  { from: '#dd2476', to: '#ff512f', accent: '#ffd86f' },
  { from: '#134e5e', to: '#3f9a6b', accent: '#f9f871' },
  { from: '#141e30', to: '#243b55', accent: '#ff9a3c' },
  { from: '#3a1c71', to: '#d76d77', accent: '#ffaf7b' },
  { from: '#190a05', to: '#870000', accent: '#ffb347' },
  { from: '#0b486b', to: '#f56217', accent: '#ffe259' },
  { from: '#232526', to: '#414345', accent: '#e94057' },
];

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 720;
export const LOGO_SIZE = 512;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A font size at which `text` in bold sans fits `width` pixels (average glyph ≈ 0.62 em). */
function fit(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.62)));
}

function gradient(id: string, palette: Palette, vertical = false): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

export interface BannerText {
  title: string;
  subtitle: string;
  /** Small line in the accent colour (e.g. the venue name on a tagline banner). */
  kicker?: string;
}

/** Soft lights and a dark band at the bottom for the title. */
function bokehBanner(palette: Palette, text: BannerText, random: Random): string {
  const circles = Array.from({ length: 16 }, () => {
    const fill = random.chance(0.5) ? '#ffffff' : palette.accent;
    return `<circle cx="${random.int(0, BANNER_WIDTH)}" cy="${random.int(0, 520)}" r="${random.int(18, 110)}" fill="${fill}" fill-opacity="${(0.06 + random.next() * 0.16).toFixed(2)}"/>`;
  }).join('');
  const size = fit(text.title, 1100, 92);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">
<defs>${gradient('bg', palette)}
<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${random.int(820, 1120)}" cy="${random.int(80, 220)}" r="420" fill="url(#glow)"/>
${circles}
<rect y="330" width="${BANNER_WIDTH}" height="390" fill="url(#shade)"/>
<rect x="80" y="${600 - size - 28}" width="96" height="8" rx="4" fill="${palette.accent}"/>
<text x="80" y="600" ${FONT} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(text.title)}</text>
<text x="82" y="658" ${FONT} font-size="34" fill="#fff" fill-opacity=".88">${escapeXml(text.subtitle)}</text>
</svg>`;
}

/** Tilted translucent squares and a centred tagline. */
function geometricBanner(palette: Palette, text: BannerText, random: Random): string {
  const squares = Array.from({ length: 7 }, () => {
    const size = random.int(120, 380);
    const x = random.int(-100, BANNER_WIDTH);
    const y = random.int(-100, BANNER_HEIGHT);
    const fill = random.chance(0.5) ? palette.accent : '#ffffff';
    return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 8)}" fill="${fill}" fill-opacity="${(0.05 + random.next() * 0.12).toFixed(2)}" stroke="#fff" stroke-opacity=".12" stroke-width="3" transform="rotate(${random.int(10, 50)} ${x + size / 2} ${y + size / 2})"/>`;
  }).join('');
  const size = fit(text.title, 1080, 96);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">
<defs>${gradient('bg', palette, true)}</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${squares}
<rect x="0" y="250" width="${BANNER_WIDTH}" height="260" fill="#000" fill-opacity=".28"/>
<text x="640" y="318" text-anchor="middle" ${FONT} font-weight="bold" font-size="28" letter-spacing="6" fill="${palette.accent}">${escapeXml((text.kicker ?? '').toUpperCase())}</text>
<text x="640" y="${330 + size}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(text.title)}</text>
<text x="640" y="${330 + size + 56}" text-anchor="middle" ${FONT} font-size="32" fill="#fff" fill-opacity=".85">${escapeXml(text.subtitle)}</text>
</svg>`;
}

/** A night sky over a São Paulo skyline, with the title up top. */
function skylineBanner(palette: Palette, text: BannerText, random: Random): string {
  const stars = Array.from({ length: 45 }, () => {
    return `<circle cx="${random.int(0, BANNER_WIDTH)}" cy="${random.int(0, 420)}" r="${(0.8 + random.next() * 1.8).toFixed(1)}" fill="#fff" fill-opacity="${(0.35 + random.next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const buildings: string[] = [];
  const windows: string[] = [];
  for (let x = -10; x < BANNER_WIDTH;) {
    const width = random.int(50, 120);
    const height = random.int(120, 330);
    const top = BANNER_HEIGHT - height;
    buildings.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}"/>`);
    if (random.chance(0.25)) buildings.push(`<rect x="${x + width / 2 - 2}" y="${top - 40}" width="4" height="40"/>`);
    for (let i = 0; i < 4; i++) {
      if (!random.chance(0.7)) continue;
      windows.push(
        `<rect x="${x + random.int(8, Math.max(9, width - 18))}" y="${top + random.int(12, height - 20)}" width="8" height="11"/>`,
      );
    }
    x += width + random.int(0, 14);
  }
  const size = fit(text.title, 1000, 84);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">
<defs>${gradient('bg', palette, true)}
<radialGradient id="moon"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".5"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${stars}
<circle cx="1130" cy="290" r="150" fill="url(#moon)"/>
<circle cx="1130" cy="290" r="52" fill="${palette.accent}"/>
<g fill="#07070f" fill-opacity=".82">${buildings.join('')}</g>
<g fill="${palette.accent}" fill-opacity=".75">${windows.join('')}</g>
<text x="80" y="${90 + size}" ${FONT} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(text.title)}</text>
<text x="82" y="${90 + size + 54}" ${FONT} font-size="34" fill="#fff" fill-opacity=".9">${escapeXml(text.subtitle)}</text>
</svg>`;
}

const LAYOUTS = [bokehBanner, skylineBanner, geometricBanner] as const;

export function bannerSvg(layout: number, palette: Palette, text: BannerText, random: Random): string {
  const draw = LAYOUTS[layout % LAYOUTS.length] ?? bokehBanner;
  return draw(palette, text, random);
}

/**
 * Initials in a ring on a gradient square: opaque (cheaper to encode than transparency) and it looks
 * right both as a square and cropped to a circle, as avatars usually are.
 */
export function logoSvg(palette: Palette, initials: string): string {
  const c = LOGO_SIZE / 2;
  const size = initials.length > 1 ? 176 : 220;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">
<defs>${gradient('bg', palette)}</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${c}" cy="${c}" r="${c - 40}" fill="#000" fill-opacity=".12" stroke="${palette.accent}" stroke-width="7"/>
<circle cx="${c}" cy="${c}" r="${c - 58}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<text x="${c}" y="${c + size * 0.36}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(initials)}</text>
<circle cx="${c}" cy="${c + 140}" r="7" fill="${palette.accent}"/>
</svg>`;
}

const STOP_WORDS = new Set(['do', 'da', 'de', 'dos', 'das', 'e', '&', 'o', 'a', 'na', 'no', 'seu', 'dona', 'cia']);
const GENERIC = new Set(['bar', 'pub', 'club', 'clube', 'lounge', 'boteco', 'botequim', 'casa', 'café', 'the']);

/** Two letters for a logo: "Bar do Zé Pequeno" → "ZP", "Empório Açaí & Cia" → "EA". */
export function initialsOf(name: string): string {
  let words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !STOP_WORDS.has(word.toLowerCase()));
  const specific = words.filter((word) => !GENERIC.has(word.toLowerCase()));
  if (specific.length >= 2) words = specific;
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Renders an SVG picture to WebP; without `transparent` the alpha channel (costly to encode) is dropped. */
export async function renderWebp(
  svg: string,
  options: { quality?: number; transparent?: boolean } = {},
): Promise<Buffer> {
  // Loaded on first use: a start that finds the demo data in place never needs libvips.
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(svg));
  if (!options.transparent) image.removeAlpha();
  // effort 1 encodes about twice as fast as the default (4) for a slightly larger file.
  return image.webp({ quality: options.quality ?? 82, effort: 1 }).toBuffer();
}

export { limiter } from '../../lib/limiter.ts';
