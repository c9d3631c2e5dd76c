import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_COUNTRY_CODE, MEAL_BRANDS, type CardBrand } from '@noite/shared';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { MENU_CATALOGUE, menuCategoriesFor } from '../../modules/menu/catalogue.ts';
import type { Database, EstablishmentsTable, UsersTable } from '../schema.ts';
import { cnpjFromBase, cpfFromBase } from './brazil.ts';
import { eventsFor } from './events.ts';
import { GUEST_FIRST_NAMES, GUEST_SURNAMES } from './guests.ts';
import { CITY_OWNERS, generatedVenues, type GeneratedVenue } from './generated-venues.ts';
import { initialsOf, limiter, logoSvg, PALETTES } from './images.ts';
import { menuFor } from './menus.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, SCENES, type SceneKind } from './scenes.ts';
import { createRandom, type Random } from './random.ts';
import { localDate } from '../../lib/time.ts';
import { NEIGHBOURHOODS, VENUES, type MenuProfile, type VenueSeed } from './venues.ts';

export interface DemoLogin {
  role: 'admin' | 'owner' | 'user';
  email: string;
  password: string;
}

/** What the generator needs: the database, the image storage and where uploads live (for the menu icons). */
export interface SeedContext extends Pick<AppContext, 'db' | 'storage'> {
  config: Pick<AppContext['config'], 'uploadsDir'>;
  log?: { info(message: string): void };
}

/** The demo data's venues are in São Paulo, whatever APP_TIMEZONE says. */
export const DEMO_TIME_ZONE = 'America/Sao_Paulo';

/** Owners the admin console lists who have no venue yet (onboarding in progress). */
type OnboardingOwner = 'daniel' | 'elisa' | 'fabio' | 'gabriela' | 'helio' | 'ines' | 'joao' | 'lucia';
/** admin, bruno, carla, the onboarding owners, the city owners (generated-venues.ts), the visitors, the guests. */
type AccountKey = string;

interface DemoAccount {
  key: AccountKey;
  role: DemoLogin['role'];
  name: string;
  email: string;
  password: string;
  createdDaysAgo: number;
  /** Days since the previous sign-in; null = never signed in (an owner then goes to /accept-terms). */
  lastAccessDaysAgo: number | null;
  gender?: string;
  age?: number;
  /** Blocked by an admin: cannot sign in. */
  blocked?: boolean;
  /** Printed at start and listed in the README's table (the others are summed up in one line of each). */
  featured?: boolean;
}

/** An owner whose venues are not registered yet: they fill the admin console's list (spec §9: pages of 5). */
function onboardingOwner(
  key: OnboardingOwner,
  name: string,
  createdDaysAgo: number,
  lastAccessDaysAgo: number | null,
  blocked = false,
): DemoAccount {
  return {
    key,
    role: 'owner',
    name,
    email: `${key}@noite.app`,
    password: 'Owner@123',
    createdDaysAgo,
    lastAccessDaysAgo,
    blocked,
  };
}

