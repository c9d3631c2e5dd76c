/**
 * Demo logos drawn as SVG and encoded to WebP by sharp: no network, no binary assets in the repository.
 * The banners are scenes (scenes.ts).
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
export const LOGO_SIZE = 512;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function gradient(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
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
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(svg));
  if (!options.transparent) image.removeAlpha();
  // effort 1 encodes about twice as fast as the default (4) for a slightly larger file.
  return image.webp({ quality: options.quality ?? 82, effort: 1 }).toBuffer();
}

export { limiter } from '../../lib/limiter.ts';
