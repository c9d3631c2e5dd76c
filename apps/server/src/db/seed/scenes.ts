import type { Random } from './random.ts';

/**
 * Banners that look like night photos of a bar, a club, a restaurant or a rooftop lounge, drawn as SVG without any
 * text: a lit back wall, silhouettes (bottles on shelves, a counter, a crowd, tables, chairs, sofas), stage lights,
 * lamps and out-of-focus lights in front, film grain and a vignette. Each call draws a different picture from
 * the seeded generator; sharp turns it into WebP (demo.ts).
 */

export type SceneKind = 'bar' | 'club' | 'restaurant' | 'lounge';

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 540;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** Light colours of a night out: warm tungsten, neon, candle. */
const WARM = ['#ffb347', '#ffcc70', '#ff9a3c', '#ffd9a0', '#f6c177'];
const NEON = ['#ff2e88', '#7a5cff', '#00d2ff', '#31f2a5', '#ff5f1f', '#c73cff', '#2f7bff'];
const GLASS = ['#7a3d0a', '#a3520e', '#2f5d2a', '#1e4d3a', '#6b1b1b', '#c9a64a', '#8fb3a3', '#3b2a1a'];

const f = (value: number) => value.toFixed(1);

function vignette(): string {
  return `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** Blur filters cost seconds per picture in librsvg: soft lights are radial gradients instead (grain: demo.ts). */
function commonDefs(): string {
  return `<radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></radialGradient>`;
}

/** Out-of-focus lights in front of the lens: discs with a soft rim. */
function bokeh(random: Random, colours: readonly string[], count: number, top = 0, bottom = H): string {
  const defs = colours
    .map(
      (colour, index) =>
        `<radialGradient id="bokeh${index}"><stop offset="0" stop-color="${colour}" stop-opacity=".55"/><stop offset=".7" stop-color="${colour}" stop-opacity=".45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const circles = Array.from({ length: count }, () => {
    const r = random.int(12, 52);
    return `<circle cx="${random.int(-20, W + 20)}" cy="${random.int(top, bottom)}" r="${r}" fill="url(#bokeh${random.int(0, colours.length - 1)})" opacity="${(0.5 + random.next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return `<defs>${defs}</defs>${circles}`;
}

/** A wide soft glow (haze lit by a lamp or a beam). */
function haze(id: string, colour: string, opacity: number, cx: number, cy: number, rx: number, ry: number): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A glow around a light source. */
function glow(id: string, colour: string, strength = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset=".35" stop-color="${colour}" stop-opacity="${(strength * 0.35).toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${commonDefs()}${defs}</defs>${body}</svg>`;
}

/** Pendant lamps hanging from the ceiling, each with its pool of light. */
function pendants(random: Random, colour: string, count: number, maxDrop: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) * W) / count + random.int(-30, 30);
    const drop = random.int(40, maxDrop);
    const shade = random.int(16, 30);
    parts.push(
      `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${drop}" stroke="#0b0704" stroke-width="2"/>`,
      `<circle cx="${f(x)}" cy="${drop + 14}" r="${shade * 5}" fill="url(#lamp)"/>`,
      `<path d="M${f(x - shade)} ${drop + 14} L${f(x - shade / 3)} ${drop} L${f(x + shade / 3)} ${drop} L${f(x + shade)} ${drop + 14} Z" fill="#120b06"/>`,
      `<ellipse cx="${f(x)}" cy="${drop + 15}" rx="${shade - 3}" ry="4" fill="${colour}"/>`,
    );
  }
  return parts.join('');
}

