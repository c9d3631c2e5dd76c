import { sql, type Kysely } from 'kysely';

/**
 * The home search also finds venues by their types and by the coming week's events (decision 047).
 *
 * - `venue_type_words(text[])` and `music_style_words(text)` name a stored type or style in Portuguese and English
 *   (the catalogues' names: "club" → "club Balada", "Eletrônica" → "Eletrônica Electronic"). A test keeps them
 *   equal to the web app's catalogues.
 * - `establishments.search_text`: name, address and type words, folded (lower case, accents off), generated.
 * - `events.search_text`: the event's name and style words, folded, generated. Which events count (the venue's
 *   coming 7 days) is decided when searching, by date, so nothing has to be rewritten when a day passes.
 *
 * Both carry a trigram index; the search reads the two indexes and joins the few venue ids they give.
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
  await sql`create index establishments_search_idx on establishments using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`alter table events add column search_text text generated always as (
    public.immutable_unaccent(lower(event_name || ' ' || public.music_style_words(music_style)))
  ) stored`.execute(db);
  await sql`create index events_search_idx on events using gin (search_text gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists events_search_idx`.execute(db);
  await sql`alter table events drop column if exists search_text`.execute(db);
  await sql`drop index if exists establishments_search_idx`.execute(db);
  await sql`alter table establishments drop column if exists search_text`.execute(db);
  await sql`create index establishments_search_idx on establishments
    using gin (immutable_unaccent(lower(name || ' ' || address)) gin_trgm_ops)`.execute(db);
  await sql`drop function if exists music_style_words(text)`.execute(db);
  await sql`drop function if exists venue_type_words(text[])`.execute(db);
}
