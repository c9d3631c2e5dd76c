import { NameTakenError, type Storage } from '../../lib/storage.ts';
import { MENU_CATALOGUE, type MenuCategoryKey } from '../../modules/menu/catalogue.ts';
import { renderWebp } from './images.ts';

/**
 * The menu catalogue's icons: a white pictogram on a rounded gradient tile, drawn in a 100×100 box.
 * Shading uses black at low opacity so it works on every tile colour.
 */
const SHADE = 'fill="#000" fill-opacity=".18"';
const line = (width: number, colour = '#fff', opacity = 1) =>
  `fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const GLYPHS: Record<MenuCategoryKey, string> = {
  drinks: `<path d="M20 22 H80 L50 56 Z" fill="#fff"/><path d="M31 34 H69 L50 54 Z" ${SHADE}/>
    <rect x="47.5" y="54" width="5" height="27" fill="#fff"/><rect x="33" y="79" width="34" height="6" rx="3" fill="#fff"/>
    <path d="M58 12 L70 40" ${line(2.5)}/><circle cx="66" cy="30" r="6.5" fill="#fff"/>`,
  beers: `<rect x="22" y="32" width="42" height="54" rx="7" fill="#fff"/>
    <path d="M64 44 h7 a8 8 0 0 1 8 8 v14 a8 8 0 0 1 -8 8 h-7" ${line(6)}/>
    <circle cx="29" cy="29" r="9" fill="#fff"/><circle cx="43" cy="24" r="11" fill="#fff"/><circle cx="57" cy="29" r="9" fill="#fff"/>
    <rect x="32" y="46" width="5" height="32" rx="2.5" ${SHADE}/><rect x="49" y="46" width="5" height="32" rx="2.5" ${SHADE}/>`,
  wines: `<path d="M31 14 H69 C71 40 65 56 50 58 C35 56 29 40 31 14 Z" fill="#fff"/>
    <path d="M32.5 32 H67.5 C66.5 46 61 55 50 56 C39 55 33.5 46 32.5 32 Z" ${SHADE}/>
    <rect x="47.5" y="57" width="5" height="24" fill="#fff"/><ellipse cx="50" cy="83" rx="17" ry="4.5" fill="#fff"/>`,
  spirits: `<rect x="42" y="10" width="16" height="9" rx="2" fill="#fff"/>
    <path d="M44 19 H56 V31 C56 35 68 38 68 49 V83 a6 6 0 0 1 -6 6 H38 a6 6 0 0 1 -6 -6 V49 C32 38 44 35 44 31 Z" fill="#fff"/>
    <rect x="37" y="54" width="26" height="20" rx="3" ${SHADE}/>`,
  'non-alcoholic': `<path d="M54 62 L63 14 H74" ${line(4)}/>
    <path d="M28 30 H72 L65 88 H35 Z" fill="#fff"/><path d="M30.5 48 H69.5 L64 86 H36 Z" ${SHADE}/>
    <circle cx="29" cy="32" r="12" fill="#fff"/><circle cx="29" cy="32" r="8" ${SHADE}/>`,
  appetizers: `<g fill="#fff"><rect x="30" y="14" width="7" height="40" rx="2" transform="rotate(-12 33 34)"/>
    <rect x="41" y="10" width="7" height="42" rx="2" transform="rotate(-4 44 30)"/>
    <rect x="52" y="10" width="7" height="42" rx="2" transform="rotate(5 55 30)"/>
    <rect x="62" y="15" width="7" height="40" rx="2" transform="rotate(13 65 35)"/></g>
    <path d="M24 44 H76 L68 90 H32 Z" fill="#fff"/><path d="M25 46 Q50 62 75 46" ${line(4, '#000', 0.18)}/>`,
  food: `<circle cx="50" cy="52" r="25" ${line(6)}/><circle cx="50" cy="52" r="14" fill="#fff" fill-opacity=".6"/>
    <path d="M12 18 V36 M17 18 V36 M22 18 V36 M12 36 Q17 44 22 36" ${line(3)}/>
    <rect x="15.2" y="38" width="3.6" height="48" rx="1.8" fill="#fff"/>
    <path d="M85 16 C78 26 77 40 80 50 H85 Z" fill="#fff"/><rect x="80.6" y="48" width="4.4" height="38" rx="2.2" fill="#fff"/>`,
  burgers: `<path d="M18 46 C18 22 82 22 82 46 Z" fill="#fff"/>
    <g ${SHADE}><ellipse cx="38" cy="34" rx="2.5" ry="1.5"/><ellipse cx="52" cy="30" rx="2.5" ry="1.5"/><ellipse cx="64" cy="36" rx="2.5" ry="1.5"/></g>
    <path d="M16 53 Q24 46 32 53 T48 53 T64 53 T84 53" ${line(5)}/>
    <rect x="16" y="58" width="68" height="12" rx="6" fill="#fff" fill-opacity=".75"/>
    <path d="M18 74 H82 V78 C82 85 76 88 70 88 H30 C24 88 18 85 18 78 Z" fill="#fff"/>`,
  pizzas: `<path d="M50 90 L16 24 Q50 8 84 24 Z" fill="#fff"/>
    <path d="M16 24 Q50 8 84 24" ${line(9)}/><path d="M20 30 Q50 16 80 30" ${line(3, '#000', 0.12)}/>
    <g ${SHADE}><circle cx="42" cy="36" r="6"/><circle cx="60" cy="40" r="5.5"/><circle cx="49" cy="56" r="5.5"/><circle cx="52" cy="74" r="4"/></g>`,
  desserts: `<path d="M33 50 L50 92 L67 50 Z" fill="#fff" fill-opacity=".8"/>
    <path d="M38 56 L58 80 M48 52 L64 66 M62 56 L43 80 M52 52 L37 64" ${line(2.5, '#000', 0.15)}/>
    <circle cx="40" cy="44" r="13" fill="#fff"/><circle cx="60" cy="44" r="13" fill="#fff"/><circle cx="50" cy="29" r="13" fill="#fff"/>
    <circle cx="53" cy="13" r="5" fill="#fff"/>`,
  coffee: `<path d="M34 34 C30 28 38 24 34 16 M46 34 C42 28 50 24 46 16 M58 34 C54 28 62 24 58 16" ${line(3.5, '#fff', 0.85)}/>
    <path d="M20 42 H70 V58 C70 72 60 78 45 78 C30 78 20 72 20 58 Z" fill="#fff"/>
    <path d="M70 47 h4 a9 9 0 0 1 0 18 h-5" ${line(5)}/>
    <ellipse cx="45" cy="84" rx="32" ry="5" fill="#fff"/>`,
  hookah: `<path d="M39 12 H61 L56 24 H44 Z" fill="#fff"/><rect x="32" y="24" width="36" height="5" rx="2.5" fill="#fff"/>
    <rect x="46.5" y="29" width="7" height="26" fill="#fff"/>
    <path d="M50 52 C67 52 73 67 71 78 C69 90 31 90 29 78 C27 67 33 52 50 52 Z" fill="#fff"/>
    <path d="M31 74 H69 C68 86 32 86 31 74 Z" ${SHADE}/>
    <path d="M54 40 C80 40 88 60 82 86" ${line(3.5)}/><rect x="78" y="84" width="8" height="8" rx="2" fill="#fff"/>`,
};

const TILE_COLOURS: Record<MenuCategoryKey, [string, string]> = {
  drinks: ['#f857a6', '#ff5858'],
  beers: ['#fc4a1a', '#f7b733'],
  wines: ['#6a0f2e', '#c0392b'],
  spirits: ['#4568dc', '#b06ab3'],
  'non-alcoholic': ['#11998e', '#38ef7d'],
  appetizers: ['#e96443', '#f09819'],
  food: ['#e65c00', '#f9a825'],
  burgers: ['#bd3f32', '#cb356b'],
  pizzas: ['#ff416c', '#ff4b2b'],
  desserts: ['#b24592', '#ec6f9d'],
  coffee: ['#603813', '#b08968'],
  hookah: ['#5f2c82', '#49a09d'],
};

export const MENU_ICON_SIZE = 256;

export function menuIconSvg(key: MenuCategoryKey): string {
  const [from, to] = TILE_COLOURS[key];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MENU_ICON_SIZE}" height="${MENU_ICON_SIZE}" viewBox="0 0 100 100">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100" height="100" rx="22" fill="url(#bg)"/>
<g transform="translate(15 15) scale(.7)">${GLYPHS[key]}</g>
</svg>`;
}

/**
 * Stores the catalogue's icons as `/uploads/menu/<key>.webp` where they are missing, so every menu category's logo
 * resolves, seeded or not. Cheap when they exist (12 look-ups). Several processes starting at once may both draw
 * an icon: the second save finds the name taken, which is fine (the bytes are the same).
 */
export async function ensureMenuIcons(storage: Storage): Promise<number> {
  let written = 0;
  await Promise.all(
    MENU_CATALOGUE.map(async ({ key }) => {
      if (await storage.exists(`/uploads/menu/${key}.webp`)) return;
      const bytes = await renderWebp(menuIconSvg(key), { quality: 90, transparent: true });
      try {
        await storage.save('menu', bytes, 'webp', key);
        written++;
      } catch (error) {
        if (!(error instanceof NameTakenError)) throw error;
      }
    }),
  );
  return written;
}
