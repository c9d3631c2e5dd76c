import { sql, type Kysely } from 'kysely';

/**
 * Where a part's slots start kept with it (decision 124): `establishment_cell_parts.slots_before`, the sum of the
 * earlier parts' `slot_count` in its (cell, time zone), its range's offset in the cell's bit strings (decision 098).
 * Until now worked out when read, a window over the cell's parts: a filtered search summed every part of each cell
 * with a matching word (~3 ms of a search with a music style at a million venues). Not named `first_slot`, the name
 * the statements of processes started before this migration give their window: theirs stay unambiguous.
 *
 * Kept by triggers, whatever writes the parts (the layout, a venue's new slot): a statement that inserts parts has
 * every part of its cells worked out again (a new row holds 0 until then; one already right is not written, as a cell
 * kept whole, the most); a part whose `slot_count` changes (a slot added at its end) moves the later parts of its cell
 * by the difference. Removing a venue leaves its slot free: no count changes; the layout deletes a cell's parts and
 * inserts them again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table establishment_cell_parts add column slots_before integer not null default 0`.execute(db);
  await sql`
    create function establishment_cell_parts_inserted_slots() returns trigger
    language plpgsql as $$
    begin
      update public.establishment_cell_parts p set slots_before = o.slots_before
      from (
        select q.cell, q.timezone, q.part,
          (sum(q.slot_count) over (partition by q.cell, q.timezone order by q.part) - q.slot_count)::integer
            as slots_before
        from (select distinct n.cell, n.timezone from inserted n) c
        join public.establishment_cell_parts q on q.cell = c.cell and q.timezone = c.timezone
      ) o
      where p.cell = o.cell and p.timezone = o.timezone and p.part = o.part
        and p.slots_before is distinct from o.slots_before;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger establishment_cell_parts_inserted
    after insert on establishment_cell_parts
    referencing new table as inserted
    for each statement execute function establishment_cell_parts_inserted_slots()
  `.execute(db);
  // Only a change of `slot_count` fires it (`update of`), and the later parts' update sets `slots_before` alone.
  await sql`
    create function establishment_cell_parts_slots_moved() returns trigger
    language plpgsql as $$
    begin
      update public.establishment_cell_parts p set slots_before = p.slots_before + (new.slot_count - old.slot_count)
      where p.cell = new.cell and p.timezone = new.timezone and p.part > new.part;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger establishment_cell_parts_counted
    after update of slot_count on establishment_cell_parts
    for each row when (old.slot_count is distinct from new.slot_count)
    execute function establishment_cell_parts_slots_moved()
  `.execute(db);
  await sql`
    update establishment_cell_parts p set slots_before = o.slots_before
    from (
      select q.cell, q.timezone, q.part,
        (sum(q.slot_count) over (partition by q.cell, q.timezone order by q.part) - q.slot_count)::integer as slots_before
      from establishment_cell_parts q
    ) o
    where p.cell = o.cell and p.timezone = o.timezone and p.part = o.part and p.slots_before <> o.slots_before
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists establishment_cell_parts_counted on establishment_cell_parts`.execute(db);
  await sql`drop trigger if exists establishment_cell_parts_inserted on establishment_cell_parts`.execute(db);
  await sql`drop function if exists establishment_cell_parts_slots_moved()`.execute(db);
  await sql`drop function if exists establishment_cell_parts_inserted_slots()`.execute(db);
  await sql`alter table establishment_cell_parts drop column if exists slots_before`.execute(db);
}