/** The fixed demo logins (README, e2e and the helpers' brief rely on them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    featured: true,
    role: 'admin',
    name: 'Administrador Noite',
    email: 'admin@noite.app',
    password: 'Admin@123',
    createdDaysAgo: 120,
    lastAccessDaysAgo: 1,
  },
  {
    key: 'bruno',
    featured: true,
    role: 'owner',
    name: 'Bruno Almeida',
    email: 'bruno@noite.app',
    password: 'Owner@123',
    createdDaysAgo: 45,
    lastAccessDaysAgo: null,
  },
  {
    key: 'carla',
    featured: true,
    role: 'owner',
    name: 'Carla Souza',
    email: 'carla@noite.app',
    password: 'Owner@123',
    createdDaysAgo: 90,
    lastAccessDaysAgo: 3,
  },
  onboardingOwner('daniel', 'Daniel Pereira', 60, 20),
  onboardingOwner('elisa', 'Elisa Martins', 33, null),
  onboardingOwner('fabio', 'Fábio Nogueira', 28, 9, true),
  onboardingOwner('gabriela', 'Gabriela Ribeiro', 21, 2),
  onboardingOwner('helio', 'Hélio Cardoso', 15, null),
  onboardingOwner('ines', 'Inês Barbosa', 10, 1),
  onboardingOwner('joao', 'João Vitor Araújo', 5, null),
  onboardingOwner('lucia', 'Lúcia Fernandes', 2, null),
  {
    key: 'visitor',
    featured: true,
    role: 'user',
    name: 'Visitante Demo',
    email: 'visitante@noite.app',
    password: 'Visitor@123',
    createdDaysAgo: 30,
    lastAccessDaysAgo: 2,
  },
  {
    key: 'mariana',
    role: 'user',
    name: 'Mariana Costa',
    email: 'mariana@noite.app',
    password: 'Visitor@123',
    createdDaysAgo: 12,
    lastAccessDaysAgo: 4,
    gender: 'female',
    age: 27,
  },
  {
    key: 'rafael',
    role: 'user',
    name: 'Rafael Lima',
    email: 'rafael@noite.app',
    password: 'Visitor@123',
    createdDaysAgo: 6,
    lastAccessDaysAgo: 6,
    gender: 'male',
    age: 31,
  },
  // The owners of the other capitals' venues: one with many venues and one with a single venue per city.
  ...CITY_OWNERS.map((owner, index): DemoAccount => ({
    key: owner.key,
    role: 'owner',
    name: owner.name,
    email: `${owner.key}@noite.app`,
    password: 'Owner@123',
    createdDaysAgo: 80 - index * 3,
    lastAccessDaysAgo: 1 + (index % 5),
    featured: owner.key === 'marcos' || owner.key === 'beatriz',
  })),
];

/** People on the name lists of the demo nights (not shown at start): "Ana Silva", ana.silva@convidados.noite.app. */
function guestAccounts(count: number): DemoAccount[] {
  const random = createRandom(45_045);
  const seen = new Set<string>();
  const guests: DemoAccount[] = [];
  while (guests.length < count) {
    const first = random.pick(GUEST_FIRST_NAMES);
    const surname = random.pick(GUEST_SURNAMES);
    const name = `${first} ${surname}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const local = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, '.');
    guests.push({
      key: `guest:${local}`,
      role: 'user',
      name,
      email: `${local}@convidados.noite.app`,
      password: 'Visitor@123',
      createdDaysAgo: random.int(3, 200),
      lastAccessDaysAgo: random.int(0, 10),
      gender: GUEST_FIRST_NAMES.indexOf(first) < 20 ? 'female' : 'male',
      age: random.int(19, 44),
    });
  }
  return guests;
}

/** The logins printed at start and listed in the README (a test keeps the two equal). */
export const FEATURED_LOGINS: readonly DemoLogin[] = DEMO_ACCOUNTS.filter((account) => account.featured).map(
  ({ role, email, password }) => ({ role, email, password }),
);

/** Every demo account: the fixed ones and the guests on the name lists. */
const ALL_ACCOUNTS: readonly DemoAccount[] = [...DEMO_ACCOUNTS, ...guestAccounts(90)];

/** Venues open tonight with a name list already filling up, so an owner's /list shows a real door night. */
const DOOR_NIGHTS = new Set(['Clube Augusta 24', 'Lounge Ipê Roxo', 'Galpão Barra Funda']);

/** Venues the demo visitor has favourited. */
const FAVOURITES: Partial<Record<AccountKey, readonly string[]>> = {
  visitor: ['Bar do Zé Pequeno', 'Lounge Ipê Roxo', 'Samba da Treze', 'Jazz na Laje'],
  mariana: ['Canto do Forró', 'Izakaya Sakura'],
  rafael: ['Galpão Barra Funda'],
};

const OPENING: Record<MenuProfile, string> = {
  boteco: 'Aberto de terça a domingo a partir das 17h.',
  pub: 'Aberto de segunda a sábado a partir das 18h.',
  club: 'Abrimos de quarta a domingo a partir das 22h. Documento com foto obrigatório.',
  lounge: 'Aberto todos os dias a partir das 19h. Reservas pelo WhatsApp.',
  hookah: 'Aberto todos os dias a partir das 19h.',
  italian: 'Jantar de segunda a sábado e almoço aos domingos.',
  pizzeria: 'Aberto todos os dias a partir das 18h30. Delivery pelo WhatsApp.',
  burger: 'Aberto todos os dias do almoço ao jantar.',
  cafe: 'Aberto todos os dias das 8h à meia-noite.',
  acai: 'Aberto todos os dias das 10h às 23h.',
  izakaya: 'Aberto de terça a domingo a partir das 18h.',
  wine: 'Aberto de terça a sábado a partir das 17h.',
};

const WIFI_DESCRIPTIONS = [
  'Rede exclusiva para clientes. Conexão de 300 Mbps em todo o salão.',
  'Wi-fi gratuito para clientes. Peça ajuda ao garçom se precisar.',
  'Internet liberada durante o consumo. Uso justo, por favor.',
  'Rede aberta a clientes no salão e na varanda.',
];

const CREDIT_CARDS: readonly CardBrand[] = ['visa', 'master', 'elo', 'american', 'diners', 'hiper'];
const DEBIT_CARDS: readonly CardBrand[] = ['visa', 'master', 'elo', 'maestro'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the demo data holds, built without touching the database or the disk. */
export function planDemoData(now: Date) {
  const random = createRandom(20_251_121);
  const today = localDate(now, DEMO_TIME_ZONE);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const userIds = new Map<AccountKey, string>(ALL_ACCOUNTS.map((account) => [account.key, randomUUID()]));
  const idOf = (key: AccountKey) => userIds.get(key) as string;

  const users = ALL_ACCOUNTS.map((account) => ({
    account,
    row: {
      id: idOf(account.key),
      type: account.role,
      name: account.name,
      email: account.email,
      pass_len: account.password.length,
      country_code: DEFAULT_COUNTRY_CODE,
      phone: mobilePhone(random),
      // Stored as its 11 digits (the contract's form); the screens mask it.
      cpf: account.role === 'owner' ? cpfFromBase(random.digits(9)).replace(/\D/g, '') : null,
      gender: account.gender ?? null,
      age: account.age ?? null,
      device_type: 'web',
      plan: account.role === 'owner' ? 'premium' : null,
      last_access: account.lastAccessDaysAgo === null ? null : daysAgo(account.lastAccessDaysAgo),
      is_blocked: account.blocked ?? false,
      created_at: daysAgo(account.createdDaysAgo),
    } satisfies Omit<Insertable<UsersTable>, 'password_hash'>,
  }));

  // The hand-written São Paulo venues, then the generated ones of the eight capitals (their own random stream,
  // so adding a city does not reshuffle the others).
  const seeds: (VenueSeed | GeneratedVenue)[] = [
    ...VENUES,
    ...generatedVenues(createRandom(20_261_125), {
      names: VENUES.map((venue) => venue.name),
      handles: VENUES.map((venue) => venue.handle),
    }),
  ];
  const sceneTurns = new Map<SceneKind, number>();

  const venues = seeds.map((venue, index) => {
    const id = randomUUID();
    const generated = 'city' in venue ? venue : undefined;
    const place = generated?.place ?? NEIGHBOURHOODS[venue.neighbourhood as keyof typeof NEIGHBOURHOODS];
    const ddd = generated?.city.ddd ?? '11';
    const timezone = generated?.city.timezone ?? DEMO_TIME_ZONE;
    const phone = mobilePhone(random, ddd);
    const phone2 = random.chance(0.5) ? `${ddd}${random.int(2, 5)}${random.digits(7)}` : null;
    const fantasyName = venue.name.replace(/&/g, 'e').replace(/\s+/g, ' ').trim();
    const gastronomy = venue.types.includes('gastronomy');
    const withWifi = index % 7 !== 3;
    const cityName = generated?.city.name ?? 'São Paulo';
    const row: Insertable<EstablishmentsTable> = {
      id,
      owner_id: idOf(venue.owner),
      name: venue.name,
      fantasy_name: fantasyName,
      corporate_name: corporateName(fantasyName),
      email: `contato@${venue.handle}.com.br`,
      country_code: DEFAULT_COUNTRY_CODE,
      phone,
      phone2,
      ie: random.chance(0.6) ? `${random.int(1, 9)}${random.digits(11)}` : null,
      cnpj: cnpjFromBase(`${random.int(1, 9)}${random.digits(7)}`),
      address: `${venue.street}, ${venue.number}`,
      zip_code: `${place.zip}-${random.digits(3)}`,
      latitude: round(place.latitude + (random.next() - 0.5) * 0.008, 6),
      longitude: round(place.longitude + (random.next() - 0.5) * 0.008, 6),
      establishment_type: [...venue.types],
      plan: venue.plan,
      is_active: !venue.inactive,
      wifi_name: withWifi ? wifiName(venue.name) : null,
      wifi_description: withWifi ? random.pick(WIFI_DESCRIPTIONS) : null,
      wifi_password: withWifi ? `${venue.handle}${random.digits(4)}` : null,
      credit_cards: random.sample(CREDIT_CARDS, random.int(3, 6)),
      debit_cards: random.sample(DEBIT_CARDS, random.int(2, 4)),
      meals: gastronomy ? random.sample(MEAL_BRANDS, random.int(2, 5)) : random.sample(MEAL_BRANDS, random.int(0, 1)),
      pix: random.chance(0.9),
      pic_pay: random.chance(0.4),
      about_text: aboutText(venue, cityName, phone, random),
      about_phone1: phone,
      about_phone2: phone2,
      is_phone1: true,
      is_phone2: false,
      instagram: `https://instagram.com/${venue.handle}`,
      facebook: `https://facebook.com/${venue.handle}`,
      timezone,
      created_at: daysAgo(random.int(7, 40)),
    };
    const menu = menuFor(venue.menu, random);
    const menuRows = menuCategoriesFor(id).map((category) => {
      const key = MENU_CATALOGUE[category.position]?.key;
      const state = key ? menu.get(key) : undefined;
      return state ? { ...category, is_active: state.isActive, items: state.items } : category;
    });
    const doorNight =
      DOOR_NIGHTS.has(venue.name) || (generated !== undefined && venue.menu === 'club' && index % 4 === 0);
    const events = venue.inactive ? [] : eventsFor(venue, localDate(now, timezone), timezone, random, { doorNight });
    const images = imagesFor(venue, index, sceneTurns, random);
    return { venue, row, menuRows, events, images };
  });

  // Name lists: the demo visitors ask to join some of the listed events; the guests fill them as real nights do,
  // busier at clubs and at the weekend. On today's nights the door has already confirmed some of them.
  const visitorKeys: AccountKey[] = ['visitor', 'mariana', 'rafael'];
  const guestKeys = ALL_ACCOUNTS.filter((account) => account.key.startsWith('guest:')).map((account) => account.key);
  const eventIds = new Map<object, string>();
  const listEntries: { event_id: string; user_id: string; accepted: boolean; created_at: Date }[] = [];
  for (const { venue, events } of venues) {
    const nightlife = venue.menu === 'club' || venue.menu === 'lounge' || venue.menu === 'hookah';
    for (const event of events) {
      const eventId = randomUUID();
      eventIds.set(event, eventId);
      if (!event.eventWithList) continue;
      const tonight = event.eventDate === today;
      const asked = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
      for (const key of visitorKeys) {
        if (!random.chance(key === 'visitor' ? 0.3 : 0.4)) continue;
        listEntries.push({
          event_id: eventId,
          user_id: idOf(key),
          accepted: tonight && random.chance(0.5),
          created_at: asked(random.int(2, 72)),
        });
      }
      const weekend = [5, 6].includes(new Date(`${event.eventDate}T12:00:00Z`).getUTCDay());
      const size = nightlife ? random.int(weekend ? 18 : 8, weekend ? 40 : 22) : random.int(3, 12);
      for (const key of random.sample(guestKeys, size)) {
        listEntries.push({
          event_id: eventId,
          user_id: idOf(key),
          accepted: tonight && random.chance(0.35),
          created_at: asked(random.int(1, 96)),
        });
      }
    }
  }

  const favourites = Object.entries(FAVOURITES).flatMap(([key, names]) =>
    (names ?? []).map((name) => {
      const venue = venues.find((candidate) => candidate.venue.name === name);
      if (!venue) throw new Error(`Unknown favourite venue ${name}`);
      return { user_id: idOf(key as AccountKey), establishment_id: venue.row.id as string };
    }),
  );

  return { users, venues, eventIds, listEntries, favourites };
}