/** A bar seen from the room: bottles on lit shelves, lamps, the counter with glasses, stools in front. */
export function barScene(random: Random): string {
  const light = random.pick(WARM);
  const accent = random.pick(NEON);
  const wallTop = random.pick(['#2a160a', '#1d1410', '#2b1a1f', '#1a1a22']);
  const shelves: string[] = [];
  const shelfYs = [120, 205, 290].map((y) => y + random.int(-10, 10));
  const left = random.int(60, 180);
  const right = W - random.int(60, 180);
  for (const y of shelfYs) {
    shelves.push(`<rect x="${left}" y="${y}" width="${right - left}" height="6" fill="#3a2414"/>`);
    for (let x = left + 8; x < right - 24;) {
      const width = random.int(14, 26);
      const height = random.int(42, 74);
      const neck = Math.max(5, Math.round(width / 3));
      const colour = random.pick(GLASS);
      const top = y - height;
      shelves.push(
        `<rect x="${x}" y="${top + height * 0.35}" width="${width}" height="${height * 0.65}" rx="4" fill="${colour}" opacity=".92"/>`,
        `<rect x="${x + (width - neck) / 2}" y="${top}" width="${neck}" height="${height * 0.4}" rx="2" fill="${colour}"/>`,
        `<rect x="${x + 3}" y="${top + height * 0.42}" width="3" height="${height * 0.45}" fill="#fff" opacity=".22"/>`,
      );
      x += width + random.int(3, 12);
    }
  }
  const glasses = Array.from({ length: random.int(3, 7) }, () => {
    const x = random.int(80, W - 80);
    const y = 392;
    return `<path d="M${x - 9} ${y - 30} L${x + 9} ${y - 30} L${x + 6} ${y} L${x - 6} ${y} Z" fill="${light}" opacity=".35"/><rect x="${x - 6}" y="${y - 14}" width="12" height="12" fill="${random.pick(WARM)}" opacity=".55"/>`;
  }).join('');
  const stoolCount = random.int(3, 6);
  const stools = Array.from({ length: stoolCount }, (_, i) => {
    const x = ((i + 0.5) * W) / stoolCount + random.int(-25, 25);
    return `<ellipse cx="${x}" cy="${452 + random.int(-6, 6)}" rx="46" ry="12" fill="#050302"/><rect x="${x - 5}" y="452" width="10" height="100" fill="#050302"/>`;
  }).join('');
  return svg(
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="#070403"/></linearGradient>
${glow('lamp', light, 0.55)}${glow('back', accent, 0.45)}
<linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a2a14"/><stop offset=".08" stop-color="#1b0f07"/><stop offset="1" stop-color="#050302"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>
<ellipse cx="${W / 2 + random.int(-150, 150)}" cy="210" rx="${random.int(320, 460)}" ry="160" fill="url(#back)"/>
${haze('shelfglow', light, 0.22, W / 2, (shelfYs[0]! + shelfYs[2]!) / 2 - 30, (right - left) / 1.6, 170)}
${shelves.join('')}
${pendants(random, light, random.int(3, 5), 70)}
<rect y="386" width="${W}" height="${H - 386}" fill="url(#counter)"/>
<rect y="384" width="${W}" height="4" fill="${light}" opacity=".5"/>
${glasses}
${stools}
${bokeh(random, [light, accent, '#ffffff'], random.int(6, 12), 20, 360)}
${vignette()}`,
  );
}

/** A dance floor from the crowd: beams from the rig, lasers, haze, the DJ booth, heads and raised arms. */
export function clubScene(random: Random): string {
  const colours = random.sample(NEON, 3);
  const [a = '#ff2e88', b = '#7a5cff', c = '#00d2ff'] = colours;
  const beams = Array.from({ length: random.int(4, 8) }, (_, i) => {
    const x = random.int(80, W - 80);
    const spread = random.int(60, 180);
    const target = x + random.int(-260, 260);
    return `<path d="M${x} -10 L${target - spread} ${H} L${target + spread} ${H} Z" fill="url(#beam${i % 3})" opacity="${(0.35 + random.next() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const lasers = Array.from({ length: random.int(3, 9) }, () => {
    const y = random.int(60, 300);
    return `<line x1="${random.int(0, W / 2)}" y1="${y}" x2="${W}" y2="${y + random.int(-160, 160)}" stroke="${random.pick([a, b, c, '#31f2a5'])}" stroke-width="2" opacity=".7"/>`;
  }).join('');
  const crowd: string[] = [];
  for (let row = 0; row < 3; row++) {
    const baseY = 400 + row * 55;
    for (let x = -30; x < W + 30; x += random.int(38, 62)) {
      const r = 17 + row * 5 + random.int(-2, 3);
      const y = baseY + random.int(-14, 10);
      crowd.push(
        `<circle cx="${x}" cy="${y}" r="${r}"/>`,
        `<ellipse cx="${x}" cy="${y + r * 2.6}" rx="${r * 2}" ry="${r * 1.8}"/>`,
      );
      if (random.chance(0.18)) {
        const angle = random.int(-30, 30);
        crowd.push(
          `<rect x="${x + r}" y="${y - r * 3.4}" width="${r * 0.55}" height="${r * 3.6}" rx="${r * 0.27}" transform="rotate(${angle} ${x + r} ${y})"/>`,
        );
      }
    }
  }
  const booth = `<rect x="${W / 2 - 150}" y="300" width="300" height="70" fill="#07070c"/><rect x="${W / 2 - 150}" y="298" width="300" height="3" fill="${b}"/>${Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${W / 2 - 130 + i * 24}" cy="318" r="2.5" fill="${random.pick([a, b, c])}" opacity=".9"/>`,
  ).join('')}`;
  const beamGradient = (id: string, colour: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity=".9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
  return svg(
    `<linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05030a"/><stop offset="1" stop-color="#0d0716"/></linearGradient>
