import { sql, type Kysely } from 'kysely';
import { createCellLayout, createSlotAdd } from './2026-11-27T0600_cell_slots_in_parts.ts';

/**
 * A denser cell in finer parts (decision 102): a (cell, time zone) of more than 2,000 slots in 4 × 4 parts as before,
 * of more than 8,000 in 8 × 8, of more than 32,000 in 16 × 16, so a part holds at most ~500 slots wherever the cell
 * holds up to ~128,000 (a million venues put 121,558 in São Paulo's densest cell: 7,600 a part in 4 × 4). A filtered
 * page reads the parts near the caller; the finer they are, the fewer slots past its page it unnests.
 *
 * Parts are numbered by grid: 0–15 the 4 × 4 parts (as before), 16–79 the 8 × 8, 80–335 the 16 × 16, each row × grid
 * + column from the cell's south-west corner; -1 a cell kept whole. A part's reach is half its diagonal, rounded up:
 * 8,000 m for a whole cell over its grid. The upkeep lays a cell out again when its new slot calls for a finer grid.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function cell_grid(slots integer) returns integer
    language sql immutable parallel safe
    as $$ select case when slots > 32000 then 16 when slots > 8000 then 8 when slots > 2000 then 4 else 1 end $$
  `.execute(db);
  await sql`
    create function cell_part_grid(part smallint) returns integer
    language sql immutable parallel safe
    as $$ select case when part < 0 then 1 when part < 16 then 4 when part < 80 then 8 else 16 end $$
  `.execute(db);
  // The first number of a grid's parts: the coarser grids' parts come before.
  await sql`
    create function cell_part_first(grid integer) returns integer
    language sql immutable parallel safe
    as $$ select case grid when 8 then 16 when 16 then 80 else 0 end $$
  `.execute(db);
  await sql`
    create function cell_part(latitude double precision, longitude double precision, grid integer) returns smallint
    language sql immutable parallel safe
    as $$
      select (case when grid = 1 then -1 else public.cell_part_first(grid)
        + least(grid - 1, greatest(0, floor(latitude * (10 * grid)) - grid * floor(latitude * 10))) * grid
        + least(grid - 1, greatest(0, floor(longitude * (10 * grid)) - grid * floor(longitude * 10))) end)::smallint
    $$
  `.execute(db);
  // The same centres as before for a whole cell and its 4 × 4 parts; self-contained, so it outlives a step down.
  await sql`
    create or replace function cell_part_centre(cell integer, part smallint) returns cube
    language sql immutable parallel safe
    as $$
      select public.ll_to_earth(
        (cell / 4000 - 900) / 10.0::float8
          + case when part < 0 then 0.05::float8 else (g.n / g.grid + 0.5::float8) * (0.1::float8 / g.grid) end,
        (cell % 4000 - 1800) / 10.0::float8
          + case when part < 0 then 0.05::float8 else (g.n % g.grid + 0.5::float8) * (0.1::float8 / g.grid) end)::cube
      from (
        select case when part < 16 then 4 when part < 80 then 8 else 16 end as grid,
          part - case when part < 16 then 0 when part < 80 then 16 else 80 end as n
      ) g
    $$
  `.execute(db);
  await createCellLayout(db, 'by size');
  await createSlotAdd(db, 'by size');
  await sql`select refresh_establishment_cell_bits()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await createCellLayout(db, 'four');
  await createSlotAdd(db, 'four');
  await sql`select refresh_establishment_cell_bits()`.execute(db);
  await sql`drop function if exists cell_part(double precision, double precision, integer)`.execute(db);
  await sql`drop function if exists cell_part_first(integer)`.execute(db);
  await sql`drop function if exists cell_part_grid(smallint)`.execute(db);
  await sql`drop function if exists cell_grid(integer)`.execute(db);
}
