import { sql, type Kysely } from 'kysely';

/**
 * The home search also finds venues by their types and by the coming week's events (decision 047).
 *
 * - `venue_type_words(text[])` and `music_style_words(text)` name a stored type or style in Portuguese and English
 *   (the catalogues' names: "club" → "club Club Balada", "Eletrônica" → "Eletrônica Electronic"). A test keeps them
 *   equal to the web app's catalogues.
 * - `establishments.search_text`: name, address and type words, folded (lower case, accents off), generated.
 * - `events.search_text`: the event's name and style words, folded, generated.
 * - `establishments.event_words`: the `search_text` of the venue's events from the server's yesterday on, kept by
 *   statement triggers on `events`. Days passing leave past events in it until the venue's next event write: it
 *   only ever holds too much, and the search checks each venue it finds against its events of the week.
 * - One trigram index over both texts, so a search is one index read ANDed with the location box, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function venue_type_words(types text[]) returns text
    language sql immutable parallel safe
    as $$
      select coalesce(string_agg(case type
        when 'bar' then 'bar Bar'
        when 'pub' then 'pub Pub'
        when 'club' then 'club Club Balada'
        when 'lounge' then 'lounge Lounge'
        when 'others' then 'others Others Outros'
        when 'gastronomy' then 'gastronomy Gastronomy Gastronomia'
        else type end, ' '), '')
      from unnest(types) type
    $$
  `.execute(db);
  await sql`
    create function music_style_words(style text) returns text
    language sql immutable parallel safe
    as $$
      select case style
        when 'Eletrônica' then 'Eletrônica Electronic'
        else style end
    $$
  `.execute(db);

  await sql`drop index if exists establishments_search_idx`.execute(db);
  await sql`alter table establishments add column search_text text generated always as (
    public.immutable_unaccent(lower(name || ' ' || address || ' ' || public.venue_type_words(establishment_type)))
  ) stored`.execute(db);

  await sql`alter table events add column search_text text generated always as (
    public.immutable_unaccent(lower(event_name || ' ' || public.music_style_words(music_style)))
  ) stored`.execute(db);

  await sql`alter table establishments add column event_words text not null default ''`.execute(db);
  await sql`
    create function establishment_event_words(venue uuid) returns text
    language sql stable
    as $$
      select coalesce(string_agg(ev.search_text, ' ' order by ev.event_date), '')
      from public.events ev
      where ev.establishment_id = venue and ev.event_date >= (now() at time zone 'UTC')::date - 1
    $$
  `.execute(db);
  await sql`
    create function events_refresh_event_words() returns trigger
    language plpgsql as $$
    begin
      update public.establishments e set event_words = public.establishment_event_words(e.id)
      where e.id in (select distinct establishment_id from changed_events);
      return null;
    end
    $$
  `.execute(db);
  for (const [name, event, table] of [
    ['events_event_words_insert', 'insert', 'new'],
    ['events_event_words_update', 'update', 'new'],
    ['events_event_words_update_old', 'update', 'old'],
    ['events_event_words_delete', 'delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on events
      referencing ${sql.raw(table)} table as changed_events
      for each statement execute function events_refresh_event_words()`.execute(db);
  }
  await sql`update establishments set event_words = establishment_event_words(id)`.execute(db);
  await sql`create index establishments_search_idx on establishments
    using gin ((search_text || ' ' || event_words) gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists establishments_search_idx`.execute(db);
  for (const name of [
    'events_event_words_insert',
    'events_event_words_update',
    'events_event_words_update_old',
    'events_event_words_delete',
  ]) {
    await sql`drop trigger if exists ${sql.id(name)} on events`.execute(db);
  }
  await sql`drop function if exists events_refresh_event_words()`.execute(db);
  await sql`drop function if exists establishment_event_words(uuid)`.execute(db);
  await sql`alter table establishments drop column if exists event_words`.execute(db);
  await sql`alter table events drop column if exists search_text`.execute(db);
  await sql`alter table establishments drop column if exists search_text`.execute(db);
  await sql`create index establishments_search_idx on establishments
    using gin (immutable_unaccent(lower(name || ' ' || address)) gin_trgm_ops)`.execute(db);
  await sql`drop function if exists music_style_words(text)`.execute(db);
  await sql`drop function if exists venue_type_words(text[])`.execute(db);
}
