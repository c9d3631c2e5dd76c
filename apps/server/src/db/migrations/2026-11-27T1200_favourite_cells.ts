import { sql, type Kysely } from 'kysely';

/**
 * Each favourite keeps where its venue is and whether it is open (decision 101): its grid cell, its point and
 * `is_active`, so favourites only reads a visitor's favourites in the search circle's cells
 * (`favourites_user_cell_idx`), measures and counts them there, and looks up only the page's venues, instead of every
 * favourite the visitor has across the country (10,000 look-ups for one who likes 1 % of a million venues). Written by
 * a trigger as a favourite is added, and again for a venue's favourites when it moves, opens or closes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table favourites add column cell integer, add column location earth, add column is_active boolean`.execute(
    db,
  );
  await sql`
    create function favourites_take_venue() returns trigger
    language plpgsql as $$
    begin
      select e.cell, e.location, e.is_active into new.cell, new.location, new.is_active
      from public.establishments e where e.id = new.establishment_id;
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger favourites_take_venue before insert or update of establishment_id on favourites
    for each row execute function favourites_take_venue()`.execute(db);
  await sql`
    create function establishments_pass_to_favourites() returns trigger
    language plpgsql as $$
    begin
      update public.favourites set cell = new.cell, location = new.location, is_active = new.is_active
      where establishment_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger establishments_pass_to_favourites after update of latitude, longitude, is_active
    on establishments for each row
    when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude
      or old.is_active is distinct from new.is_active)
    execute function establishments_pass_to_favourites()`.execute(db);
  await sql`update favourites f set cell = e.cell, location = e.location, is_active = e.is_active
    from establishments e where e.id = f.establishment_id`.execute(db);
  await sql`create index favourites_user_cell_idx on favourites (user_id, cell) include (establishment_id, location)
    where is_active`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_pass_to_favourites on establishments`.execute(db);
  await sql`drop function if exists establishments_pass_to_favourites()`.execute(db);
  await sql`drop trigger if exists favourites_take_venue on favourites`.execute(db);
  await sql`drop function if exists favourites_take_venue()`.execute(db);
  await sql`drop index if exists favourites_user_cell_idx`.execute(db);
  await sql`alter table favourites drop column if exists cell, drop column if exists location,
    drop column if exists is_active`.execute(db);
}