export type DemoPlan = ReturnType<typeof planDemoData>;

/** Which picture a venue's banners show, by what it serves. */
const SCENE_OF: Record<MenuProfile, SceneKind> = {
  boteco: 'bar',
  pub: 'bar',
  wine: 'bar',
  izakaya: 'bar',
  club: 'club',
  lounge: 'lounge',
  hookah: 'lounge',
  italian: 'restaurant',
  pizzeria: 'restaurant',
  burger: 'restaurant',
  cafe: 'restaurant',
  acai: 'restaurant',
};

/** A second kind of picture a venue may also show (a club's bar, a bar's dining room…). */
const SECOND_SCENE: Record<SceneKind, SceneKind> = { bar: 'restaurant', club: 'bar', lounge: 'bar', restaurant: 'bar' };

/**
 * Different pictures per kind: each is drawn once (and kept on disk between runs, see `renderCached`), and the
 * venues share them — a venue's first banner takes the next one in turn, so neighbours on a card list differ.
 */
export const SCENE_POOL = 16;

export interface SceneRef {
  kind: SceneKind;
  index: number;
}

function imagesFor(venue: VenueSeed, index: number, turns: Map<SceneKind, number>, random: Random) {
  const palette = PALETTES[(index * 3) % PALETTES.length] ?? PALETTES[0]!;
  const kind = SCENE_OF[venue.menu];
  const turn = turns.get(kind) ?? 0;
  turns.set(kind, turn + 1);
  const count = random.int(2, 5);
  const banners: SceneRef[] = [{ kind, index: turn % SCENE_POOL }];
  while (banners.length < count) {
    const other = random.chance(0.25) ? SECOND_SCENE[kind] : kind;
    const candidate = { kind: other, index: random.int(0, SCENE_POOL - 1) };
    if (!banners.some((banner) => banner.kind === candidate.kind && banner.index === candidate.index)) {
      banners.push(candidate);
    }
  }
  return { logo: logoSvg(palette, initialsOf(venue.name)), banners };
}

