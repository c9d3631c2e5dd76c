import type { MusicStyle, Plan, VenueType } from '@noite/shared';
import { CITIES, type City, type CityKey } from './cities.ts';
import type { Random } from './random.ts';
import type { MenuProfile, VenueSeed } from './venues.ts';

/**
 * The venues of the eight capitals beyond the hand-written São Paulo ones: names, addresses, styles and about
 * texts combined from hand-written pieces with the seeded generator, so every run makes the same venues.
 */

/** Owners of the generated venues: one with many venues per city, and a few with one venue each. */
export interface CityOwner {
  key: string;
  name: string;
  city: CityKey;
  /** Share of the city's venues: `many` takes most of them, `one` exactly one. */
  holds: 'many' | 'one';
}

export const CITY_OWNERS: readonly CityOwner[] = [
  { key: 'marcos', name: 'Marcos Teixeira', city: 'rj', holds: 'many' },
  { key: 'beatriz', name: 'Beatriz Moura', city: 'rj', holds: 'one' },
  { key: 'patricia', name: 'Patrícia Lacerda', city: 'bh', holds: 'many' },
  { key: 'otavio', name: 'Otávio Rezende', city: 'bh', holds: 'one' },
  { key: 'tiago', name: 'Tiago Santana', city: 'ssa', holds: 'many' },
  { key: 'iara', name: 'Iara Conceição', city: 'ssa', holds: 'one' },
  { key: 'renata', name: 'Renata Cavalcanti', city: 'rec', holds: 'many' },
  { key: 'severino', name: 'Severino Albuquerque', city: 'rec', holds: 'one' },
  { key: 'gustavo', name: 'Gustavo Schneider', city: 'poa', holds: 'many' },
  { key: 'leticia', name: 'Letícia Becker', city: 'poa', holds: 'one' },
  { key: 'aline', name: 'Aline Kowalski', city: 'cwb', holds: 'many' },
  { key: 'rodrigo', name: 'Rodrigo Mattos', city: 'cwb', holds: 'one' },
  { key: 'pedro', name: 'Pedro Mendonça', city: 'fln', holds: 'many' },
  { key: 'camila', name: 'Camila Hoffmann', city: 'fln', holds: 'one' },
  { key: 'sofia', name: 'Sofia Andrade', city: 'sp', holds: 'many' },
  { key: 'vitor', name: 'Vitor Hugo Prado', city: 'sp', holds: 'one' },
];

interface Profile {
  menu: MenuProfile;
  types: [VenueType] | [VenueType, VenueType];
  label: string;
  names: readonly string[];
  styles: readonly MusicStyle[];
  abouts: readonly string[];
}

