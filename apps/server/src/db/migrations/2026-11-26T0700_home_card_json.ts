import { sql, type Kysely } from 'kysely';

/**
 * The home list's card of each venue, kept as JSON text (decision 080): the fields that are the venue's own
 * (`_id`, `name`, `address`, `image`, `logo`, `establishmentType`, in the contract's order) as `row_to_json` writes
 * them, without the closing brace; the page query adds the caller's `distance` and `isFavourite`. Writing ~1,000
 * cards' fields on every request cost PostgreSQL several times what finding the nearest venues does.
 *
 * Kept by a trigger rather than generated: a generated column rewrites the table, which leaves its visibility map
 * empty (index-only scans read the table again) with nothing to make autovacuum come; the update below leaves dead
 * rows, which do. The cover is written by the banners' trigger, an update this trigger sees.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // to_json is stable only because some types' output depends on settings; for text and text[] it is immutable.
  await sql`
    create function json_text(text) returns text
    language sql immutable parallel safe as $$ select to_json($1)::text $$
  `.execute(db);
  await sql`
    create function json_text_array(text[]) returns text
    language sql immutable parallel safe as $$ select array_to_json($1)::text $$
  `.execute(db);
  await sql`
    create function establishment_card_json(id uuid, name text, address text, cover text, logo text, types text[])
    returns text language sql immutable parallel safe as $$
      select '{"_id":"' || id::text || '","name":' || public.json_text(name)
        || ',"address":' || public.json_text(address)
        || ',"image":' || coalesce(public.json_text(cover), 'null')
        || ',"logo":' || coalesce(public.json_text(logo), 'null')
        || ',"establishmentType":' || public.json_text_array(types)
    $$
  `.execute(db);
  await sql`alter table establishments add column card_json text`.execute(db);
  await sql`
    update establishments
    set card_json = establishment_card_json(id, name, address, cover, logo, establishment_type)
  `.execute(db);
  await sql`alter table establishments alter column card_json set not null`.execute(db);
  await sql`
    create function establishments_keep_card_json() returns trigger
    language plpgsql as $$
    begin
      new.card_json := establishment_card_json(
        new.id, new.name, new.address, new.cover, new.logo, new.establishment_type
      );
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger establishments_card_json
    before insert or update of id, name, address, cover, logo, establishment_type, card_json on establishments
    for each row execute function establishments_keep_card_json()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger establishments_card_json on establishments`.execute(db);
  await sql`drop function establishments_keep_card_json()`.execute(db);
  await sql`alter table establishments drop column card_json`.execute(db);
  await sql`drop function establishment_card_json(uuid, text, text, text, text, text[])`.execute(db);
  await sql`drop function json_text_array(text[])`.execute(db);
  await sql`drop function json_text(text)`.execute(db);
}
