import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { DEFAULT_COUNTRY_CODE, MEAL_BRANDS, type CardBrand } from '@noite/shared';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { MENU_CATALOGUE, menuCategoriesFor } from '../../modules/menu/catalogue.ts';
import type { Database, EstablishmentsTable, UsersTable } from '../schema.ts';
import { cnpjFromBase, cpfFromBase } from './brazil.ts';
import { eventsFor } from './events.ts';
import { bannerSvg, initialsOf, limiter, logoSvg, PALETTES, renderWebp, type BannerText } from './images.ts';
import { menuFor } from './menus.ts';
import { createRandom, type Random } from './random.ts';
import { localDate } from '../../lib/time.ts';
import { NEIGHBOURHOODS, VENUES, type DemoOwner, type MenuProfile, type VenueSeed } from './venues.ts';

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
type AccountKey = 'admin' | DemoOwner | OnboardingOwner | 'visitor' | 'mariana' | 'rafael';

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
    role: 'admin',
    name: 'Administrador Noite',
    email: 'admin@noite.app',
    password: 'Admin@123',
    createdDaysAgo: 120,
    lastAccessDaysAgo: 1,
  },
  {
    key: 'bruno',
    role: 'owner',
    name: 'Bruno Almeida',
    email: 'bruno@noite.app',
    password: 'Owner@123',
    createdDaysAgo: 45,
    lastAccessDaysAgo: null,
  },
  {
    key: 'carla',
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
];

/** Venues the demo visitor has favourited. */
const FAVOURITES: Partial<Record<AccountKey, readonly string[]>> = {
  visitor: ['Bar do Zé Pequeno', 'Lounge Ipê Roxo', 'Samba da Treze', 'Jazz na Laje'],
  mariana: ['Canto do Forró', 'Izakaya Sakura'],
  rafael: ['Galpão Barra Funda'],
};

/** How a profile is named on a banner, in Portuguese (the default language). */
const PROFILE_LABEL: Record<MenuProfile, string> = {
  boteco: 'Boteco',
  pub: 'Pub',
  club: 'Balada',
  lounge: 'Lounge',
  hookah: 'Narguilé',
  italian: 'Cantina',
  pizzeria: 'Pizzaria',
  burger: 'Hamburgueria',
  cafe: 'Café',
  acai: 'Açaí e lanches',
  izakaya: 'Izakaya',
  wine: 'Adega e bar',
};