/** `{m}` a man's first name, `{w}` a woman's, `{x}` a local word of the city, `{t}` a thing. */
// Local words that have a gender come with "do" ("Adega do Gaúcho", never "Adega Gaúcho").
const PROFILES: readonly Profile[] = [
  {
    menu: 'boteco',
    types: ['bar'],
    label: 'Boteco',
    names: ['Bar do {m}', 'Boteco da {w}', 'Botequim {x}', 'Bar {x}', 'Boteco do {m}', 'Bar da Esquina {x}'],
    styles: ['Samba', 'Pagode', 'Mpb', 'Forró'],
    abouts: [
      'Boteco de bairro com chopp gelado, petiscos de receita de família e mesas na calçada de {district}.',
      'Cerveja trincando, torresmo crocante e samba no fim de semana: o ponto de encontro de {district}.',
      'Balcão de madeira, estufa cheia de salgados e a melhor caipirinha da {street}.',
    ],
  },
  {
    menu: 'pub',
    types: ['pub', 'bar'],
    label: 'Pub',
    names: ['{t} Pub', 'Cervejaria {x}', 'Taverna {t}', 'Choperia {x}', 'Pub do {m}'],
    styles: ['Rock', 'Blues', 'Pop', 'Punk'],
    abouts: [
      'Torneiras de cerveja artesanal local, hambúrguer na brasa e bandas de rock de quinta a sábado em {district}.',
      'Pub com cervejas da casa, sinuca, dardos e som alto na medida certa, no coração de {district}.',
    ],
  },
  {
    menu: 'club',
    types: ['club'],
    label: 'Balada',
    names: ['Clube {t}', '{t} Club', 'Galpão {x}', 'Boate {t}', 'Casa {t}'],
    styles: ['Eletrônica', 'Funk', 'Pop', 'Hip-hop'],
    abouts: [
      'Pista com som de alta fidelidade, DJs residentes e convidados e festa até o amanhecer em {district}.',
      'Duas pistas, line-up de eletrônica e funk e o nome na lista pelo Noite para entrar mais rápido.',
    ],
  },
  {
    menu: 'club',
    types: ['club', 'bar'],
    label: 'Casa de shows',
    names: ['Arena {x}', 'Casa de Shows {t}', 'Espaço {t}'],
    styles: ['Sertanejo', 'Axé', 'Pagode', 'Forró'],
    abouts: [
      'Palco para bandas ao vivo, camarotes e pista para dançar de quinta a domingo em {district}.',
      'Shows de sertanejo, pagode e axé com as bandas da cidade, open bar nas datas especiais.',
    ],
  },
  {
    menu: 'lounge',
    types: ['lounge'],
    label: 'Lounge',
    names: ['Lounge {t}', 'Rooftop {x}', '{t} Drinks', 'Terraço {t}'],
    styles: ['Jazz', 'Eletrônica', 'Mpb'],
    abouts: [
      'Drinques autorais, vista para a cidade e DJ com som ambiente para conversar sem gritar em {district}.',
      'Sofás, luz baixa e coquetelaria criada pelos nossos bartenders, no alto de um prédio da {street}.',
    ],
  },
  {
    menu: 'hookah',
    types: ['lounge', 'others'],
    label: 'Narguilé',
    names: ['{t} Narguilé', 'Tabacaria {t}'],
    styles: ['Funk', 'Pop', 'Reggae'],
    abouts: ['Narguilé com mais de 40 essências, drinques e espaço climatizado em {district}.'],
  },
  {
    menu: 'italian',
    types: ['gastronomy'],
    label: 'Cantina',
    names: ['Cantina {n}', 'Trattoria {n}', 'Cantina da Nonna {n}'],
    styles: ['Mpb', 'Jazz'],
    abouts: [
      'Massas frescas feitas à mão, molho de tomate que cozinha desde cedo e vinho da casa em {district}.',
      'Cantina de família com receitas trazidas da Itália, mesas com toalha xadrez e música ao vivo no jantar.',
    ],
  },
  {
    menu: 'pizzeria',
    types: ['gastronomy'],
    label: 'Pizzaria',
    names: ['Pizzaria {t}', 'Forneria {x}', 'Pizzaria do {m}'],
    styles: ['Pop', 'Mpb'],
    abouts: ['Forno a lenha, massa de longa fermentação e rodízio às segundas e quartas, na {street}.'],
  },
  {
    menu: 'burger',
    types: ['gastronomy', 'bar'],
    label: 'Hamburgueria',
    names: ['{t} Burger', 'Hamburgueria {x}', 'Burger do {m}'],
    styles: ['Rock', 'Pop', 'Hip-hop'],
    abouts: ['Blend da casa na brasa, batata rústica e chopp em dobro até as 20h em {district}.'],
  },
  {
    menu: 'izakaya',
    types: ['gastronomy', 'bar'],
    label: 'Izakaya',
    names: ['Izakaya {j}', 'Bar {j}'],
    styles: ['Jazz', 'Pop'],
    abouts: ['Petiscos japoneses, saquês e highballs num balcão com vista para a cozinha em {district}.'],
  },
  {
    menu: 'wine',
    types: ['bar', 'lounge'],
    label: 'Bar de vinhos',
    names: ['Adega {x}', 'Vinheria {t}', 'Wine Bar {t}'],
    styles: ['Jazz', 'Mpb', 'Blues'],
    abouts: ['Mais de 200 rótulos, tábuas de queijos e jazz ao vivo às quintas em {district}.'],
  },
  {
    menu: 'cafe',
    types: ['gastronomy', 'others'],
    label: 'Café',
    names: ['Café {x}', 'Café e Bar {t}'],
    styles: ['Mpb', 'Jazz'],
    abouts: ['Cafés especiais de dia, drinques e voz e violão à noite, numa casa antiga de {district}.'],
  },
];

