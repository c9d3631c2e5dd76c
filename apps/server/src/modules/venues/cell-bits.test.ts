import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_TYPES, type HomeQuery, type MusicStyle, type VenueType } from '@noite/shared';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { establishmentRow, onOneLocalDay } from '../../../test/fixtures.ts';
import { addDays, localDate } from '../../lib/time.ts';
import { capture, planWithIndexes } from '../../../bench/explain.ts';
import { cellOf, circleCells } from './cells.ts';
import { cardsJson, renderCards, type PageRows } from './cards.ts';
import {
  countHomeVenues,
  findHomeVenues,
  homeSource,
  searchSource,
  staleSearchWeeks,
  WALK_BESIDE_CAP,
  type HomeScope,
  type HomeSource,
} from './queries.ts';
import { homePage, pageWalkedBeside, rollSearchWeeks } from './service.ts';

/** Deterministic, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const CENTRE = { latitude: -23.55, longitude: -46.63 };
const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'Pacific/Kiritimati', 'Etc/GMT+12'];
const STYLES: MusicStyle[] = ['Samba', 'Jazz', 'Forró', 'Rock'];

interface Filters {
  establishmentType?: VenueType[];
  musicStyle?: MusicStyle[];
  isFree?: boolean;
  isLive?: boolean;
  search?: string;
}
const FILTERS: Filters[] = [
  { establishmentType: ['bar'] },
  { establishmentType: ['pub', 'club'] },
  { musicStyle: ['Samba'] },
  { musicStyle: ['Samba', 'Jazz', 'Rock'] },
  { musicStyle: ['Samba', 'Jazz', 'Rock', 'Pop', 'Mpb'] },
  { isFree: true },
  { isLive: true },
  { isFree: true, isLive: true },
  { musicStyle: ['Forró'], isFree: true, isLive: true },
  { establishmentType: ['lounge', 'bar'], musicStyle: ['Jazz', 'Rock'], isLive: true },
  { establishmentType: ['gastronomy'], isFree: true },
];
/**
 * Searches (decision 117): of whole-word characters (counted from the words' strings: a name's number, a type, a
 * style, an event's name, an address, accents and case aside, with filters or not, renamed venues and events), and
 * others (a space, a fragment in too many words), which keep the text index.
 */
const SEARCHES: Filters[] = [
  { search: 'teste' },
  { search: '17' },
  { search: '1' },
  { search: 'Sé' },
  { search: 'PUB' },
  { search: 'forro' },
  { search: 'noite', musicStyle: ['Jazz'] },
  { search: 'samba', isFree: true },
  { search: 'rock', establishmentType: ['bar', 'club'], isLive: true },
  { search: 'xingu' },
  { search: 'quilombo' },
  { search: 'quilombo', establishmentType: ['pub'] },
  { search: 'teste 2' },
  { search: 'sao paulo', isLive: true },
  { search: 'sé,' },
  { search: '1_' },
];
const RADII = [3, 15, 40, 100];

/**
 * The cells' bit strings (decision 081) against the venues and their events: a filtered total counted from the
 * bits is the count of every venue of the circle tested one by one, for every kind of filter, whatever the venues'
 * time zones, and after venues are opened, closed, moved, retyped, given another time zone, added and deleted and
 * their events added, edited, moved and deleted.
 */
