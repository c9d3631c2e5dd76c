import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** The venue's banner paths, first the card's. */
export async function bannerPaths(db: Db, establishmentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('banners')
    .select('path')
    .where('establishment_id', '=', establishmentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.path);
}

/**
 * Takes the venue's next picture number, locking the venue's row until the transaction ends: two uploads to one
 * venue then run one after the other, so the banner limit is checked against what is really stored.
 */
export async function takePictureNumber(trx: Db, establishmentId: string) {
  return trx
    .updateTable('establishments')
    .set({ picture_count: sql<number>`picture_count + 1` })
    .where('id', '=', establishmentId)
    .returning(['picture_count', 'logo'])
    .executeTakeFirstOrThrow();
}

export async function setLogo(trx: Db, establishmentId: string, logo: string): Promise<void> {
  await trx
    .updateTable('establishments')
    .set({ logo, updated_at: sql<Date>`now()` })
    .where('id', '=', establishmentId)
    .execute();
}

/** Adds a banner after the others. */
export async function appendBanner(trx: Db, establishmentId: string, path: string): Promise<void> {
  await trx
    .insertInto('banners')
    .values((eb) => ({
      establishment_id: establishmentId,
      path,
      position: eb
        .selectFrom('banners')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
        .where('establishment_id', '=', establishmentId),
    }))
    .execute();
}

/** Deletes one banner of the venue; answers whether it was there. */
export async function deleteBanner(trx: Db, establishmentId: string, path: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('banners')
    .where('establishment_id', '=', establishmentId)
    .where('path', '=', path)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Numbers the venue's banners 0, 1, 2… in the order of `paths` (the banners' trigger then moves the card's cover). */
export async function setBannerOrder(trx: Db, establishmentId: string, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const order = sql.join(paths.map((path, position) => sql`(${path}::text, ${position}::integer)`));
  await sql`
    update banners b set position = o.position
    from (values ${order}) as o(path, position)
    where b.establishment_id = ${establishmentId} and b.path = o.path
  `.execute(trx);
}

/** Locks the venue's row until the transaction ends (uploads, deletes and reorders of one venue take turns). */
export async function lockVenue(trx: Db, establishmentId: string): Promise<void> {
  await trx.selectFrom('establishments').select('id').where('id', '=', establishmentId).forUpdate().execute();
}