/** How often each profile comes up (boteco and clubs are the night's backbone). */
const PROFILE_WEIGHTS = [5, 3, 3, 2, 3, 1, 2, 2, 2, 1, 2, 1];

const MEN = ['Zeca', 'Tonho', 'Juca', 'Lula', 'Beto', 'Chico', 'Nando', 'Tião', 'Careca', 'Português', 'Alemão'];
const WOMEN = ['Dona Nena', 'Tia Cida', 'Lurdinha', 'Dona Zefa', 'Preta', 'Nina', 'Rosinha', 'Dona Lia'];
const NONNAS = ['Giovanna', 'Lucia', 'Rosa', 'Bianca', 'Carmela', 'Nonna Mia', 'Toscana', 'Napoli'];
const JAPANESE = ['Hanabi', 'Kintsugi', 'Tanuki', 'Yokocho', 'Matsuri', 'Sakaba'];
const THINGS = [
  'Lua',
  'Farol',
  'Vinil',
  'Neon',
  'Estação',
  'Cais',
  'Bambu',
  'Jabuticaba',
  'Cobogó',
  'Varanda',
  'Sereia',
  'Maré Alta',
  'Vagalume',
  'Trem',
  'Cometa',
  'Azulejo',
  'Mandacaru',
  'Pôr do Sol',
];
const LOCAL: Record<CityKey, readonly string[]> = {
  sp: ['Paulista', 'Sampa', 'Bixiga', 'Garoa', 'Ipiranga', 'Cambuci'],
  rj: ['Carioca', 'Arpoador', 'Guanabara', 'Lapa', 'Urca', 'Gávea'],
  bh: ['do Mineiro', 'Uai', 'Pampulha', 'Serra', 'Contorno', 'Mantiqueira'],
  ssa: ['do Baiano', 'Dendê', 'Itapuã', 'Farol', 'Bonfim', 'Abaeté'],
  rec: ['Frevo', 'Capibaribe', 'Marco Zero', 'Olinda', 'Maracatu', 'Boa Vista'],
  poa: ['do Gaúcho', 'Guaíba', 'Farroupilha', 'Pampa', 'Redenção', 'Minuano'],
  cwb: ['Araucária', 'Pinhão', 'do Curitibano', 'Largo', 'Ópera', 'Barigui'],
  fln: ['Ilha', 'do Mané', 'Lagoa', 'do Açoriano', 'Desterro', 'Joaquina'],
};

/** The city's extra music: forró and axé up north-east, sertanejo in Minas, rock in the south. */
const CITY_STYLES: Record<CityKey, readonly MusicStyle[]> = {
  sp: ['Rap', 'Funk'],
  rj: ['Samba', 'Funk'],
  bh: ['Sertanejo', 'Rock'],
  ssa: ['Axé', 'Reggae'],
  rec: ['Forró', 'Mpb'],
  poa: ['Rock', 'Blues'],
  cwb: ['Rock', 'Heavy metal'],
  fln: ['Reggae', 'Eletrônica'],
};

const PLANS_BY_ODDS: readonly Plan[] = ['basico', 'basico', 'premium', 'premium', 'platina'];

function pickWeighted(random: Random): Profile {
  const total = PROFILE_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let roll = random.int(1, total);
  for (const [index, weight] of PROFILE_WEIGHTS.entries()) {
    roll -= weight;
    if (roll <= 0) return PROFILES[index] as Profile;
  }
  return PROFILES[0] as Profile;
}