${beamGradient('beam0', a)}${beamGradient('beam1', b)}${beamGradient('beam2', c)}`,
    `<rect width="${W}" height="${H}" fill="url(#room)"/>
${haze('hazeb', b, 0.45, random.int(200, 760), random.int(160, 300), 460, 220)}
${haze('hazea', a, 0.4, random.int(100, 860), random.int(120, 260), 300, 160)}
${beams}
${lasers}
${booth}
<g fill="#010103">${crowd.join('')}</g>
${bokeh(random, [a, b, c], random.int(5, 10), 0, 260)}
${vignette()}`,
  );
}

/** A dining room at night: windows on the city, string lights, tables with cloths and candles, chairs, plants. */
export function restaurantScene(random: Random): string {
  const light = random.pick(WARM);
  const wall = random.pick(['#3b2418', '#2e2a22', '#3a1f1f', '#23302b', '#35281c']);
  const windowCount = random.int(2, 3);
  const windows = Array.from({ length: windowCount }, (_, i) => {
    const width = 170;
    const x = ((i + 0.5) * W) / windowCount - width / 2;
    const lights = Array.from(
      { length: 10 },
      () =>
        `<rect x="${x + random.int(8, width - 12)}" y="${70 + random.int(40, 160)}" width="4" height="5" fill="${random.pick(WARM)}" opacity=".8"/>`,
    ).join('');
    return `<rect x="${x}" y="70" width="${width}" height="200" fill="#0a1424"/>${lights}<path d="M${x + width / 2} 70 V270 M${x} 170 H${x + width}" stroke="#1a100a" stroke-width="6"/><rect x="${x}" y="70" width="${width}" height="200" fill="none" stroke="#1a100a" stroke-width="10"/>`;
  }).join('');
  const sag = random.int(30, 70);
  const stringLights = `<path d="M-10 30 Q ${W / 2} ${30 + sag * 2} ${W + 10} 30" stroke="#140c06" stroke-width="2" fill="none"/>${Array.from(
    { length: 16 },
    (_, i) => {
      const t = i / 15;
      const x = -10 + t * (W + 20);
      const y = 30 + 2 * (1 - t) * t * sag * 2;
      return `<circle cx="${f(x)}" cy="${f(y + 8)}" r="26" fill="url(#bulb)"/><circle cx="${f(x)}" cy="${f(y + 8)}" r="4" fill="#fff4d6"/>`;
    },
  ).join('')}`;
  const tables: string[] = [];
  for (const [y, scale] of [
    [340, 0.7],
    [410, 0.9],
    [490, 1.15],
  ] as const) {
    for (let x = random.int(40, 140); x < W; x += random.int(240, 330) * scale) {
      const rx = 80 * scale;
      tables.push(
        `<rect x="${x - 52 * scale}" y="${y - 95 * scale}" width="${22 * scale}" height="${95 * scale}" rx="4" fill="#0d0805"/>`,
        `<rect x="${x + 30 * scale}" y="${y - 95 * scale}" width="${22 * scale}" height="${95 * scale}" rx="4" fill="#0d0805"/>`,
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${18 * scale}" fill="#efe6d8" opacity=".9"/>`,
        `<path d="M${x - rx} ${y} L${x - rx + 6} ${y + 50 * scale} L${x + rx - 6} ${y + 50 * scale} L${x + rx} ${y} Z" fill="#d8ccb9" opacity=".85"/>`,
        `<circle cx="${x}" cy="${y - 12 * scale}" r="${36 * scale}" fill="url(#candle)"/>`,
        `<rect x="${x - 3 * scale}" y="${y - 18 * scale}" width="${6 * scale}" height="${14 * scale}" fill="#fff8e7"/>`,
        `<path d="M${x + 24 * scale} ${y - 30 * scale} h${12 * scale} l-${4 * scale} ${16 * scale} h-${4 * scale} Z M${x + 29 * scale} ${y - 14 * scale} v${10 * scale}" stroke="#f4e9ff" stroke-width="1.5" fill="#7a1730" opacity=".85"/>`,
      );
    }
  }
  const plants = [random.int(-20, 40), W - random.int(-20, 40)]
    .map((x) =>
      Array.from(
        { length: 9 },
        () =>
          `<ellipse cx="${x + random.int(-50, 50)}" cy="${random.int(200, 380)}" rx="${random.int(14, 30)}" ry="${random.int(30, 60)}" transform="rotate(${random.int(-40, 40)} ${x} 300)" fill="${random.pick(['#0f2414', '#16361d', '#0b1c10'])}"/>`,
      ).join(''),
    )
    .join('');
  return svg(
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#0c0705"/></linearGradient>
${glow('bulb', light, 0.6)}${glow('candle', '#ffb347', 0.85)}`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>
${windows}
<rect y="300" width="${W}" height="${H - 300}" fill="#140b06" opacity=".7"/>
${plants}
${stringLights}
${tables.join('')}
${bokeh(random, [light, '#ffd9a0'], random.int(5, 9), 0, 280)}
${vignette()}`,
  );
}

