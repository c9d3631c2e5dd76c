import { sql, type Kysely } from 'kysely';

/**
 * A row of slots keeps its points' coordinates too (decision 105): `points`, x, y and z of each slot in turn (NaN for
 * an empty slot), kept by PostgreSQL from `locations`. A number of an array of numbers is read by its place at once;
 * a point of an array of points (`cube`, of varying size to PostgreSQL) is found by passing every point before it,
 * which made reading only the matching slots of a 700-slot part cost 2.5 µs a match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function cell_part_points(locations cube[]) returns float8[]
    language sql immutable parallel safe as $$
      select coalesce(
        array_agg(coalesce(public.cube_ll_coord(l.point, a.axis), 'NaN'::float8) order by l.slot, a.axis),
        '{}'::float8[])
      from unnest(locations) with ordinality as l(point, slot) cross join generate_series(1, 3) as a(axis)
    $$
  `.execute(db);
  await sql`alter table establishment_cell_parts
    add column points float8[] generated always as (public.cell_part_points(locations)) stored`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table establishment_cell_parts drop column if exists points`.execute(db);
  await sql`drop function if exists cell_part_points(cube[])`.execute(db);
}