function fill(template: string, city: City, random: Random): string {
  return template
    .replace('{m}', random.pick(MEN))
    .replace('{w}', random.pick(WOMEN))
    .replace('{n}', random.pick(NONNAS))
    .replace('{j}', random.pick(JAPANESE))
    .replace('{x}', random.pick(LOCAL[city.key]))
    .replace('{t}', random.pick(THINGS));
}

/** "Bar do Zeca" → "bardozeca", at most 8 letters: the handle of the social links and e-mail. */
function handleOf(name: string, taken: Set<string>): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  for (let n = 1; ; n++) {
    const handle = `${base}${n === 1 ? '' : n}`.slice(0, 8);
    if (!taken.has(handle)) {
      taken.add(handle);
      return handle;
    }
  }
}

/** The street as an address writes it within 30 characters with its number (spec §5): "Av." for "Avenida"… */
function fitStreet(street: string, number: number): string {
  let short = street;
  for (const [long, abbreviation] of [
    ['Avenida ', 'Av. '],
    ['Rua ', 'R. '],
    ['Alameda ', 'Al. '],
    ['Estrada ', 'Estr. '],
    ['Conselheiro ', 'Cons. '],
    ['Comendador ', 'Com. '],
    ['Almirante ', 'Alm. '],
  ] as const) {
    if (`${short}, ${number}`.length <= 30) break;
    short = short.replace(long, abbreviation);
  }
  while (`${short}, ${number}`.length > 30) short = short.split(' ').slice(0, -1).join(' ');
  return short;
}

/** A generated venue: a VenueSeed with its city, district centre and owner. */
export interface GeneratedVenue extends VenueSeed {
  city: City;
  place: { latitude: number; longitude: number; zip: string };
}

/**
 * The generated venues, city by city; `takenNames` holds the hand-written names (kept unique, case-insensitive).
 * In each city the `many` owner holds all but one venue per `one` owner.
 */
export function generatedVenues(
  random: Random,
  taken: { names: readonly string[]; handles: readonly string[] },
): GeneratedVenue[] {
  const names = new Set(taken.names.map((name) => name.toLowerCase()));
  const handles = new Set(taken.handles);
  const venues: GeneratedVenue[] = [];
  for (const city of CITIES) {
    const owners = CITY_OWNERS.filter((owner) => owner.city === city.key);
    const many = owners.find((owner) => owner.holds === 'many');
    const ones = owners.filter((owner) => owner.holds === 'one');
    for (let index = 0; index < city.venues; index++) {
      const profile = pickWeighted(random);
      let name = '';
      for (let attempt = 0; attempt < 20 && (!name || names.has(name.toLowerCase()) || name.length > 30); attempt++) {
        name = fill(random.pick(profile.names), city, random);
      }
      if (names.has(name.toLowerCase()) || name.length > 30) name = `${profile.label} ${city.name}`.slice(0, 27);
      while (names.has(name.toLowerCase())) name = `${name.slice(0, 27)} ${random.int(2, 9)}`;
      names.add(name.toLowerCase());
      const district = random.pick(city.districts);
      const number = random.int(12, 2400);
      const street = fitStreet(random.pick(city.streets), number);
      const owner = ones[index] ?? many;
      const styles = [...random.sample(profile.styles, Math.min(2, profile.styles.length))];
      const local = random.pick(CITY_STYLES[city.key]);
      if (!styles.includes(local) && random.chance(0.5)) styles.push(local);
      const about = random.pick(profile.abouts).replace('{district}', district.name).replace('{street}', street);
      venues.push({
        name,
        neighbourhood: district.name,
        street,
        number,
        types: profile.types,
        owner: owner?.key ?? 'carla',
        plan: random.pick(PLANS_BY_ODDS),
        styles,
        handle: handleOf(name, handles),
        menu: profile.menu,
        about,
        label: profile.label,
        inactive: index === city.venues - 1 && random.chance(0.3),
        city,
        place: district,
      });
    }
  }
  return venues;
}