describe('the filtered home total counted by the cells’ bit strings', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  let ownerId: string;
  const next = random(81);
  const scope = (): HomeScope => ({ userId: visitor.id, includeInactive: false, withinRadius: true });

  const venueRows = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      establishmentRow(ownerId, {
        latitude: CENTRE.latitude + (next() - 0.5) * 1.4,
        longitude: CENTRE.longitude + (next() - 0.5) * 1.4,
        establishment_type:
          next() < 0.3 ? [VENUE_TYPES[index % 6]!, VENUE_TYPES[(index + 2) % 6]!] : [VENUE_TYPES[index % 6]!],
        timezone: ZONES[Math.floor(next() * ZONES.length)]!,
        is_active: next() > 0.1,
      }),
    );

  /** Events on a random half of the days from 3 days ago to 12 days ahead of each venue's own today. */
  const addEvents = async (venues: { id: string; timezone: string }[]) => {
    const rows = venues.flatMap((venue) => {
      const today = localDate(new Date(), venue.timezone);
      return Array.from({ length: 16 }, (_, index) => index - 3)
        .filter(() => next() < 0.5)
        .map((day) => {
          const date = addDays(today, day);
          const start = new Date(`${date}T22:00:00Z`);
          return {
            establishment_id: venue.id,
            event_name: 'Noite',
            event_date: date,
            start_time: start,
            end_time: new Date(start.getTime() + 4 * 3_600_000),
            music_style: STYLES[Math.floor(next() * STYLES.length)]!,
            is_free: next() < 0.45,
            is_live: next() < 0.4,
            entry: 'R$ 20',
            event_with_list: false,
          };
        });
    });
    // In statements of at most 1,000 rows: a statement's parameters are counted in 16 bits.
    for (let start = 0; start < rows.length; start += 1000) {
      await t.db
        .insertInto('events')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    ownerId = (await t.createUser({ type: 'owner' })).id;
    const venues = await t.db
      .insertInto('establishments')
      .values(venueRows(240))
      .returning(['id', 'timezone'])
      .execute();
    await addEvents(venues);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A search's LIKE pattern, its wildcards meaning themselves. */
  const pattern = (search: string) =>
    sql`immutable_unaccent(lower(${`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}))`;

  /**
   * The count of every active venue of the circle, each tested against its events of its own coming 7 days (and a
   * search against its own text and those events' texts).
   */
  const truth = async (query: HomeQuery & Filters) => {
    const result = await sql<{ count: string | number }>`
      select count(*) as count from establishments e
      where e.is_active
        and e.location <-> ll_to_earth(${query.latitude}, ${query.longitude})
          <= 2 * earth() * sin(${query.radiusKm * 1000} / (2 * earth()))
        ${query.establishmentType ? sql`and e.establishment_type && ${sql.val(query.establishmentType)}::text[]` : sql``}
        ${
          query.search
            ? sql`and (e.search_text like ${pattern(query.search)} or exists (
          select 1 from events ev
          where ev.establishment_id = e.id
            and ev.event_date >= (now() at time zone e.timezone)::date
            and ev.event_date < (now() at time zone e.timezone)::date + 7
            and ev.search_text like ${pattern(query.search)}
        ))`
            : sql``
        }
        ${
          query.musicStyle || query.isFree || query.isLive
            ? sql`and exists (
          select 1 from events ev
          where ev.establishment_id = e.id
            and ev.event_date >= (now() at time zone e.timezone)::date
            and ev.event_date < (now() at time zone e.timezone)::date + 7
            ${query.musicStyle ? sql`and ev.music_style = any(${sql.val(query.musicStyle)}::text[])` : sql``}
            ${query.isFree ? sql`and ev.is_free` : sql``}
            ${query.isLive ? sql`and ev.is_live` : sql``}
        )`
            : sql``
        }
    `.execute(t.db);
    return Number(result.rows[0]?.count ?? 0);
  };

  const expectTrue = async () => {
    let nonZero = 0;
    for (const [index, filters] of [...FILTERS, ...SEARCHES].entries()) {
      for (const radiusKm of RADII) {
        const query = {
          latitude: CENTRE.latitude + (next() - 0.5) * 0.6,
          longitude: CENTRE.longitude + (next() - 0.5) * 0.6,
          radiusKm,
          offset: 0,
          limit: 1000,
          ...filters,
        } as HomeQuery & Filters;
        await onOneLocalDay(ZONES, async () => {
          const expected = await truth(query);
          if (expected > 0) nonZero += 1;
          expect(await countHomeVenues(t.db, query, scope()), `${index} ${JSON.stringify(query)}`).toBe(expected);
        });
      }
    }
    expect(nonZero).toBeGreaterThan((FILTERS.length + SEARCHES.length) * 2);
  };

  /**
   * Every active venue holds one slot of its (cell, time zone), in the part its point lies in (decision 098); and every
   * bit string is as long as the slots.
   */
  const expectWellFormed = async () => {
    const slots = await sql<{ id: string; cell: number; timezone: string }>`
      select v.id, p.cell, p.timezone from establishment_cell_parts p, unnest(p.venues) v(id) where v.id is not null
    `.execute(t.db);
    const active = await t.db
      .selectFrom('establishments')
      .select(['id', 'cell', 'timezone'])
      .where('is_active', '=', true)
      .execute();
    const key = (row: { id: string; cell: number; timezone: string }) => `${row.id} ${row.cell} ${row.timezone}`;
    expect(slots.rows.map(key).sort()).toEqual(active.map(key).sort());
    // Each slot keeps its venue's point, also after a move within the part, and lies in its part.
    const points = await sql<{ bad: string | number }>`
      select count(*) as bad from establishment_cell_parts p,
        unnest(p.venues, p.locations) v(id, location), establishments e
      where e.id = v.id
        and not (e.location::cube = v.location and cell_part(e.latitude, e.longitude, cell_part_grid(p.part)) = p.part
          and (p.centre <-> e.location) <= p.reach)
    `.execute(t.db);
    expect(Number(points.rows[0]?.bad)).toBe(0);
    // Each slot's x, y and z (decision 105) are its point's, to the bit: the page's chords are the walk's.
    const axes = await sql<{ bad: string | number }>`
      select count(*) as bad from establishment_cell_parts p, generate_subscripts(p.locations, 1) s(slot)
      where cardinality(p.points) <> 3 * cardinality(p.locations)
        or (p.locations[s.slot] is null and not p.points[3 * s.slot] = 'NaN'::float8)
        or (p.locations[s.slot] is not null and not (
          p.points[3 * s.slot - 2] = cube_ll_coord(p.locations[s.slot], 1)
          and p.points[3 * s.slot - 1] = cube_ll_coord(p.locations[s.slot], 2)
          and p.points[3 * s.slot] = cube_ll_coord(p.locations[s.slot], 3)))
    `.execute(t.db);
    expect(Number(axes.rows[0]?.bad)).toBe(0);
    // A cell is kept whole (part -1) or in parts, not both.
    const counts = await sql<{ bad: string | number }>`
      select count(*) as bad from establishment_cell_parts p
      where p.slot_count <> cardinality(p.venues)
        or (p.part >= 0 and exists (
          select 1 from establishment_cell_parts w where w.cell = p.cell and w.timezone = p.timezone and w.part < 0
        ))
    `.execute(t.db);
    expect(Number(counts.rows[0]?.bad)).toBe(0);
    // Each part's first slot (decision 124) follows the earlier parts' slots.
    const firstSlots = await sql<{ bad: string | number }>`
      select count(*) as bad from (
        select p.slots_before,
          (sum(p.slot_count) over (partition by p.cell, p.timezone order by p.part) - p.slot_count)::integer as summed
        from establishment_cell_parts p
      ) p
      where p.slots_before <> p.summed
    `.execute(t.db);
    expect(Number(firstSlots.rows[0]?.bad)).toBe(0);
    const lengths = await sql<{ bad: string | number }>`
      select count(*) as bad from establishment_cell_bits b
      join (
        select p.cell, p.timezone, sum(p.slot_count) as slots from establishment_cell_parts p group by 1, 2
      ) s on s.cell = b.cell and s.timezone = b.timezone
      where length(b.bits) <> s.slots
    `.execute(t.db);
    expect(Number(lengths.rows[0]?.bad)).toBe(0);
    // Each word's strings (decision 117) set exactly the places of the part whose venue holds the word that day, and
    // are as long as the part's capacity (decision 122).
    const words = await sql<{ bad: string | number }>`
      with expected as (
        select s.id as word, p.cell, p.timezone, p.part, w.day, v.n::integer as place
        from establishment_cell_parts p
        cross join unnest(p.venues) with ordinality v(id, n)
        cross join establishment_words(v.id) w
        join search_words s on s.word = w.word
        where v.id is not null
      ),
      kept as (
        select b.word, b.cell, b.timezone, b.part, b.day, s.place
        from establishment_part_words b
        cross join unnest(array_positions(string_to_array(b.bits::text, null), '1')) s(place)
        -- A day gone since UTC's midnight (as establishment_words counts them) stays until its part is next written:
        -- no search reads it.
        where b.day = -1 or b.day >= (now() at time zone 'UTC')::date - 2 - date '2000-01-01'
      )
      select (select count(*) from (select * from expected except select * from kept) x)
        + (select count(*) from (select * from kept except select * from expected) x)
        + (select count(*) from establishment_part_words b join establishment_cell_parts p using (cell, timezone, part)
          where length(b.bits) <> part_word_bits(p.slot_count)) as bad
    `.execute(t.db);
    expect(Number(words.rows[0]?.bad)).toBe(0);
    // Each word's week string of a part (decision 123) is the OR of its strings of day -1 and of its time zone's week,
    // and every time zone with parts has its week.
    const weeks = await sql<{ bad: string | number }>`
      with expected as (
        select w.word, w.cell, w.timezone, w.part, bit_or(w.bits) as bits
        from establishment_part_words w
        join search_word_weeks s on s.timezone = w.timezone
        where w.day = -1 or w.day between s.first_day and s.first_day + 6
        group by w.word, w.cell, w.timezone, w.part
      )
      select (select count(*) from (select * from expected except select * from establishment_part_word_weeks) x)
        + (select count(*) from (select * from establishment_part_word_weeks except select * from expected) x)
        + (select count(*) from (select distinct timezone from establishment_cell_parts) p
          where not exists (select 1 from search_word_weeks s where s.timezone = p.timezone)) as bad
    `.execute(t.db);
    expect(Number(weeks.rows[0]?.bad)).toBe(0);
    // Each event fact's week string of a cell (decision 125) is the OR of its strings of its time zone's week.
    const factWeeks = await sql<{ bad: string | number }>`
      with expected as (
        select b.fact, b.cell, b.timezone, bit_or(b.bits) as bits
        from establishment_cell_bits b
        join search_word_weeks s on s.timezone = b.timezone
        where b.day between s.first_day and s.first_day + 6
        group by b.fact, b.cell, b.timezone
      )
      select (select count(*) from (select * from expected except select * from establishment_cell_bit_weeks) x)
        + (select count(*) from (select * from establishment_cell_bit_weeks except select * from expected) x) as bad
    `.execute(t.db);
    expect(Number(factWeeks.rows[0]?.bad)).toBe(0);
  };

  it('counts what testing each venue counts, as loaded', async () => {
    await expectWellFormed();
    await expectTrue();
  }, 120_000);

  it('numbers the venue types as the catalogue does', async () => {
    const result = await sql<{ codes: number[] }>`
      select array_agg(venue_type_code(type) order by at) as codes
      from unnest(${sql.val([...VENUE_TYPES])}::text[]) with ordinality as v(type, at)
    `.execute(t.db);
    expect(result.rows[0]?.codes).toEqual(VENUE_TYPES.map((_, index) => index + 1));
  });

  it('stays true through venue and event writes', async () => {
    const ids = (await t.db.selectFrom('establishments').select('id').orderBy('name').execute()).map((row) => row.id);
    // Moved a few metres (within the cell), then some across cells.
    await t.db
      .updateTable('establishments')
      .set((eb) => ({ latitude: eb('latitude', '+', 0.0003) }))
      .where('id', 'in', ids.slice(0, 40))
      .execute();
    for (const id of ids.slice(0, 20)) {
      await t.db
        .updateTable('establishments')
        .set({
          latitude: CENTRE.latitude + (next() - 0.5) * 1.4,
          longitude: CENTRE.longitude + (next() - 0.5) * 1.4,
        })
        .where('id', '=', id)
        .execute();
    }
    // Opened and closed, in one statement.
    await t.db
      .updateTable('establishments')
      .set((eb) => ({ is_active: eb.not('is_active') }))
      .where('id', 'in', ids.slice(20, 50))
      .execute();
    await t.db
      .updateTable('establishments')
      .set({ timezone: 'America/Rio_Branco' })
      .where('id', 'in', ids.slice(50, 60))
      .execute();
    await t.db
      .updateTable('establishments')
      .set({ establishment_type: ['club', 'gastronomy'] })
      .where('id', 'in', ids.slice(60, 70))
      .execute();
    // Renamed, or given another address: only the words change.
    await t.db
      .updateTable('establishments')
      .set({ name: 'Renomeado Xingu' })
      .where('id', 'in', ids.slice(70, 76))
      .execute();
    await t.db
      .updateTable('establishments')
      .set({ address: 'Rua do Quilombo, 12' })
      .where('id', 'in', ids.slice(76, 80))
      .execute();
    await t.db.deleteFrom('establishments').where('id', 'in', ids.slice(80, 95)).execute();
    // New venues take the freed slots and new ones.
    const added = await t.db.insertInto('establishments').values(venueRows(30)).returning(['id', 'timezone']).execute();
    await addEvents(added);
    // Events deleted, edited, moved out of and into the week.
    await t.db.deleteFrom('events').where('establishment_id', 'in', ids.slice(95, 110)).execute();
    await t.db
      .updateTable('events')
      .set((eb) => ({ is_free: eb.not('is_free'), music_style: 'Jazz' }))
      .where('establishment_id', 'in', ids.slice(110, 130))
      .execute();
    await t.db
      .updateTable('events')
      .set({ event_name: 'Baile do Quilombo' })
      .where('establishment_id', 'in', ids.slice(120, 135))
      .execute();
    await t.db
      .updateTable('events')
      .set({ event_date: sql`event_date + 20` })
      .where('establishment_id', 'in', ids.slice(130, 140))
      .execute();
    const moved = await t.db
      .selectFrom('establishments')
      .select(['id', 'timezone'])
      .where('id', 'in', ids.slice(130, 140))
      .execute();
    await addEvents(moved);
    // Events given to another venue (decision 127): both venues' strings follow, the one left without them too.
    const given = await sql`
      update events ev set establishment_id = ${ids[141]!}
      where ev.establishment_id = ${ids[140]!}
        and not exists (select 1 from events o where o.establishment_id = ${ids[141]!} and o.event_date = ev.event_date)
    `.execute(t.db);
    expect(Number(given.numAffectedRows)).toBeGreaterThan(0);
    await expectWellFormed();
    await expectTrue();
  }, 120_000);

  it('answers that total from /user/home when a filtered page is full', async () => {
    for (const filters of FILTERS) {
      await onOneLocalDay(ZONES, async () => {
        const { body } = await t.request({
          method: 'POST',
          url: '/api/v1/user/home',
          headers: { language: 'en', ...bearer(visitor.token) },
          payload: { ...CENTRE, ...filters, limit: 2 },
        });
        const expected = await truth({ ...CENTRE, radiusKm: 100, offset: 0, limit: 2, ...filters } as HomeQuery &
          Filters);
        expect(body.data.total, JSON.stringify(filters)).toBe(expected);
        expect(body.data.items).toHaveLength(Math.min(2, expected));
      });
    }
  }, 60_000);

  let wordSearches = 0;
  /** One page (of `query`, with `filter`) read every way against walking the nearest venues. */
  const expectSamePage = async (query: HomeQuery & Filters, filter: Filters) => {
    const { radiusKm, offset } = query;
    const runs = circleCells(query.latitude, query.longitude, radiusKm)!;
    const json = async (rows: PageRows) => cardsJson(await renderCards(t.db, rows));
    const walked = await json(await findHomeVenues(t.db, query, scope()));
    const label = JSON.stringify(query);
    if (filter.search) {
      // A search's page from its words' strings (decision 117) is the one its text index reads.
      const source = await searchSource(t.db, query, scope());
      if (source) {
        wordSearches += 1;
        const served = await findHomeVenues(t.db, query, scope(), source);
        expect(await json(served), label).toBe(walked);
        expect(served.total, label).toBe(await truth(query));
      }
      const page = await homePage(t.db, query, scope());
      expect(cardsJson(page.cards), label).toBe(walked);
      expect(page.total, label).toBe(await truth(query));
      return;
    }
    const from = async (source: HomeSource) => json(await findHomeVenues(t.db, query, scope(), source));
    expect(await from({ from: 'cells', runs }), label).toBe(walked);
    expect(await from({ from: 'walk' }), label).toBe(walked);
    const served = await findHomeVenues(t.db, query, scope(), { from: 'bits', runs });
    expect(await json(served), label).toBe(walked);
    const total = await truth(query);
    expect(served.total, label).toBe(total);
    const typesAlone = filter.establishmentType !== undefined && Object.keys(filter).length === 1;
    if (typesAlone) expect(await from({ from: 'types' }), label).toBe(walked);
    // Walked beside the count (decision 113): the count's statement reads the cells' page only when it chooses
    // them; a capped walk past the circle's venues is the whole walk (or nothing, when the caller's cell holds
    // too few matches for it to start), and one that stopped short is walked again.
    expect([walked, '[]'], label).toContain(await from({ from: 'walk', cap: WALK_BESIDE_CAP }));
    const beside = await findHomeVenues(t.db, query, scope(), { from: 'bits', runs, walkBeside: true });
    expect(beside.total, label).toBe(total);
    if (!typesAlone) expect(await json(beside), label).toBe(beside.fromCells ? walked : '[]');
    for (const cap of [WALK_BESIDE_CAP, 2]) {
      const page = await pageWalkedBeside(t.db, query, scope(), { from: 'bits', runs }, cap);
      expect(await json(page.page), label).toBe(walked);
      expect(page.total, label).toBe(total);
    }
    if (offset === 0) {
      // The matches among the nearest 2 venues are the nearest matches.
      const capped = await findHomeVenues(t.db, query, scope(), { from: 'walk', cap: 2 });
      expect(capped.rows.length, label).toBeLessThanOrEqual(2);
      expect(walked.startsWith((await json(capped)).slice(0, -1)), label).toBe(true);
    }
    const page = await homePage(t.db, query, scope());
    expect(cardsJson(page.cards), label).toBe(walked);
    expect(page.total, label).toBe(total);
  };

  /**
   * Every way to a filtered page reads the page walked from the nearest venues, for each of `filters` and `pages`
   * (radius, offset, limit) around `origin`; the page as served (counted by the bits, read from where the count says,
   * decision 096) has the true total. A page is compared again when a local midnight fell while it was.
   */
  const expectSamePages = async (
    origin: () => { latitude: number; longitude: number },
    pages: readonly (readonly [number, number, number])[],
    filters: readonly Filters[] = FILTERS,
  ) => {
    for (const filter of filters) {
      for (const [radiusKm, offset, limit] of pages) {
        const query = { ...origin(), radiusKm, offset, limit, ...filter } as HomeQuery & Filters;
        await onOneLocalDay(ZONES, () => expectSamePage(query, filter));
      }
    }
  };

  it('reads the same page from the bits as walking the nearest venues, whatever the page', async () => {
    const origin = () => ({
      latitude: CENTRE.latitude + (next() - 0.5) * 0.6,
      longitude: CENTRE.longitude + (next() - 0.5) * 0.6,
    });
    wordSearches = 0;
    await expectSamePages(
      origin,
      [
        [100, 0, 1000],
        [40, 0, 7],
        [15, 3, 5],
        [100, 20, 30],
      ],
      [...FILTERS, ...SEARCHES],
    );
    // Most searches are of whole-word characters, in few words.
    expect(wordSearches).toBeGreaterThanOrEqual(4 * (SEARCHES.length - 7));
  }, 180_000);

  // A dense cell (−23.6° … −23.5°, −46.7° … −46.6°): a point in it, and its pages against walking the nearest venues.
  const cell = { latitude: -23.6, longitude: -46.7 };
  const place = () => ({
    latitude: cell.latitude + 0.001 + next() * 0.098,
    longitude: cell.longitude + 0.001 + next() * 0.098,
  });
  const densePages = () =>
    expectSamePages(
      () => ({ latitude: cell.latitude + 0.02 + next() * 0.06, longitude: cell.longitude + 0.02 + next() * 0.06 }),
      [
        [100, 0, 1000],
        [100, 0, 25],
        [15, 40, 60],
        [3, 0, 10],
      ],
      [...FILTERS.slice(2), ...SEARCHES],
    );

  it('reads a dense cell’s page from the parts near the caller, through writes (decision 098)', async () => {
    // More than 2,000 active venues in the cell and time zone: the cell is laid out again in parts when its 2,001st
    // slot comes.
    const dense = venueRows(2100).map((row) => ({
      ...row,
      ...place(),
      timezone: 'America/Sao_Paulo',
      is_active: true,
    }));
    const added = await t.db.insertInto('establishments').values(dense).returning(['id', 'timezone']).execute();
    await addEvents(added);
    const parts = await sql<{ parts: string | number }>`
      select count(*) as parts from establishment_cell_parts
      where cell = ${cellOf(cell.latitude + 0.05, cell.longitude + 0.05)} and part >= 0
    `.execute(t.db);
    expect(Number(parts.rows[0]?.parts)).toBe(16);
    await expectWellFormed();
    await densePages();
    // Slots freed in some parts and new ones taken in others (the later parts' ranges moving on), moves between
    // parts of the cell and out of it, and closings.
    const ids = added.map((row) => row.id);
    await t.db.deleteFrom('establishments').where('id', 'in', ids.slice(0, 60)).execute();
    await t.db
      .insertInto('establishments')
      .values(venueRows(80).map((row) => ({ ...row, ...place(), timezone: 'America/Sao_Paulo' })))
      .execute();
    for (const id of ids.slice(60, 90)) {
      await t.db.updateTable('establishments').set(place()).where('id', '=', id).execute();
    }
    await t.db
      .updateTable('establishments')
      .set({ latitude: CENTRE.latitude + 0.5 })
      .where('id', 'in', ids.slice(90, 100))
      .execute();
    await t.db.updateTable('establishments').set({ is_active: false }).where('id', 'in', ids.slice(100, 130)).execute();
    await expectWellFormed();
    await densePages();
  }, 240_000);

  it('lays a denser cell out in finer parts, and again when it grows past its grid (decision 102)', async () => {
    // The grids' thresholds lowered for the dense cell's ~2,100 slots (8 × 8 past 1,000, 16 × 16 past 40 more), then
    // put back as the migration wrote them.
    const written = await sql<{ definition: string }>`
      select pg_get_functiondef('cell_grid(integer)'::regprocedure) as definition
    `.execute(t.db);
    const denseCell = sql`cell = ${cellOf(cell.latitude + 0.05, cell.longitude + 0.05)} and timezone = 'America/Sao_Paulo'`;
    const slots = async () => {
      const result = await sql<{ slots: string | number }>`
        select sum(slot_count) as slots from establishment_cell_parts where ${denseCell}
      `.execute(t.db);
      return Number(result.rows[0]?.slots);
    };
    const grids = async () => {
      const result = await sql<{ grid: number }>`
        select distinct cell_part_grid(part) as grid from establishment_cell_parts where ${denseCell}
      `.execute(t.db);
      return result.rows.map((row) => row.grid);
    };
    const thresholds = (finer: number) =>
      sql`
        create or replace function cell_grid(slots integer) returns integer
        language sql immutable parallel safe
        as $$ select case when slots > ${sql.lit(finer)} then 16 when slots > 1000 then 8 when slots > 500 then 4
          else 1 end $$
      `.execute(t.db);
    try {
      await thresholds(1_000_000);
      await sql`select refresh_establishment_cell_bits()`.execute(t.db);
      // Laid out afresh, the cell has no free slot: the 41st venue added takes a new one past the threshold.
      await thresholds((await slots()) + 40);
      expect(await grids()).toEqual([8]);
      await expectWellFormed();
      await densePages();
      // Venues added one by one: the slot past the threshold lays the cell out again, in 16 × 16; moves within it.
      for (const row of venueRows(60)) {
        await t.db
          .insertInto('establishments')
          .values({ ...row, ...place(), timezone: 'America/Sao_Paulo', is_active: true })
          .execute();
      }
      expect(await grids()).toEqual([16]);
      const inCell = await t.db
        .selectFrom('establishments')
        .select('id')
        .where(sql<boolean>`${denseCell} and is_active`)
        .limit(20)
        .execute();
      for (const { id } of inCell) await t.db.updateTable('establishments').set(place()).where('id', '=', id).execute();
      await expectWellFormed();
      await densePages();
    } finally {
      await sql.raw(written.rows[0]!.definition).execute(t.db);
      await sql`select refresh_establishment_cell_bits()`.execute(t.db);
    }
    expect(await grids()).toEqual([4]);
    await expectWellFormed();
  }, 300_000);

  it('walks each chosen type’s own index for types alone (decision 091)', async () => {
    const query = { ...CENTRE, radiusKm: 40, offset: 0, limit: 20, establishmentType: ['pub', 'club'] } as HomeQuery &
      Filters;
    const page = await capture((db) => findHomeVenues(db, query, scope(), { from: 'types' }));
    const plan = await planWithIndexes(t.db, page);
    expect(plan).toContain('establishments_active_pub_card_idx');
    expect(plan).toContain('establishments_active_club_card_idx');
    expect(plan).not.toMatch(/Seq Scan on establishments/);
  });

  it('sends one statement per kind of filters, whichever were chosen (decisions 106, 107, 111)', async () => {
    const text = async (filters: Filters) => {
      const query = { ...CENTRE, radiusKm: 40, offset: 0, limit: 20, ...filters } as HomeQuery & Filters;
      const source = homeSource(query, scope());
      expect(source?.from).toBe('bits');
      return (await capture((db) => findHomeVenues(db, query, scope(), source))).statement.sql;
    };
    const sameText = async (choices: Filters[]) => {
      const texts = await Promise.all(choices.map(text));
      expect(new Set(texts).size, JSON.stringify(choices)).toBe(1);
      return texts[0];
    };
    const kinds = [
      await sameText([
        { establishmentType: ['pub'] },
        { establishmentType: ['club', 'bar'] },
        { establishmentType: ['lounge', 'others'] },
      ]),
      await sameText([
        { musicStyle: ['Samba'] },
        { musicStyle: ['Jazz', 'Rock', 'Pop'] },
        { musicStyle: ['Forró'], isFree: true },
        { musicStyle: ['Forró'], isFree: true, isLive: true },
      ]),
      // Without a style, no style mask is named (decision 111).
      await sameText([{ isFree: true }, { isLive: true }, { isFree: true, isLive: true }]),
      await sameText([
        { establishmentType: ['pub', 'club'], musicStyle: ['Jazz', 'Rock'], isLive: true },
        { establishmentType: ['bar'], musicStyle: ['Samba'] },
      ]),
      await sameText([
        { establishmentType: ['bar'], isFree: true },
        { establishmentType: ['pub', 'club'], isLive: true },
      ]),
    ];
    expect(new Set(kinds).size).toBe(5);
    expect(kinds[2]).not.toContain('week_style_days');
    expect(kinds[4]).not.toContain('week_style_days');
  });

  it('walks every event filter from the one filters’ location index (decision 112)', async () => {
    const plan = async (filters: Filters) => {
      const query = { ...CENTRE, radiusKm: 40, offset: 0, limit: 20, ...filters } as HomeQuery & Filters;
      return planWithIndexes(t.db, await capture((db) => findHomeVenues(db, query, scope(), { from: 'walk' })));
    };
    const choices: Filters[] = [
      { isFree: true },
      { isLive: true },
      { musicStyle: ['Jazz', 'Rock'] },
      { musicStyle: ['Samba'], isFree: true, isLive: true },
    ];
    for (const filters of choices) {
      expect(await plan(filters), JSON.stringify(filters)).toContain('establishments_active_location_idx');
    }
    // The walk beside a count (decision 113) reads the same index alone.
    const query = { ...CENTRE, radiusKm: 40, offset: 0, limit: 20, isFree: true } as HomeQuery & Filters;
    const capped = await planWithIndexes(
      t.db,
      await capture((db) => findHomeVenues(db, query, scope(), { from: 'walk', cap: WALK_BESIDE_CAP })),
    );
    expect(capped).toMatch(/Index Only Scan using establishments_active_location_idx/);
    expect(capped).toMatch(/Order By: \(location <-> /);
    // Only the weeks' first days (a row per time zone, decision 125) are read whole.
    expect(capped).not.toMatch(/Seq Scan on (?!search_word_weeks )/);
  });

  it('has an index for each type of the catalogue', async () => {
    const names = VENUE_TYPES.map((type) => `establishments_active_${type}_card_idx`);
    const found = await sql<{ name: string }>`
      select c.relname as name from pg_class c where c.relname = any(${sql.val(names)}::text[])
    `.execute(t.db);
    expect(found.rows.map((row) => row.name).sort()).toEqual([...names].sort());
  });

  it('searches and filters by the days’ strings while a time zone’s week strings lag its today, until they roll (decisions 123, 125)', async () => {
    // Any time zone whose midnight passed while the tests ran rolled first.
    await rollSearchWeeks(t.db);
    // Every time zone's week strings as written a day before (as though its midnight had passed since): a search
    // reads the days' strings, and a venue's writes keep the week strings of that week.
    await sql`select write_search_word_weeks(s.timezone, s.first_day - 1) from search_word_weeks s`.execute(t.db);
    const lagging = await staleSearchWeeks(t.db);
    expect(lagging.length).toBeGreaterThan(0);
    await expectTrue();
    const venue = await t.db
      .selectFrom('establishments')
      .select('id')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('establishments').set({ name: 'Rolado Xavante' }).where('id', '=', venue.id).execute();
    await expectWellFormed();
    expect(await rollSearchWeeks(t.db)).toEqual(lagging);
    expect(await rollSearchWeeks(t.db)).toEqual([]);
    await expectWellFormed();
    await expectTrue();
  }, 120_000);

  it('is rebuilt whole by the refresh the loaders run', async () => {
    await sql`select refresh_establishment_cell_bits()`.execute(t.db);
    await expectWellFormed();
    await expectTrue();
  }, 120_000);
});
