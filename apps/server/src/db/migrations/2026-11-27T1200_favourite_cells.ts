import { sql, type Kysely } from 'kysely';

/**
 * Each favourite keeps its venue's grid cell (decision 101), so favourites only reads a visitor's favourites in the
 * search circle's cells (`favourites_user_cell_idx`) and looks up those venues alone, instead of every favourite
 * the visitor has across the country (10,000 look-ups for one who likes 1 % of a million venues). Written by a
 * trigger as a favourite is added, and again for a venue's favourites when its point moves to another cell.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table favourites add column cell integer`.execute(db);
  await sql`
    create function favourites_take_cell() returns trigger
    language plpgsql as $$
    begin
      new.cell := (select e.cell from public.establishments e where e.id = new.establishment_id);
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger favourites_take_cell before insert or update of establishment_id on favourites
    for each row execute function favourites_take_cell()`.execute(db);
  await sql`
    create function establishments_move_favourites() returns trigger
    language plpgsql as $$
    begin
      update public.favourites set cell = new.cell where establishment_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger establishments_move_favourites after update of latitude, longitude on establishments
    for each row when (old.cell is distinct from new.cell) execute function establishments_move_favourites()`.execute(
    db,
  );
  await sql`update favourites f set cell = e.cell from establishments e where e.id = f.establishment_id`.execute(db);
  await sql`create index favourites_user_cell_idx on favourites (user_id, cell) include (establishment_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishments_move_favourites on establishments`.execute(db);
  await sql`drop function if exists establishments_move_favourites()`.execute(db);
  await sql`drop trigger if exists favourites_take_cell on favourites`.execute(db);
  await sql`drop function if exists favourites_take_cell()`.execute(db);
  await sql`drop index if exists favourites_user_cell_idx`.execute(db);
  await sql`alter table favourites drop column if exists cell`.execute(db);
}
