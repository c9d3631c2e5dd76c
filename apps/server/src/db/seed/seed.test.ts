import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  LIMITS,
  MEAL_BRANDS,
  MUSIC_STYLES,
  PLANS,
  VENUE_TYPES,
  cnpjField,
  cpfField,
  emailField,
  personNameField,
} from '@noite/shared';
import { createDiskStorage } from '../../lib/storage.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { MENU_CATALOGUE, menuCategoriesFor } from '../../modules/menu/catalogue.ts';
import type { DatabaseHandle } from '../database.ts';
import { openPglite } from '../pglite.ts';
import { migrateToLatest } from '../migrate.ts';
import { cnpjFromBase, cpfFromBase } from './brazil.ts';
import { DEMO_TIME_ZONE, type SeedContext } from './demo.ts';
import { FEATURED_LOGINS, seedDemoData, seedIfEmpty, type DemoLogin } from './index.ts';
import { EVENT_NAMES } from './events.ts';
import { MENU_ITEMS, SPECIAL_MENU_ITEMS } from './menus.ts';
import { addDays, localDate, zonedTime } from '../../lib/time.ts';
import { VENUES } from './venues.ts';
import { CITIES } from './cities.ts';
import { CITY_OWNERS } from './generated-venues.ts';

/**
 * A `date` column as YYYY-MM-DD. The schema types it as a string (node-postgres is told so), but PGlite
 * 0.5 answers a Date at UTC midnight unless its `parsers` option says otherwise; accept both here.
 */
function calendarDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