/** Second and third banners: [title, subtitle]. */
const TAGLINES: Record<MenuProfile, readonly [string, string][]> = {
  boteco: [
    ['Chopp sempre gelado', 'Happy hour de segunda a sexta, das 17h às 20h'],
    ['Samba no fim de semana', 'Roda ao vivo aos sábados e domingos'],
  ],
  pub: [
    ['Cervejas artesanais', 'Torneiras com rótulos novos toda semana'],
    ['Rock ao vivo', 'Bandas de quinta a sábado'],
  ],
  club: [
    ['A pista é sua', 'DJs residentes e convidados toda semana'],
    ['Seu nome na lista', 'Peça para entrar na lista pelo Noite'],
  ],
  lounge: [
    ['Drinques autorais', 'Coquetelaria criada pelos nossos bartenders'],
    ['Noites com DJ', 'Som ambiente para conversar sem gritar'],
  ],
  hookah: [
    ['Narguilé premium', 'Mais de 40 essências para escolher'],
    ['Drinques e música', 'Espaço climatizado e confortável'],
  ],
  italian: [
    ['Massas frescas', 'Feitas à mão todos os dias'],
    ['Vinhos da casa', 'Tintos e brancos selecionados'],
  ],
  pizzeria: [
    ['Forno a lenha', 'Massa de longa fermentação'],
    ['Rodízio de pizzas', 'Às segundas e quartas'],
  ],
  burger: [
    ['Burger na brasa', 'Blend da casa de 180 g'],
    ['Happy hour', 'Chopp em dobro até as 20h'],
  ],
  cafe: [
    ['Cafés especiais', 'Grãos de pequenos produtores'],
    ['Doces da casa', 'Bolos e tortas feitos aqui'],
  ],
  acai: [
    ['Açaí de verdade', 'Direto do Pará para a sua tigela'],
    ['Sucos naturais', 'Frutas frescas todos os dias'],
  ],
  izakaya: [
    ['Petiscos japoneses', 'Guioza, yakitori e karaage'],
    ['Saquê e highball', 'Seleção de saquês importados'],
  ],
  wine: [
    ['Música ao vivo', 'Jazz e MPB para acompanhar o vinho'],
    ['Carta de vinhos', 'Mais de 200 rótulos'],
  ],
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

  const userIds = new Map<AccountKey, string>(DEMO_ACCOUNTS.map((account) => [account.key, randomUUID()]));
  const idOf = (key: AccountKey) => userIds.get(key) as string;

  const users = DEMO_ACCOUNTS.map((account) => ({
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

  const venues = VENUES.map((venue, index) => {
    const id = randomUUID();
    const place = NEIGHBOURHOODS[venue.neighbourhood];
    const phone = mobilePhone(random);
    const phone2 = random.chance(0.5) ? `11${random.int(2, 5)}${random.digits(7)}` : null;
    const fantasyName = venue.name.replace(/&/g, 'e').replace(/\s+/g, ' ').trim();
    const gastronomy = venue.types.includes('gastronomy');
    const withWifi = index % 7 !== 3;
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
      about_text: `${venue.about} ${OPENING[venue.menu]}`,
      about_phone1: phone,
      about_phone2: phone2,
      is_phone1: true,
      is_phone2: false,
      instagram: `https://instagram.com/${venue.handle}`,
      facebook: `https://facebook.com/${venue.handle}`,
      timezone: DEMO_TIME_ZONE,
      created_at: daysAgo(random.int(7, 40)),
    };
    const menu = menuFor(venue.menu, random);
    const menuRows = menuCategoriesFor(id).map((category) => {
      const key = MENU_CATALOGUE[category.position]?.key;
      const state = key ? menu.get(key) : undefined;
      return state ? { ...category, is_active: state.isActive, items: state.items } : category;
    });
    const events = venue.inactive ? [] : eventsFor(venue, today, DEMO_TIME_ZONE, random);
    const images = imagesFor(venue, index, random);
    return { venue, row, menuRows, events, images };
  });

  // Name-list requests: the visitors ask to join some of the listed events; owners accept about half.
  const visitorKeys: AccountKey[] = ['visitor', 'mariana', 'rafael'];
  const eventIds = new Map<object, string>();
  const listEntries: { event_id: string; user_id: string; accepted: boolean }[] = [];
  for (const { events } of venues) {
    for (const event of events) {
      eventIds.set(event, randomUUID());
      if (!event.eventWithList) continue;
      for (const key of visitorKeys) {
        if (!random.chance(key === 'visitor' ? 0.3 : 0.4)) continue;
        listEntries.push({ event_id: eventIds.get(event) as string, user_id: idOf(key), accepted: random.chance(0.5) });
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

function imagesFor(venue: VenueSeed, index: number, random: Random) {
  const palette = PALETTES[(index * 3) % PALETTES.length] ?? PALETTES[0]!;
  const label = venue.label ?? PROFILE_LABEL[venue.menu];
  const bannerCount = random.int(1, 3);
  const taglines = TAGLINES[venue.menu];
  const banners: string[] = [];
  for (let b = 0; b < bannerCount; b++) {
    const tagline = b === 0 ? undefined : taglines[(b - 1) % taglines.length];
    const text: BannerText = tagline
      ? { title: tagline[0], subtitle: tagline[1], kicker: venue.name }
      : { title: venue.name, subtitle: `${label} · ${venue.neighbourhood}`, kicker: 'São Paulo' };
    banners.push(bannerSvg(index + b, palette, text, random));
  }
  return { logo: logoSvg(palette, initialsOf(venue.name)), banners };
}

/** A São Paulo mobile number, digits only: 11 9XXXX-XXXX. */
function mobilePhone(random: Random): string {
  return `119${random.int(6, 9)}${random.digits(7)}`;
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
  const save = (folder: string, svg: string, name: string) =>
    run(async () => {
      const publicPath = await ctx.storage.save(folder, await renderWebp(svg), 'webp', name);
      saved.push(publicPath);
      return publicPath;
    });

  try {
    const pictures = await Promise.all(
      plan.venues.map(async ({ row, images }) => ({
        logo: await save('logos', images.logo, `${row.id as string}-1`),
        banners: await Promise.all(
          images.banners.map((svg, index) => save('banners', svg, `${row.id as string}-${index + 1}`)),
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

  return plan.users
    .filter(({ account }) => !skip.has(account.email))
    .map(({ account }) => ({ role: account.role, email: account.email, password: account.password }));
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
