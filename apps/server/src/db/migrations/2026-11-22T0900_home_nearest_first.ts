import { sql, type Kysely } from 'kysely';

/**
 * The home list reads the nearest venues straight off a GiST index and stops at the page (issue 3's speed
 * targets): the venue's point on the earth is stored once instead of `ll_to_earth()` per row and query, a
 * partial index holds the active venues (with what a filtered total reads, so it is counted from the index alone),
 * the 0.1° grid cell lets the plain total be counted from a B-tree,
 * and the first banner — the card's picture — is kept on the venue by a trigger instead of a subquery per card.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table establishments
    add column location earth generated always as (ll_to_earth(latitude, longitude)) stored`.execute(db);
  await sql`drop index if exists establishments_earth_idx`.execute(db);
  await sql`create index establishments_location_idx on establishments using gist (location)`.execute(db);
  // With what a filtered count reads besides the point (types, and id and time zone to look up the events),
  // so it never visits the table.
  await sql`create index establishments_active_location_idx on establishments
    using gist (location) include (establishment_type, id, timezone) where is_active`.execute(db);
  // The event filters look up each venue's coming week: the flags in the index spare a table read per event.
  await sql`drop index events_establishment_day_key`.execute(db);
  await sql`create unique index events_establishment_day_key on events (establishment_id, event_date)
    include (music_style, is_free, is_live)`.execute(db);
  // The venue's 0.1° grid cell (modules/venues/cells.ts): the active venues in a circle are counted from a
  // B-tree by runs of cells, checking the point only in the cells on the circle's edge.
  await sql`alter table establishments add column cell integer generated always as
    ((floor(latitude * 10)::integer + 900) * 4000 + floor(longitude * 10)::integer + 1800) stored`.execute(db);
  await sql`create index establishments_active_cell_idx on establishments (cell) include (location)
    where is_active`.execute(db);
  // How many active venues each cell holds, kept by a trigger: cells wholly inside the circle are summed here.
  await sql`create table establishment_cell_counts (
    cell integer primary key,
    active integer not null check (active >= 0)
  )`.execute(db);
  await sql`
    create function refresh_establishment_cell_counts() returns void
    language sql as $$
      delete from public.establishment_cell_counts;
      insert into public.establishment_cell_counts (cell, active)
        select cell, count(*) from public.establishments where is_active group by cell;
    $$
  `.execute(db);
  await sql`select refresh_establishment_cell_counts()`.execute(db);
  await sql`
    create function establishments_count_cell() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.is_active = new.is_active and old.cell = new.cell then
        return null;
      end if;
      if tg_op <> 'INSERT' and old.is_active then
        update establishment_cell_counts set active = active - 1 where cell = old.cell;
      end if;
      if tg_op <> 'DELETE' and new.is_active then
        insert into establishment_cell_counts (cell, active) values (new.cell, 1)
          on conflict (cell) do update set active = establishment_cell_counts.active + 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger establishments_count_cell
    after insert or delete or update of latitude, longitude, is_active on establishments
    for each row execute function establishments_count_cell()`.execute(db);

  await sql`alter table establishments add column cover text`.execute(db);
  await sql`
    create function first_banner_path(venue uuid) returns text
    language sql stable parallel safe
    as $$ select b.path from public.banners b where b.establishment_id = venue order by b.position, b.id limit 1 $$
  `.execute(db);
  await sql`update establishments set cover = first_banner_path(id)`.execute(db);
  await sql`
    create function establishments_refresh_cover() returns trigger
    language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update establishments set cover = first_banner_path(id) where id = old.establishment_id;
      end if;
      if tg_op <> 'DELETE' then
        update establishments set cover = first_banner_path(id) where id = new.establishment_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger banners_refresh_cover after insert or update or delete on banners
    for each row execute function establishments_refresh_cover()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists banners_refresh_cover on banners`.execute(db);
  await sql`drop function if exists establishments_refresh_cover()`.execute(db);
  await sql`drop function if exists first_banner_path(uuid)`.execute(db);
  await sql`alter table establishments drop column if exists cover`.execute(db);
  await sql`drop trigger if exists establishments_count_cell on establishments`.execute(db);
  await sql`drop function if exists establishments_count_cell()`.execute(db);
  await sql`drop function if exists refresh_establishment_cell_counts()`.execute(db);
  await sql`drop table if exists establishment_cell_counts`.execute(db);
  await sql`drop index if exists establishments_active_cell_idx`.execute(db);
  await sql`alter table establishments drop column if exists cell`.execute(db);
  await sql`drop index if exists establishments_active_location_idx`.execute(db);
  await sql`drop index if exists events_establishment_day_key`.execute(db);
  await sql`create unique index events_establishment_day_key on events (establishment_id, event_date)`.execute(db);
  await sql`drop index if exists establishments_location_idx`.execute(db);
  await sql`alter table establishments drop column if exists location`.execute(db);
  await sql`create index establishments_earth_idx on establishments using gist (ll_to_earth(latitude, longitude))`.execute(
    db,
  );
}
