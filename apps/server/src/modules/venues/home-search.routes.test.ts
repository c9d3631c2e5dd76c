import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC_STYLES, VENUE_TYPES, homeQuerySchema, type HomeQuery } from '@noite/shared';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { insertEstablishment, insertEvent } from '../../../test/fixtures.ts';
import { withSessionSettings } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { addDays, localDate } from '../../lib/time.ts';
import { capture, explain, planWithIndexes } from '../../../bench/explain.ts';
import { cardsJson } from './cards.ts';
import { choiceSettings, countHomeVenues, findHomeVenues, homeSource } from './queries.ts';
import { homePage } from './service.ts';

/** One of the web app's catalogues (the names people see, so the names they search for). */
const catalogue = (path: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(new URL(`../../../../web/src/${path}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const ORIGIN = { lat: -23.5614, lng: -46.6559 }; // Av. Paulista

/** The home search over types and the coming week's events (decision 047). */
describe('/user/home search: venue types, the coming week’s music styles and event names', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const ids: Record<string, string> = {};
  const today = localDate(new Date(), 'America/Sao_Paulo');

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.signUpAndLogin('owner');
    const specs: { key: string; name: string; type: string[]; offset: number }[] = [
      { key: 'today', name: 'Bar do Zeca', type: ['bar'], offset: 0.001 },
      { key: 'sixDays', name: 'Pub Estrela', type: ['pub'], offset: 0.002 },
      { key: 'past', name: 'Bar Ontem', type: ['bar'], offset: 0.003 },
      { key: 'eightDays', name: 'Bar Depois', type: ['bar'], offset: 0.004 },
      { key: 'sevenDays', name: 'Bar Semana Que Vem', type: ['bar'], offset: 0.005 },
      { key: 'night', name: 'Casa Noturna Aurora', type: ['club'], offset: 0.006 },
      { key: 'lounge', name: 'Terraço Ipê', type: ['lounge', 'gastronomy'], offset: 0.007 },
    ];
    for (const spec of specs) {
      const row = await insertEstablishment(t.db, owner.id, {
        name: spec.name,
        address: `Rua Teste, ${spec.offset * 1000}`,
        latitude: ORIGIN.lat + spec.offset,
        longitude: ORIGIN.lng,
        establishment_type: spec.type,
      });
      ids[spec.key] = row.id;
    }
    const samba = { music_style: 'Samba', event_name: 'Roda da Casa' };
    await insertEvent(t.db, ids.today!, today, samba);
    await insertEvent(t.db, ids.sixDays!, addDays(today, 6), samba);
    await insertEvent(t.db, ids.past!, addDays(today, -1), samba);
    await insertEvent(t.db, ids.eightDays!, addDays(today, 8), samba);
    await insertEvent(t.db, ids.sevenDays!, addDays(today, 7), samba);
    await insertEvent(t.db, ids.night!, addDays(today, 1), { music_style: 'Eletrônica', event_name: 'Pé na Pista' });
    await insertEvent(t.db, ids.lounge!, addDays(today, 2), { music_style: 'Jazz', event_name: 'Arraiá do Jazz' });
    await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: ids.sixDays! }).execute();
  });

  afterAll(async () => {
    await t?.close();
  });

  const search = async (body: Record<string, unknown>) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'en', ...bearer(visitor.token) },
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, ...body },
    });
    expect(response.status).toBe(200);
    const data = response.body.data as { items: { _id: string }[]; total: number };
    return { ids: data.items.map((item) => item._id).sort(), total: data.total };
  };
  const venues = (...keys: string[]) => keys.map((key) => ids[key]!).sort();

  it('finds every venue with a samba night in the coming 7 days, not past ones or later ones', async () => {
    const found = await search({ search: 'samba' });
    expect(found.ids).toEqual(venues('today', 'sixDays'));
    expect(found.total).toBe(2);
    expect((await search({ search: 'SÁMBA' })).ids).toEqual(venues('today', 'sixDays'));
  });

  it('counts every match when a page holds some of them, and past the end (decision 092)', async () => {
    const bars = venues('today', 'past', 'eightDays', 'sevenDays');
    const first = await search({ search: 'bar', limit: 2 });
    expect(first.total).toBe(4);
    expect(first.ids).toHaveLength(2);
    const second = await search({ search: 'bar', limit: 2, offset: 2 });
    expect(second.total).toBe(4);
    expect([...first.ids, ...second.ids].sort()).toEqual(bars);
    expect(await search({ search: 'bar', limit: 2, offset: 10 })).toEqual({ ids: [], total: 4 });
    const query = homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, search: 'bar' });
    const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    expect(await countHomeVenues(t.db, query, scope)).toBe(4);
    expect(await countHomeVenues(t.db, { ...query, isFavourite: true }, scope)).toBe(0);
  });

  it('counts every favourite when a page holds some of them, and past the end (decision 092)', async () => {
    const liked = { user_id: visitor.id, establishment_id: ids.today! };
    await t.db.insertInto('favourites').values(liked).execute();
    try {
      const first = await search({ isFavourite: true, limit: 1 });
      expect(first.total).toBe(2);
      expect(first.ids).toHaveLength(1);
      const second = await search({ isFavourite: true, limit: 1, offset: 1 });
      expect(second.total).toBe(2);
      expect([...first.ids, ...second.ids].sort()).toEqual(venues('today', 'sixDays'));
      expect(await search({ isFavourite: true, limit: 1, offset: 5 })).toEqual({ ids: [], total: 2 });
    } finally {
      await t.db
        .deleteFrom('favourites')
        .where('user_id', '=', liked.user_id)
        .where('establishment_id', '=', liked.establishment_id)
        .execute();
    }
  });

  it('reads favourites only from what each favourite keeps of its venue, which follows it (decision 101)', async () => {
    const owner = await t.signUpAndLogin('owner');
    const rio = { latitude: -22.9068, longitude: -43.1729 };
    const venue = await insertEstablishment(t.db, owner.id, { name: 'Bar Viajante', address: 'Rua Teste, 9', ...rio });
    await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
    // What the favourite keeps, and what it should keep: its venue's cell, point and whether it is open.
    const cells = async () => {
      const { rows } = await sql<{ favourite: string; venue: string }>`
        select row(f.cell, f.location, f.is_active)::text as favourite, row(e.cell, e.location, e.is_active)::text as venue
        from favourites f join establishments e on e.id = f.establishment_id
        where f.user_id = ${visitor.id} and f.establishment_id = ${venue.id}`.execute(t.db);
      return rows[0];
    };
    const moveTo = (point: { latitude: number; longitude: number }) =>
      t.db.updateTable('establishments').set(point).where('id', '=', venue.id).execute();
    try {
      expect((await cells())?.favourite).toBe((await cells())?.venue);
      expect(await search({ isFavourite: true })).toEqual({ ids: venues('sixDays'), total: 1 });
      expect(await search({ isFavourite: true, latitude: rio.latitude, longitude: rio.longitude })).toEqual({
        ids: [venue.id],
        total: 1,
      });

      await moveTo({ latitude: ORIGIN.lat - 0.02, longitude: ORIGIN.lng + 0.02 });
      const moved = await cells();
      expect(moved?.favourite).toBe(moved?.venue);
      expect(await search({ isFavourite: true })).toEqual({ ids: [...venues('sixDays'), venue.id].sort(), total: 2 });
      expect((await search({ isFavourite: true, search: 'viajante' })).ids).toEqual([venue.id]);
      await t.db.updateTable('establishments').set({ is_active: false }).where('id', '=', venue.id).execute();
      const closed = await cells();
      expect(closed?.favourite).toBe(closed?.venue);
      expect(await search({ isFavourite: true })).toEqual({ ids: venues('sixDays'), total: 1 });
      await t.db.updateTable('establishments').set({ is_active: true }).where('id', '=', venue.id).execute();
      expect((await search({ isFavourite: true, limit: 1 })).total).toBe(2);

      await moveTo(rio);
      expect(await search({ isFavourite: true })).toEqual({ ids: venues('sixDays'), total: 1 });

      // The statement reads the visitor's favourites by cell, not all of them.
      const query = homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, isFavourite: true });
      const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
      const plan = await planWithIndexes(t.db, await capture((db) => findHomeVenues(db, query, scope)));
      expect(plan).toContain('favourites_user_cell_idx');
    } finally {
      await t.db.deleteFrom('favourites').where('establishment_id', '=', venue.id).execute();
      await t.db.deleteFrom('establishments').where('id', '=', venue.id).execute();
    }
  });

  it('finds a style by its Portuguese and English names, accents and case aside', async () => {
    expect((await search({ search: 'eletronica' })).ids).toEqual(venues('night'));
    expect((await search({ search: 'Eletrônica' })).ids).toEqual(venues('night'));
    expect((await search({ search: 'ELECTRONIC' })).ids).toEqual(venues('night'));
  });

  it('finds an event by its name without accents', async () => {
    expect((await search({ search: 'pe na pista' })).ids).toEqual(venues('night'));
    expect((await search({ search: 'arraia' })).ids).toEqual(venues('lounge'));
  });

  it('finds venues by their type in either language', async () => {
    expect((await search({ search: 'balada' })).ids).toEqual(venues('night'));
    expect((await search({ search: 'Club' })).ids).toEqual(venues('night'));
    expect((await search({ search: 'gastronomia' })).ids).toEqual(venues('lounge'));
    expect((await search({ search: 'gastronomy' })).ids).toEqual(venues('lounge'));
  });

  it('still finds names and addresses', async () => {
    expect((await search({ search: 'terraco' })).ids).toEqual(venues('lounge'));
    expect((await search({ search: 'estrela' })).ids).toEqual(venues('sixDays'));
  });

  it('combines with favourites and filters', async () => {
    expect((await search({ search: 'samba', isFavourite: true })).ids).toEqual(venues('sixDays'));
    expect((await search({ search: 'samba', establishmentType: ['bar'] })).ids).toEqual(venues('today'));
    expect((await search({ search: 'samba', musicStyle: ['Samba'], isFree: true })).ids).toEqual([]);
    expect((await search({ search: 'pub', musicStyle: ['Samba'] })).ids).toEqual(venues('sixDays'));
  });

  it('knows every type and style by the names the catalogues show, in pt and en', async () => {
    const names = (language: 'pt' | 'en') => ({
      types: (
        catalogue(`features/discovery/locales/${language}.json`) as unknown as Record<string, Record<string, string>>
      ).venueTypes!,
      styles: catalogue(`lib/music-styles/locales/${language}.json`),
    });
    const styleKey = (style: string) => fold(style).replace(/[^a-z]+/g, '');
    for (const language of ['pt', 'en'] as const) {
      const { types, styles } = names(language);
      for (const type of VENUE_TYPES) {
        const { rows } = await sql<{ words: string }>`select venue_type_words(array[${type}]) as words`.execute(t.db);
        expect(fold(rows[0]!.words)).toContain(fold(types[type]!));
      }
      for (const style of MUSIC_STYLES) {
        const { rows } = await sql<{ words: string }>`select music_style_words(${style}) as words`.execute(t.db);
        expect(fold(rows[0]!.words)).toContain(fold(styles[styleKey(style)]!));
      }
    }
  });

  it('counts the week from each venue’s own today, whatever its time zone', async () => {
    const owner = await t.signUpAndLogin('owner');
    const found: string[] = [];
    for (const [index, timezone] of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Noronha'].entries()) {
      const venue = await insertEstablishment(t.db, owner.id, {
        name: `Zona ${index}`,
        address: 'Rua Teste, 1',
        latitude: ORIGIN.lat - 0.001 * (index + 1),
        longitude: ORIGIN.lng,
        timezone,
      });
      const localToday = localDate(new Date(), timezone);
      const kept = await insertEvent(t.db, venue.id, addDays(localToday, 6), {
        event_name: `Fuso ${index}`,
        music_style: 'Jazz',
      });
      await insertEvent(t.db, venue.id, addDays(localToday, -1), { event_name: `Fuso ${index}`, music_style: 'Jazz' });
      await insertEvent(t.db, venue.id, addDays(localToday, 7), { event_name: `Fuso ${index}`, music_style: 'Jazz' });
      found.push(kept.establishment_id);
      // Only the night inside the venue's own week counts.
      await t.db.deleteFrom('events').where('id', '=', kept.id).execute();
      expect((await search({ search: `fuso ${index}` })).ids).toEqual([]);
      await insertEvent(t.db, venue.id, addDays(localToday, 6), { event_name: `Fuso ${index}`, music_style: 'Jazz' });
      expect((await search({ search: `fuso ${index}` })).ids).toEqual([venue.id]);
    }
    expect((await search({ search: 'fuso' })).ids).toEqual([...found].sort());
  });

  it('follows event edits: a renamed style stops matching', async () => {
    await t.db.updateTable('events').set({ music_style: 'Forró' }).where('establishment_id', '=', ids.today!).execute();
    expect((await search({ search: 'samba' })).ids).toEqual(venues('sixDays'));
    expect((await search({ search: 'forro' })).ids).toEqual(venues('today'));
  });

  it('checks a venue’s week for the words from the events’ index alone (decision 095)', async () => {
    const query = homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, search: 'samba' });
    const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    const page = await capture((db) => findHomeVenues(db, query, scope));
    const plan = await planWithIndexes(t.db, page);
    expect(plan).toMatch(/Index Only Scan using events_establishment_day_key on events ev/);
  });

  it('gives a search’s bitmaps more memory for its own transaction only (decision 115)', async () => {
    const query = homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, search: 'samba' });
    const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    const settings = (await capture((db) => findHomeVenues(db, query, scope))).setup.map((setup) => setup.sql);
    expect(settings.join('\n')).toMatch(/set_config\('work_mem', '16MB', true\)/);
    await t.db.connection().execute(async (db) => {
      const workMem = async () => (await sql<{ work_mem: string }>`show work_mem`.execute(db)).rows[0]!.work_mem;
      await sql`reset work_mem`.execute(db);
      const before = await workMem();
      expect((await homePage(db, query, scope)).total).toBeGreaterThan(0);
      expect(await workMem()).toBe(before);
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs a visitor’s choices on connections that keep their plans’ settings, the app’s own left as they are (decision 120)',
    async () => {
      const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
      const inputs = [{ musicStyle: ['Samba'] }, { search: 'samba' }, { search: 'rua teste' }].map((input) =>
        homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, ...input }),
      );
      const settings = async (db: Db) =>
        (
          await sql<{ fresh: boolean; bitmaps: string; plans: string; memory: string }>`
            select now() = statement_timestamp() as fresh, current_setting('enable_bitmapscan') as bitmaps,
              current_setting('plan_cache_mode') as plans, current_setting('work_mem') as memory
          `.execute(db)
        ).rows[0];
      const before = await settings(t.db);
      expect(before).toMatchObject({ fresh: true, bitmaps: 'on', plans: 'auto' });
      for (const query of inputs) {
        // The statements' way (a visitor's filters are otherwise worked out by the process, decision 134).
        expect((await homePage(t.db, query, scope, false)).total).toBeGreaterThan(0);
        expect(await settings(t.db)).toEqual(before);
        // The pool hands back the connection released last: the one the page ran on, no transaction left open.
        const planned = withSessionSettings(t.db, choiceSettings(query))!;
        expect(await settings(planned)).toEqual({
          fresh: true,
          plans: 'force_generic_plan',
          bitmaps: query.search ? 'on' : 'off',
          memory: query.search ? '16MB' : before!.memory,
        });
        // Its page's statement prepared there, with a generic plan only (decision 104).
        const { rows } = await sql<{ generic: string; custom: string }>`
          select sum(generic_plans) as generic, sum(custom_plans) as custom from pg_prepared_statements
          where statement like '/* prepared */%'
        `.execute(planned);
        expect(Number(rows[0]!.generic)).toBeGreaterThan(0);
        expect(Number(rows[0]!.custom)).toBe(0);
      }
      // A statement that fails leaves its connection to serve the next page.
      await expect(homePage(t.db, { ...inputs[0]!, limit: -1 }, scope, false)).rejects.toThrow(
        /LIMIT must not be negative/,
      );
      expect((await homePage(t.db, inputs[0]!, scope, false)).total).toBeGreaterThan(0);
      expect(await settings(t.db)).toEqual(before);
    },
  );

  it('looks a search’s words up in the statement that sets its plans, before its page (decision 117)', async () => {
    const query = homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, search: 'samba' });
    const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    const { setup } = await capture((db) => findHomeVenues(db, query, scope, homeSource(query, scope)));
    expect(setup).toHaveLength(1);
    expect(setup[0]!.sql).toMatch(/set_config\('plan_cache_mode'[\s\S]*from search_words w/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prepares each page’s statement once on its connection, filters and searches with a generic plan (decision 104)',
    async () => {
      const scope = { userId: visitor.id, includeInactive: false, withinRadius: true };
      const inputs = [
        { isLive: true, musicStyle: ['Samba', 'Jazz'] },
        { search: 'samba' },
        { isFavourite: true },
        { radiusKm: 3 },
      ].map((input) => homeQuerySchema.parse({ latitude: ORIGIN.lat, longitude: ORIGIN.lng, ...input }));
      await t.db.connection().execute(async (db) => {
        // How often each statement prepared on this connection ran with each kind of plan (earlier tests' too).
        const plans = async () => {
          const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
            select statement, generic_plans, custom_plans from pg_prepared_statements
            where statement like '/* prepared */%'
          `.execute(db);
          return new Map(rows.map((row) => [row.statement, [Number(row.generic_plans), Number(row.custom_plans)]]));
        };
        const runs = async (query: HomeQuery) => {
          const before = await plans();
          const pages = [await homePage(db, query, scope), await homePage(db, query, scope)].map((page) => ({
            cards: cardsJson(page.cards),
            total: page.total,
          }));
          expect(pages[1]).toEqual(pages[0]);
          const after = await plans();
          return [...after].flatMap(([statement, [generic = 0, custom = 0] = []]) => {
            const [earlierGeneric = 0, earlierCustom = 0] = before.get(statement) ?? [];
            const ran = { generic: generic - earlierGeneric, custom: custom - earlierCustom };
            return ran.generic + ran.custom > 0 ? [ran] : [];
          });
        };
        // Each choice's page, prepared and planned once without its values; a search's words are looked up first
        // (decision 117), in its settings' statement, prepared too.
        for (const query of inputs.slice(0, 3)) {
          const ran = await runs(query);
          expect(ran).toContainEqual({ generic: 2, custom: 0 });
          expect(ran.map((statement) => statement.generic + statement.custom)).toEqual(query.search ? [2, 2] : [2]);
        }
        // The plain page and its count, prepared, with the plan PostgreSQL chooses.
        const plain = await runs(inputs[3]!);
        expect(plain.map((ran) => ran.generic + ran.custom)).toEqual([2, 2]);
        // The bench explains the plan that runs: the generic one, where the chosen styles are still parameters.
        const explained = await explain(db, await capture((capturing) => findHomeVenues(capturing, inputs[0]!, scope)));
        expect(explained.plan.join('\n')).toMatch(/array_position\((e\.)?week_style_days, \$\d+\)/);
      });
    },
  );
});