/** The about text: who the venue is, when it opens, and how to reach it. */
function aboutText(venue: VenueSeed, city: string, phone: string, random: Random): string {
  const whatsapp = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
  const contact = random.pick([
    `Reservas pelo WhatsApp ${whatsapp} ou pelo e-mail contato@${venue.handle}.com.br.`,
    `Fale com a gente: ${whatsapp} (WhatsApp) · @${venue.handle} no Instagram.`,
    `Aniversários e eventos: contato@${venue.handle}.com.br ou ${whatsapp}.`,
  ]);
  const where = `${venue.street}, ${venue.number} — ${venue.neighbourhood}, ${city}.`;
  return `${venue.about} ${OPENING[venue.menu]} ${where} ${contact}`;
}

/** A mobile number of the area code, digits only: DDD 9XXXX-XXXX (11 in São Paulo). */
function mobilePhone(random: Random, ddd = '11'): string {
  return `${ddd}9${random.int(6, 9)}${random.digits(7)}`;
}

/** "Bar do Zé Pequeno" → "BarDoZePequeno_Clientes", at most 30 characters. */
function wifiName(name: string): string {
  const compact = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return `${compact.slice(0, 21)}_Clientes`;
}

/** The registered company name: the trade name plus "Ltda", shortened to 30 characters. */
function corporateName(fantasyName: string): string {
  const words = fantasyName.split(' ');
  while (words.length > 1 && `${words.join(' ')} Ltda`.length > 30) words.pop();
  return `${words.join(' ')} Ltda`.slice(0, 30);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Creates the demo data. Images are drawn and saved first (outside the transaction), then every row
 * goes in one transaction; if that fails the images are removed again.
 * `skip` lists accounts (by e-mail) that already exist and must be neither created nor changed.
 */
export async function createDemoData(
  ctx: SeedContext,
  options: { now?: Date; skip?: ReadonlySet<string> } = {},
): Promise<DemoLogin[]> {
  const plan = planDemoData(options.now ?? new Date());
  const skip = options.skip ?? new Set<string>();

  const hashes = new Map<string, Promise<string>>();
  for (const { account } of plan.users) {
    if (!hashes.has(account.password)) hashes.set(account.password, hashPassword(account.password));
  }

  const saved: string[] = [];
  const run = limiter(Math.max(1, Math.min(4, os.availableParallelism())));
  const save = (folder: string, picture: Promise<Buffer>, name: string) =>
    run(async () => {
      const publicPath = await ctx.storage.save(folder, await picture, 'webp', name);
      saved.push(publicPath);
      return publicPath;
    });

  try {
    // Each scene of the pool is drawn once (or read from the cache) and shared by the venues that show it.
    const scenes = new Map<string, Promise<Buffer>>();
    const sceneFor = ({ kind, index }: SceneRef) => {
      const key = `${kind}-${index}`;
      let picture = scenes.get(key);
      if (!picture) {
        picture = run(() => renderScene(kind, index));
        scenes.set(key, picture);
      }
      return picture;
    };
    const pictures = await Promise.all(
      plan.venues.map(async ({ row, images }) => ({
        logo: await save(
          'logos',
          run(() => renderCached(images.logo, 'logo')),
          `${row.id as string}-1`,
        ),
        banners: await Promise.all(
          images.banners.map((scene, index) => save('banners', sceneFor(scene), `${row.id as string}-${index + 1}`)),
        ),
      })),
    );
    const passwordHashes = new Map<string, string>();
    for (const [password, hash] of hashes) passwordHashes.set(password, await hash);

    await ctx.db.transaction().execute(async (trx) => {
      await insertDemoRows(trx, plan, pictures, passwordHashes, skip);
    });
  } catch (error) {
    await Promise.allSettled(saved.map((publicPath) => ctx.storage.remove(publicPath)));
    throw error;
  }

  return FEATURED_LOGINS.filter((login) => !skip.has(login.email));
}

/** Where drawn pictures are kept between runs (every test run and fresh DATA_DIR draws them only once). */
function pictureCacheDir(): string {
  return process.env.NOITE_PICTURE_CACHE ?? path.join(os.tmpdir(), 'noite-demo-pictures');
}

/** sharp (and libvips) load only when a picture is drawn: a start on a seeded database never needs them. */
const loadSharp = async () => (await import('sharp')).default;

/** Bump when the drawing code changes so that cached pictures are drawn again. */
const PICTURE_VERSION = 'v1';

/** A fine film grain, laid over the scenes by sharp (an SVG noise filter costs seconds per picture). */
let grain: Promise<Buffer> | undefined;
function grainLayer(): Promise<Buffer> {
  grain ??= loadSharp().then((sharp) =>
    sharp({
      create: {
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: 'gaussian', mean: 128, sigma: 14 },
      },
    })
      .png()
      .toBuffer(),
  );
  return grain;
}

