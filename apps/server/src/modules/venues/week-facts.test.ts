import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC_STYLES, type MusicStyle } from '@noite/shared';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { insertEstablishment, insertEvent, onOneLocalDay } from '../../../test/fixtures.ts';
import { addDays, localDate } from '../../lib/time.ts';

const ORIGIN = { lat: -12.9714, lng: -38.5014 }; // Salvador
const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'America/Rio_Branco', 'Pacific/Kiritimati'];
const STYLES: MusicStyle[] = ['Samba', 'Jazz', 'Forró'];

interface Filters {
  musicStyle?: MusicStyle[];
  isFree?: boolean;
  isLive?: boolean;
  establishmentType?: string[];
  isFavourite?: boolean;
  search?: string;
}
const FILTERS: Filters[] = [
  { musicStyle: ['Samba'] },
  { musicStyle: ['Samba', 'Jazz'] },
  { isFree: true },
  { isLive: true },
  { isFree: true, isLive: true },
  { musicStyle: ['Forró'], isFree: true, isLive: true },
  { musicStyle: ['Jazz'], isLive: true, establishmentType: ['pub'] },
  { isFree: true, isFavourite: true },
  // A search finds a venue by its name or by one of its events of the week (decision 100).
  { search: 'samba' },
  { search: 'lua' },
  { search: 'casa 1' },
  { search: 'lua', isLive: true },
  { search: 'jazz', musicStyle: ['Samba'] },
];

/**
 * The kept summary of each venue's events (decision 069) against the events themselves: the home list's event
 * filters answer what a look-up of each venue's coming 7 days (its own calendar) answers, after events are
 * added, edited and deleted, and as days pass.
 */