/** A rooftop at dusk: the city's towers with lit windows, string lights, low sofas and people talking. */
export function loungeScene(random: Random): string {
  const sky = random.pick([
    ['#1b1035', '#d9645b'],
    ['#0f1a3a', '#f09a5b'],
    ['#160f2b', '#a83f8a'],
    ['#0b1426', '#3a6ea5'],
  ] as const);
  const accent = random.pick(NEON);
  const towers: string[] = [];
  const windows: string[] = [];
  for (let x = -10; x < W;) {
    const width = random.int(40, 95);
    const height = random.int(90, 260);
    const top = 330 - height;
    towers.push(`<rect x="${x}" y="${top}" width="${width}" height="${height + 10}"/>`);
    for (let i = 0; i < 8; i++) {
      if (random.chance(0.5)) {
        windows.push(
          `<rect x="${x + random.int(5, Math.max(6, width - 10))}" y="${top + random.int(8, Math.max(9, height - 10))}" width="5" height="7"/>`,
        );
      }
    }
    x += width + random.int(2, 16);
  }
  const sofaCount = random.int(2, 4);
  const sofas = Array.from({ length: sofaCount }, (_, i) => {
    const x = ((i + 0.5) * W) / sofaCount;
    const people = Array.from({ length: random.int(1, 3) }, (_, p) => {
      const px = x - 70 + p * 60 + random.int(-8, 8);
      return `<circle cx="${px}" cy="${392 + random.int(-6, 4)}" r="17"/><ellipse cx="${px}" cy="${436}" rx="30" ry="30"/>`;
    }).join('');
    return `${people}<rect x="${x - 120}" y="430" width="240" height="60" rx="18"/><rect x="${x - 130}" y="410" width="28" height="80" rx="12"/><rect x="${x + 102}" y="410" width="28" height="80" rx="12"/><circle cx="${x}" cy="500" r="30" fill="url(#table)"/>`;
  }).join('');
  const sag = random.int(20, 60);
  const string = Array.from({ length: 14 }, (_, i) => {
    const t = i / 13;
    const x = t * W;
    const y = 40 + 4 * (1 - t) * t * sag;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="22" fill="url(#bulb)"/><circle cx="${f(x)}" cy="${f(y)}" r="3.5" fill="#fff4d6"/>`;
  }).join('');
  return svg(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
${glow('bulb', '#ffcc70', 0.6)}${glow('table', accent, 0.7)}`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g fill="#0a0a14" opacity=".9">${towers.join('')}</g>
<g fill="#ffd98a" opacity=".75">${windows.join('')}</g>
<rect y="330" width="${W}" height="${H - 330}" fill="#06060b"/>
<rect y="328" width="${W}" height="6" fill="#1c1c28"/>
<path d="M-10 40 Q ${W / 2} ${40 + sag * 2} ${W + 10} 40" stroke="#111" stroke-width="2" fill="none"/>
${string}
<g fill="#020205">${sofas}</g>
${bokeh(random, ['#ffcc70', accent, '#ffffff'], random.int(5, 10), 0, 320)}
${vignette()}`,
  );
}

export const SCENES: Record<SceneKind, (random: Random) => string> = {
  bar: barScene,
  club: clubScene,
  restaurant: restaurantScene,
  lounge: loungeScene,
};
