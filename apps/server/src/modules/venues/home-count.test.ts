import { VENUE_TYPES, type HomeQuery } from '@noite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentRow } from '../../../test/fixtures.ts';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { countHomeVenues, type HomeScope } from './queries.ts';

/** Deterministic, so a failing origin can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the home total counted by grid cells', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const next = random(11);
  const centre = { latitude: -23.55, longitude: -46.63 };

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.createUser({ type: 'owner' });
    // 400 venues spread over ~3° around São Paulo, denser near the centre, a tenth of them closed.
    const rows = Array.from({ length: 400 }, (_, index) => {
      const spread = index % 3 === 0 ? 1.5 : 0.3;
      return establishmentRow(owner.id, {
        latitude: centre.latitude + (next() - 0.5) * 2 * spread,
        longitude: centre.longitude + (next() - 0.5) * 2 * spread,
        establishment_type: [VENUE_TYPES[index % VENUE_TYPES.length]!],
        is_active: index % 10 !== 0,
      });
    });
    await t.db.insertInto('establishments').values(rows).execute();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('matches the count over every venue point, wherever the circle falls', async () => {
    const scope: HomeScope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    for (let index = 0; index < 40; index++) {
      const query = {
        latitude: centre.latitude + (next() - 0.5) * 3,
        longitude: centre.longitude + (next() - 0.5) * 3,
        radiusKm: [2, 10, 35, 100, 200][index % 5]!,
        offset: 0,
        limit: 1000,
      } as HomeQuery;
      // Every type chosen matches every venue, and takes the count over the venue points instead.
      const everyType = { ...query, establishmentType: [...VENUE_TYPES] };
      expect(await countHomeVenues(t.db, query, scope)).toBe(await countHomeVenues(t.db, everyType, scope));
    }
  });

  it('keeps the cell counts through moves, openings, closings and deletions', async () => {
    const ids = (await t.db.selectFrom('establishments').select(['id', 'is_active']).orderBy('name').execute()).map(
      (row) => row.id,
    );
    for (const id of ids.slice(0, 30)) {
      await t.db
        .updateTable('establishments')
        .set({ latitude: centre.latitude + (next() - 0.5) * 2, longitude: centre.longitude + (next() - 0.5) * 2 })
        .where('id', '=', id)
        .execute();
    }
    await t.db
      .updateTable('establishments')
      .set((eb) => ({ is_active: eb.not('is_active') }))
      .where('id', 'in', ids.slice(30, 60))
      .execute();
    await t.db.updateTable('establishments').set({ name: 'Renomeado' }).where('id', 'in', ids.slice(60, 70)).execute();
    await t.db.deleteFrom('establishments').where('id', 'in', ids.slice(70, 90)).execute();
    const kept = await t.db
      .selectFrom('establishment_cell_counts')
      .select(['cell', 'active'])
      .where('active', '>', 0)
      .orderBy('cell')
      .execute();
    const actual = await t.db
      .selectFrom('establishments')
      .select((eb) => ['cell', eb.fn.countAll<string>().as('active')])
      .where('is_active', '=', true)
      .groupBy('cell')
      .orderBy('cell')
      .execute();
    expect(kept).toEqual(actual.map((row) => ({ cell: row.cell, active: Number(row.active) })));
  });

  it('answers that total from /user/home when the page is full', async () => {
    const { body } = await t.request({
      method: 'POST',
      url: '/api/v1/user/home',
      headers: { language: 'en', ...bearer(visitor.token) },
      payload: { ...centre, limit: 5 },
    });
    const scope: HomeScope = { userId: visitor.id, includeInactive: false, withinRadius: true };
    const everyType = { ...centre, radiusKm: 100, offset: 0, limit: 5, establishmentType: [...VENUE_TYPES] };
    expect(body.data.items).toHaveLength(5);
    expect(body.data.total).toBe(await countHomeVenues(t.db, everyType as HomeQuery, scope));
    expect(body.data.total).toBeGreaterThan(100);
  });
});