describe('/user/home event filters and searches read a summary that stays true', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const venues: { id: string; timezone: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.signUpAndLogin('owner');
    for (let index = 0; index < 15; index++) {
      const timezone = ZONES[index % ZONES.length]!;
      const row = await insertEstablishment(t.db, owner.id, {
        name: `Casa ${index}`,
        latitude: ORIGIN.lat + index * 0.001,
        longitude: ORIGIN.lng,
        establishment_type: index % 3 ? ['bar'] : ['pub'],
        timezone,
      });
      venues.push({ id: row.id, timezone });
      const today = localDate(new Date(), timezone);
      // Yesterday to two months ahead, every few days, styles and flags varying.
      for (const day of [-1, 0, 2, 5, 6, 7, 9, 30, 61, 64, 70].filter((_, at) => (at + index) % 3 !== 0)) {
        await insertEvent(t.db, row.id, addDays(today, day), {
          music_style: STYLES[(index + day + 3) % STYLES.length]!,
          is_free: (index + day) % 2 === 0,
          is_live: (index * day) % 3 === 0,
          event_name: (index + day) % 4 === 0 ? 'Festa da Lua' : 'Noite Teste',
        });
      }
    }
    for (const venue of venues.slice(0, 5)) {
      await t.db.insertInto('favourites').values({ user_id: visitor.id, establishment_id: venue.id }).execute();
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every page of the list (pages of `limit`), and the total. */
  const list = async (filters: Filters, limit: number) => {
    const ids: string[] = [];
    let total = -1;
    for (let offset = 0; ; offset += limit) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/user/home',
        headers: { language: 'en', ...bearer(visitor.token) },
        payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, ...filters, offset, limit },
      });
      expect(response.status).toBe(200);
      const data = response.body.data as { items: { _id: string }[]; total: number };
      if (total >= 0) expect(data.total).toBe(total);
      total = data.total;
      ids.push(...data.items.map((item) => item._id));
      if (data.items.length < limit) break;
    }
    expect(ids.length).toBe(total);

    return ids.sort();
  };

  /**
   * What the events say: an event in the venue's 7 days from its own today matching every event filter, and the
   * search's words in the venue's own text or in one such event's.
   */
  const expected = async (filters: Filters) => {
    const pattern = sql`immutable_unaccent(lower(${`%${filters.search ?? ''}%`}))`;
    const weekEvent = (conditions: RawBuilder<unknown>) => sql`exists (
      select 1 from events ev
      where ev.establishment_id = e.id
        and ev.event_date >= (now() at time zone e.timezone)::date
        and ev.event_date < (now() at time zone e.timezone)::date + 7
        ${conditions}
    )`;
    const eventFilters = filters.musicStyle || filters.isFree || filters.isLive;
    const result = await sql<{ id: string }>`
      select e.id from establishments e
      where e.is_active
        ${filters.establishmentType ? sql`and e.establishment_type && ${sql.val(filters.establishmentType)}::text[]` : sql``}
        ${filters.isFavourite ? sql`and exists (select 1 from favourites f where f.user_id = ${visitor.id} and f.establishment_id = e.id)` : sql``}
        ${filters.search ? sql`and (e.search_text like ${pattern} or ${weekEvent(sql`and ev.search_text like ${pattern}`)})` : sql``}
        ${
          eventFilters
            ? sql`and ${weekEvent(sql`
                ${filters.musicStyle ? sql`and ev.music_style = any(${sql.val(filters.musicStyle)}::text[])` : sql``}
                ${filters.isFree ? sql`and ev.is_free` : sql``}
                ${filters.isLive ? sql`and ev.is_live` : sql``}`)}`
            : sql``
        }
    `.execute(t.db);
    return result.rows.map((row) => row.id).sort();
  };

  /** Each filter, from the week's events (one page) and walking the nearest venues (pages of 1 and 2). */
  const expectTrue = async () => {
    for (const filters of FILTERS) {
      await onOneLocalDay(ZONES, async () => {
        const truth = await expected(filters);
        expect(await list(filters, 1000), JSON.stringify(filters)).toEqual(truth);
        expect(await list(filters, 1), JSON.stringify(filters)).toEqual(truth);
        expect(await list(filters, 2), JSON.stringify(filters)).toEqual(truth);
      });
    }
  };

  it('matches the events as loaded, whatever the venue’s time zone', async () => {
    expect((await expected({ musicStyle: ['Samba'] })).length).toBeGreaterThan(0);
    // Some venues are found by an event of their week, and not all of those with a 'lua' event somewhere.
    const byEvents = await expected({ search: 'lua' });
    expect(byEvents.length).toBeGreaterThan(0);
    expect(byEvents.length).toBeLessThan(venues.length);
    // The kept days are joined by a control character, which no search may hold (decision 046).
    const separated = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'en', ...bearer(visitor.token) },
      payload: { latitude: ORIGIN.lat, longitude: ORIGIN.lng, search: 'lua\u001fda' },
    });
    expect(separated.status).toBe(400);
    await expectTrue();
  }, 120_000);

  it('follows events added, edited and deleted', async () => {
    const [first, second, third] = venues;
    const today = localDate(new Date(), first!.timezone);
    await t.db.deleteFrom('events').where('establishment_id', '=', first!.id).execute();
    await insertEvent(t.db, first!.id, addDays(today, 3), { music_style: 'Forró', is_free: true, is_live: true });
    await t.db
      .updateTable('events')
      .set({ music_style: 'Jazz', is_live: true, is_free: false })
      .where('establishment_id', '=', second!.id)
      .execute();
    // Moved out of the week, then one moved back in.
    await t.db
      .updateTable('events')
      .set({ event_date: sql`event_date + 40` })
      .where('establishment_id', '=', third!.id)
      .execute();
    await insertEvent(t.db, third!.id, localDate(new Date(), third!.timezone), { music_style: 'Samba' });
    await expectTrue();
  }, 120_000);

  it('stays true as days pass with no event written (the summary written 1 to 60 days ago)', async () => {
    for (const days of [1, 6, 30, 60]) {
      // The summary as it would have been written `days` earlier: anchored earlier, the same days' bits further up,
      // and describing only up to its anchor + 62 (the days shifted out on top are unknown).
      await sql`update establishments set
        week_anchor = week_anchor - ${days}::integer,
        week_known_until = least(week_known_until, week_anchor - ${days}::integer + 62),
        week_days = (week_days << ${days}::integer) & ${sql.lit('9223372036854775807')}::bigint,
        week_free_days = (week_free_days << ${days}::integer) & ${sql.lit('9223372036854775807')}::bigint,
        week_live_days = (week_live_days << ${days}::integer) & ${sql.lit('9223372036854775807')}::bigint,
        week_style_days = array(
          select case when n % 2 = 0 then (value << ${days}::integer) & ${sql.lit('9223372036854775807')}::bigint
            else value end
          from unnest(week_style_days) with ordinality as m(value, n) order by n),
        event_day_words = (array_fill(''::text, array[${days}::integer]) || event_day_words)[1:63]`.execute(t.db);
      await expectTrue();
      await sql`select refresh_establishment_week_facts()`.execute(t.db);
    }
  }, 120_000);

  it('keeps each venue’s words by day on the anchor of its masks', async () => {
    // Every kept day's words are the event of that day (decision 100), counted from the venue's `week_anchor`.
    const misplaced = await sql<{ id: string }>`
      select e.id from establishments e
      cross join generate_series(1, coalesce(array_length(e.event_day_words, 1), 0)) d(n)
      left join events ev on ev.establishment_id = e.id
        and ev.event_date = date '2000-01-01' + e.week_anchor + d.n - 1
      where e.event_day_words[d.n] <> coalesce(ev.search_text, '')
      union all
      select e.id from establishments e
      join events ev on ev.establishment_id = e.id
      where ev.event_date - date '2000-01-01' between e.week_anchor and e.week_anchor + 62
        and coalesce(e.event_day_words[ev.event_date - date '2000-01-01' - e.week_anchor + 1], '') <> ev.search_text
    `.execute(t.db);
    expect(misplaced.rows).toEqual([]);
  });

  it('numbers the styles as the catalogue does', async () => {
    const result = await sql<{ codes: number[] }>`
      select array_agg(music_style_code(style) order by at) as codes
      from unnest(${sql.val([...MUSIC_STYLES])}::text[]) with ordinality as s(style, at)
    `.execute(t.db);
    expect(result.rows[0]?.codes).toEqual(MUSIC_STYLES.map((_, index) => index + 1));
  });

  it('keeps the masks of the styles each venue plays only, after their negated codes (decision 112)', async () => {
    // Each venue's pairs against its events' styles in the masks' window (days 0 to 62 from the anchor).
    const wrong = await sql<{ id: string }>`
      select e.id from establishments e
      where e.week_style_days is distinct from array(
        select p.value
        from (
          select music_style_code(ev.music_style) as style,
            bit_or(1::bigint << (ev.event_date - date '2000-01-01' - e.week_anchor)) as mask
          from events ev
          where ev.establishment_id = e.id
            and ev.event_date - date '2000-01-01' - e.week_anchor between 0 and 62
          group by 1
        ) s
        cross join lateral (values (1, -s.style::bigint), (2, s.mask)) p(place, value)
        order by s.style, p.place
      )
    `.execute(t.db);
    expect(wrong.rows).toEqual([]);
    const played = await sql<{ length: number | null }>`
      select max(array_length(week_style_days, 1)) as length from establishments
    `.execute(t.db);
    expect(played.rows[0]?.length).toBeGreaterThan(0);
    expect(played.rows[0]?.length).toBeLessThan(2 * MUSIC_STYLES.length);
  });
});
