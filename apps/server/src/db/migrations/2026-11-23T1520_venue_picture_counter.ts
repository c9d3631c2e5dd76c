import { sql, type Kysely } from 'kysely';

/**
 * Venue pictures are named `<venueId>-<n>` (decision 010) with an `n` never given twice for one venue, logos and
 * banners alike: the last number given is kept on the venue. Existing pictures (the demo data numbers them 1, 2,
 * 3…) set where it starts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table establishments add column picture_count integer not null default 0`.execute(db);
  await sql`
    update establishments e set picture_count = greatest(
      coalesce((regexp_match(e.logo, '-(\\d{1,9})\\.webp$'))[1]::integer, 0),
      coalesce((select max((regexp_match(b.path, '-(\\d{1,9})\\.webp$'))[1]::integer)
                from banners b where b.establishment_id = e.id), 0))
    where e.logo is not null or exists (select 1 from banners b where b.establishment_id = e.id)
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table establishments drop column if exists picture_count`.execute(db);
}