/** The scene `index` of a kind: the same picture on every run (its own random stream). */
async function renderScene(kind: SceneKind, index: number): Promise<Buffer> {
  const seed = 9_000 + ['bar', 'club', 'restaurant', 'lounge'].indexOf(kind) * 100 + index;
  return renderCached(SCENES[kind](createRandom(seed)), 'scene');
}

/** SVG → WebP through sharp, kept on disk by content so that a second run only reads it. */
async function renderCached(svg: string, kind: 'scene' | 'logo'): Promise<Buffer> {
  const key = createHash('sha256').update(`${PICTURE_VERSION}:${kind}:${svg}`).digest('hex').slice(0, 32);
  const file = path.join(pictureCacheDir(), `${kind}-${key}.webp`);
  try {
    return await fs.readFile(file);
  } catch {
    // not drawn yet
  }
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg)).removeAlpha();
  if (kind === 'scene') image.composite([{ input: await grainLayer(), blend: 'soft-light' }]);
  // effort 1 encodes about twice as fast as the default (4) for a slightly larger file.
  const buffer = await image.webp({ quality: kind === 'scene' ? 74 : 82, effort: 1 }).toBuffer();
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: another process drawing the same picture never reads half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}.part`;
    await fs.writeFile(partial, buffer);
    await fs.rename(partial, file);
  } catch {
    // A read-only or full cache only costs the next run the drawing.
  }
  return buffer;
}

async function insertDemoRows(
  db: Kysely<Database>,
  plan: DemoPlan,
  pictures: { logo: string; banners: string[] }[],
  passwordHashes: Map<string, string>,
  skip: ReadonlySet<string>,
) {
  // A kept (pre-existing) account is only ever the admin: nothing else refers to it.
  const users = plan.users
    .filter(({ account }) => !skip.has(account.email))
    .map(({ account, row }) => ({ ...row, password_hash: passwordHashes.get(account.password) as string }));
  if (users.length) await db.insertInto('users').values(users).execute();

  await db
    .insertInto('establishments')
    .values(
      plan.venues.map(({ row }, index) => ({
        ...row,
        logo: pictures[index]?.logo ?? null,
        // The pictures took the numbers 1, 2, 3…: an owner's upload takes the next one.
        picture_count: Math.max(pictures[index]?.logo ? 1 : 0, pictures[index]?.banners.length ?? 0),
      })),
    )
    .execute();

  const banners = plan.venues.flatMap(({ row }, index) =>
    (pictures[index]?.banners ?? []).map((path, position) => ({
      establishment_id: row.id as string,
      path,
      position,
    })),
  );
  if (banners.length) await db.insertInto('banners').values(banners).execute();

  await db
    .insertInto('menu_categories')
    .values(plan.venues.flatMap(({ menuRows }) => menuRows))
    .execute();

  const events = plan.venues.flatMap(({ row, events }) =>
    events.map((event) => ({
      id: plan.eventIds.get(event) as string,
      establishment_id: row.id as string,
      event_name: event.eventName,
      event_date: event.eventDate,
      start_time: event.startTime,
      end_time: event.endTime,
      description: event.description,
      is_free: event.isFree,
      is_live: event.isLive,
      music_style: event.musicStyle,
      entry: event.entry,
      event_with_list: event.eventWithList,
    })),
  );
  if (events.length) await db.insertInto('events').values(events).execute();
  if (plan.listEntries.length) await db.insertInto('event_list_entries').values(plan.listEntries).execute();
  if (plan.favourites.length) await db.insertInto('favourites').values(plan.favourites).execute();
}