describe('demo data', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  let ctx: SeedContext;
  let logins: DemoLogin[] | undefined;
  let seedMs = 0;

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-seed-'));
    database = await openPglite('memory://');
    await migrateToLatest(database.db);
    // Fastify's logger when logging is off is a silent pino-compatible logger.
    ctx = {
      db: database.db,
      storage: createDiskStorage(uploadsDir),
      config: { uploadsDir },
      log: Fastify({ logger: false }).log,
    };
    const started = performance.now();
    logins = (await seedIfEmpty(ctx, { embedded: true, demoData: undefined }))?.logins;
    seedMs = performance.now() - started;
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('creates the fixed demo logins quickly', () => {
    expect(logins).toEqual(
      expect.arrayContaining([
        { role: 'admin', email: 'admin@noite.app', password: 'Admin@123' },
        { role: 'owner', email: 'bruno@noite.app', password: 'Owner@123' },
        { role: 'owner', email: 'carla@noite.app', password: 'Owner@123' },
        { role: 'user', email: 'visitante@noite.app', password: 'Visitor@123' },
      ]),
    );
    // What the start prints is the README's table, row for row.
    expect(logins).toEqual([...FEATURED_LOGINS]);
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../../../README.md'), 'utf8');
    const table = [...readme.matchAll(/^\| (admin|owner|visitor) \| `([^`]+)` \| `([^`]+)` \|/gm)].map((row) => ({
      role: row[1] === 'visitor' ? 'user' : row[1],
      email: row[2],
      password: row[3],
    }));
    expect(table).toEqual([...FEATURED_LOGINS]);
    console.info(`seedIfEmpty took ${(seedMs / 1000).toFixed(2)} s`);
    expect(seedMs).toBeLessThan(30_000);
  });

  it('creates users of every type with working passwords and valid fields', async () => {
    const users = await database.db.selectFrom('users').selectAll().execute();
    const byType = (type: string) => users.filter((user) => user.type === type);
    expect(byType('admin')).toHaveLength(1);
    expect(byType('owner')).toHaveLength(10 + CITY_OWNERS.length);
    expect(byType('owner').filter((owner) => owner.is_blocked)).toHaveLength(1);
    expect(byType('user').length).toBeGreaterThanOrEqual(3);

    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('bruno@noite.app')?.last_access).toBeNull();
    const carlaLast = byEmail.get('carla@noite.app')?.last_access;
    expect(carlaLast).toBeInstanceOf(Date);
    expect(Date.now() - (carlaLast as Date).getTime()).toBeGreaterThan(24 * 3600 * 1000);
    const visitor = byEmail.get('visitante@noite.app');
    expect(visitor).toMatchObject({ name: 'Visitante Demo', country_code: '+55', type: 'user' });
    expect(visitor?.phone).toMatch(/^\d{10,11}$/);
    expect(await verifyPassword(visitor?.password_hash ?? null, 'Visitor@123')).toBe(true);
    expect(await verifyPassword(byEmail.get('admin@noite.app')?.password_hash ?? null, 'Admin@123')).toBe(true);

    for (const owner of byType('owner')) {
      expect(owner.cpf).toMatch(/^\d{11}$/);
      expect(cpfField.safeParse(owner.cpf).success).toBe(true);
    }
    for (const user of users) {
      expect(emailField.safeParse(user.email).success).toBe(true);
      expect(personNameField.safeParse(user.name).success).toBe(true);
    }
  });

  it('creates 150+ venues in the eight capitals with valid Brazilian data', async () => {
    const venues = await database.db.selectFrom('establishments').selectAll().execute();
    expect(venues.length).toBeGreaterThanOrEqual(150);
    const inactive = venues.filter((venue) => !venue.is_active);
    expect(inactive.length).toBeGreaterThanOrEqual(2);
    expect(inactive.length).toBeLessThanOrEqual(3 + CITIES.length);
    // bruno and carla, and the city owners: some with one venue, some with many.
    const perOwner = new Map<string, number>();
    for (const venue of venues) perOwner.set(venue.owner_id, (perOwner.get(venue.owner_id) ?? 0) + 1);
    expect(perOwner.size).toBe(2 + CITY_OWNERS.length);
    expect([...perOwner.values()].filter((count) => count === 1).length).toBeGreaterThanOrEqual(5);
    expect([...perOwner.values()].filter((count) => count >= 10).length).toBeGreaterThanOrEqual(5);
    expect(new Set(venues.map((venue) => venue.cnpj)).size).toBe(venues.length);

    for (const venue of venues) {
      expect(cnpjField.safeParse(venue.cnpj).data, venue.cnpj).toBe(venue.cnpj);
      expect(venue.zip_code).toMatch(/^\d{5}-\d{3}$/);
      expect(venue.name.length).toBeLessThanOrEqual(LIMITS.nameMax);
      expect(venue.address.length).toBeLessThanOrEqual(LIMITS.nameMax);
      expect(venue.address).toMatch(/^\D.+, \d+$/);
      for (const name of [venue.fantasy_name, venue.corporate_name]) {
        expect(name.length).toBeLessThanOrEqual(LIMITS.nameMax);
        expect(name).toMatch(/^[\p{L}\d][\p{L}\d_ ]*[\p{L}\d]$/u);
      }
      expect(venue.phone).toMatch(/^\d{10,15}$/);
      expect(venue.establishment_type.length).toBeGreaterThanOrEqual(1);
      expect(venue.establishment_type.length).toBeLessThanOrEqual(LIMITS.venueTypesMax);
      for (const type of venue.establishment_type) expect(VENUE_TYPES).toContain(type);
      expect(PLANS).toContain(venue.plan);
      for (const brand of [...venue.credit_cards, ...venue.debit_cards]) expect(CARD_BRANDS).toContain(brand);
      for (const brand of venue.meals) expect(MEAL_BRANDS).toContain(brand);
      expect(venue.about_text?.length).toBeGreaterThanOrEqual(LIMITS.aboutTextMin);
      expect(venue.about_text?.length).toBeLessThanOrEqual(LIMITS.aboutTextMax);
      for (const link of [venue.instagram, venue.facebook]) {
        expect(link).toMatch(/^https:\/\//);
        expect(link?.length).toBeLessThanOrEqual(LIMITS.socialLinkMax);
      }
      if (venue.wifi_name) {
        expect(venue.wifi_name.length).toBeGreaterThanOrEqual(LIMITS.wifiNameMin);
        expect(venue.wifi_name.length).toBeLessThanOrEqual(LIMITS.wifiNameMax);
        expect(venue.wifi_description?.length).toBeLessThanOrEqual(LIMITS.wifiDescriptionMax);
        expect(venue.wifi_password?.length).toBeLessThanOrEqual(LIMITS.wifiPasswordMax);
      }
      expect(venue.logo).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    }
    expect(venues.filter((venue) => venue.wifi_name).length).toBeGreaterThan(venues.length / 2);

    // Every city has venues within 20 km of its first district, and no venue is anywhere else.
    let near = 0;
    for (const city of CITIES) {
      const centre = city.districts[0]!;
      const rows = await sql<{ count: number }>`
        select count(*)::int as count from establishments
        where earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${centre.latitude}, ${centre.longitude})) < 20000`.execute(
        database.db,
      );
      const count = rows.rows[0]?.count ?? 0;
      expect(count, city.name).toBeGreaterThanOrEqual(city.key === 'sp' ? 40 : 15);
      near += count;
    }
    expect(near).toBe(venues.length);
  });

  it('writes menu items with their price, as venues do ("Caipirinha de limão — R$ 24")', async () => {
    const menus = await database.db
      .selectFrom('menu_categories')
      .select('items')
      .where('is_active', '=', true)
      .execute();
    const items = menus.flatMap((menu) => menu.items);
    expect(items.length).toBeGreaterThan(500);
    const priced = items.filter((item) => / — R\$ \d+(,\d{2})?$/.test(item));
    expect(priced.length / items.length).toBeGreaterThan(0.95);
  });

  it('fills the name list of tonight at a club of the demo owner: a real door night on /list', async () => {
    const today = localDate(new Date(), DEMO_TIME_ZONE);
    const rows = await database.db
      .selectFrom('event_list_entries')
      .innerJoin('events', 'events.id', 'event_list_entries.event_id')
      .innerJoin('establishments', 'establishments.id', 'events.establishment_id')
      .select(['event_list_entries.accepted'])
      .where('establishments.name', '=', 'Clube Augusta 24')
      .where('events.event_date', '=', today)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.some((row) => row.accepted)).toBe(true);
    expect(rows.some((row) => !row.accepted)).toBe(true);
  });

  it('gives each venue 2 to 5 banners and a logo, saved as WebP files', async () => {
    const venues = await database.db.selectFrom('establishments').select(['id', 'logo']).execute();
    const banners = await database.db.selectFrom('banners').selectAll().execute();
    for (const venue of venues) {
      const own = banners.filter((banner) => banner.establishment_id === venue.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(LIMITS.bannersMax);
      expect(own.map((banner) => banner.position).sort()).toEqual(own.map((_, index) => index));
    }
    const files = [...banners.map((banner) => banner.path), ...venues.map((venue) => venue.logo as string)];
    for (const publicPath of files) {
      const bytes = fs.readFileSync(path.join(uploadsDir, publicPath.replace(/^\/uploads\//, '')));
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    for (const category of MENU_CATALOGUE) {
      expect(fs.existsSync(path.join(uploadsDir, category.logo.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('gives every venue the whole menu catalogue, several categories active with items', async () => {
    const venues = await database.db.selectFrom('establishments').select('id').execute();
    const menus = await database.db.selectFrom('menu_categories').selectAll().execute();
    for (const venue of venues) {
      const own = menus.filter((menu) => menu.establishment_id === venue.id).sort((a, b) => a.position - b.position);
      expect(own.map((menu) => menu.name_pt)).toEqual(MENU_CATALOGUE.map((category) => category.namePt));
      const active = own.filter((menu) => menu.is_active && menu.items.length > 0);
      expect(active.length).toBeGreaterThanOrEqual(3);
      for (const menu of own) {
        for (const item of menu.items) {
          expect(item.length).toBeGreaterThan(0);
          expect(item.length).toBeLessThanOrEqual(LIMITS.menuItemMax);
        }
      }
    }
  });

  it('fills most of the next 7 days (São Paulo time) of each active venue with events', async () => {
    const today = localDate(new Date(), DEMO_TIME_ZONE);
    const lastDay = addDays(today, 6);
    const venues = await database.db.selectFrom('establishments').select(['id', 'is_active']).execute();
    const events = await database.db.selectFrom('events').selectAll().execute();
    for (const venue of venues) {
      const own = events.filter((event) => event.establishment_id === venue.id);
      if (!venue.is_active) {
        expect(own).toHaveLength(0);
        continue;
      }
      expect(own.length).toBeGreaterThanOrEqual(4);
    }
    const emoji = /\p{Extended_Pictographic}/u;
    for (const event of events) {
      const day = calendarDay(event.event_date);
      expect(day >= today && day <= lastDay, day).toBe(true);
      expect(event.event_name.length).toBeGreaterThanOrEqual(3);
      expect(event.event_name.length).toBeLessThanOrEqual(LIMITS.eventNameMax);
      expect(event.event_name).not.toMatch(emoji);
      expect(MUSIC_STYLES).toContain(event.music_style);
      expect(event.end_time.getTime()).toBeGreaterThan(event.start_time.getTime());
      // The start is on the event's local day, and lasts at most 12 hours.
      expect(localDate(event.start_time, DEMO_TIME_ZONE)).toBe(day);
      expect(event.end_time.getTime() - event.start_time.getTime()).toBeLessThanOrEqual(12 * 3600 * 1000);
      expect((event.description ?? '').length).toBeLessThanOrEqual(LIMITS.eventDescriptionMax);
      if (event.is_free) expect(event.entry).toBeNull();
      else expect(event.entry).toMatch(/^[\p{L}\d][\p{L}\d ]{0,19}$/u);
    }
    expect(new Set(events.map((event) => event.music_style)).size).toBeGreaterThanOrEqual(10);
    expect(events.some((event) => event.is_free)).toBe(true);
    expect(events.some((event) => !event.is_free)).toBe(true);
    expect(events.some((event) => event.is_live)).toBe(true);
    expect(events.some((event) => event.event_with_list)).toBe(true);

    const entries = await database.db
      .selectFrom('event_list_entries')
      .innerJoin('events', 'events.id', 'event_list_entries.event_id')
      .innerJoin('users', 'users.id', 'event_list_entries.user_id')
      .select(['events.event_with_list', 'users.type', 'users.email', 'event_list_entries.accepted'])
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.event_with_list && entry.type === 'user')).toBe(true);
    expect(entries.some((entry) => entry.accepted)).toBe(true);
    expect(entries.some((entry) => !entry.accepted)).toBe(true);
    expect(entries.some((entry) => entry.email === 'visitante@noite.app')).toBe(true);
  });

  it('favourites a few active venues for the demo visitor', async () => {
    const favourites = await database.db
      .selectFrom('favourites')
      .innerJoin('users', 'users.id', 'favourites.user_id')
      .innerJoin('establishments', 'establishments.id', 'favourites.establishment_id')
      .select(['establishments.is_active'])
      .where('users.email', '=', 'visitante@noite.app')
      .execute();
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    expect(favourites.every((favourite) => favourite.is_active)).toBe(true);
  });

  it('does nothing the second time, or when demo data is not wanted', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('establishments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await seedIfEmpty(ctx, { embedded: true, demoData: undefined })).toBeUndefined();
    expect(await seedIfEmpty(ctx, { embedded: false, demoData: true })).toBeUndefined();
    expect(await seedDemoData(ctx)).toEqual({
      created: false,
      existing: expect.arrayContaining(['bruno@noite.app', 'visitante@noite.app']),
    });
    expect(await count()).toBe(before);
  });
});

describe('seed rules on an empty database', () => {
  it('seeds neither a server database without DEMO_DATA=true nor an embedded one with DEMO_DATA=false', async () => {
    const database = await openPglite('memory://');
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-seed-'));
    try {
      await migrateToLatest(database.db);
      const ctx: SeedContext = { db: database.db, storage: createDiskStorage(uploadsDir), config: { uploadsDir } };
      expect(await seedIfEmpty(ctx, { embedded: false, demoData: undefined })).toBeUndefined();
      expect(await seedIfEmpty(ctx, { embedded: true, demoData: false })).toBeUndefined();
      const users = await database.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      // The menu icons are there all the same: new venues' menus point at them.
      expect(fs.readdirSync(path.join(uploadsDir, 'menu')).sort()).toEqual(
        MENU_CATALOGUE.map((category) => `${category.key}.webp`).sort(),
      );
    } finally {
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    }
  }, 60_000); // opens a second PGlite: slow on a busy machine
});

describe('helpers', () => {
  it('computes CPF and CNPJ check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cnpjFromBase('11222333')).toBe('11.222.333/0001-81');
  });

  it('turns São Paulo local times into UTC instants', () => {
    expect(zonedTime('2026-03-14', '20:00', 'America/Sao_Paulo').toISOString()).toBe('2026-03-14T23:00:00.000Z');
    expect(zonedTime('2026-03-15', '02:00', 'America/Sao_Paulo').toISOString()).toBe('2026-03-15T05:00:00.000Z');
    expect(zonedTime('2026-07-01', '12:00', 'Europe/Lisbon').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(localDate(new Date('2026-03-15T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-03-14');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps every text the generator may pick within the spec limits', () => {
    for (const names of Object.values(EVENT_NAMES)) {
      for (const name of names) {
        expect(name.length, name).toBeGreaterThanOrEqual(3);
        expect(name.length, name).toBeLessThanOrEqual(LIMITS.eventNameMax);
      }
    }
    const pools = [...Object.values(MENU_ITEMS), ...Object.values(SPECIAL_MENU_ITEMS).flatMap((p) => Object.values(p))];
    for (const item of pools.flat()) expect(item.length, item).toBeLessThanOrEqual(LIMITS.menuItemMax);
    for (const venue of VENUES) {
      expect(venue.name.length, venue.name).toBeLessThanOrEqual(LIMITS.nameMax);
      expect(`https://instagram.com/${venue.handle}`.length).toBeLessThanOrEqual(LIMITS.socialLinkMax);
      expect(new Set(venue.styles).size).toBe(venue.styles.length);
    }
    expect(new Set(VENUES.map((venue) => venue.name)).size).toBe(VENUES.length);
  });

  it('builds menu rows for a new venue: every category, inactive, empty', () => {
    const rows = menuCategoriesFor('00000000-0000-0000-0000-000000000000');
    expect(rows).toHaveLength(MENU_CATALOGUE.length);
    expect(rows.every((row) => row.is_active === false && row.items?.length === 0)).toBe(true);
    expect(rows.map((row) => row.position)).toEqual(MENU_CATALOGUE.map((_, index) => index));
  });
});
