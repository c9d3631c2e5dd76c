import { homeQuerySchema } from '@noite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain, capture } from '../../../bench/explain.ts';
import { establishmentRow, insertEvent } from '../../../test/fixtures.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { localDate } from '../../lib/time.ts';
import { cellOf, circleCells, distanceKm } from './cells.ts';
import { findHomeVenues, WALK_BESIDE_CAP } from './queries.ts';
import { homePage } from './service.ts';

/**
 * A circle beside a town (decision 119): the town's venues lie in the corner of the circle's box, past its radius.
 * A walk of the circle's nearest venues reads its box's location index nearest first and cannot stop at the radius;
 * it stops once it has passed as many venues as the grid cells the circle reaches hold.
 */
describe('a walk of a circle beside a town', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  const origin = { latitude: -22.5, longitude: -44.5 };
  const radiusKm = 40;
  // 0.33° north and 0.36° east: ~52 km away, inside the box (40 km each way) and its corner cell.
  const town = { latitude: origin.latitude + 0.33, longitude: origin.longitude + 0.36 };
  const query = homeQuerySchema.parse({ ...origin, radiusKm, isFree: true });
  const scope = () => ({ userId: visitor.id, includeInactive: false, withinRadius: true });

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
    const owner = await t.createUser({ type: 'owner' });
    const rows = [
      ...Array.from({ length: 5 }, (_, index) =>
        establishmentRow(owner.id, { latitude: origin.latitude + index * 0.01, longitude: origin.longitude }),
      ),
      ...Array.from({ length: 60 }, (_, index) =>
        establishmentRow(owner.id, { latitude: town.latitude + (index % 8) * 0.001, longitude: town.longitude }),
      ),
    ];
    const venues = await t.db.insertInto('establishments').values(rows).returning(['id', 'timezone']).execute();
    for (const venue of venues) {
      await insertEvent(t.db, venue.id, localDate(new Date(), venue.timezone), { is_free: true });
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('leaves the town’s cell out of the circle’s cells', () => {
    expect(distanceKm(origin.latitude, origin.longitude, town.latitude, town.longitude)).toBeGreaterThan(radiusKm + 10);
    const runs = circleCells(origin.latitude, origin.longitude, radiusKm)!;
    const cell = cellOf(town.latitude, town.longitude);
    expect(runs.from.some((first, index) => cell >= first && cell <= runs.to[index]!)).toBe(false);
  });

  it('passes the circle’s venues, not the town’s, and serves the circle’s', async () => {
    const walked = await explain(
      t.db,
      await capture((db) => findHomeVenues(db, query, scope(), { from: 'walk', cap: WALK_BESIDE_CAP })),
    );
    const scan = walked.plan.find((line) => /Index (Only )?Scan using \w+ on establishments/.test(line));
    const passed = Number(/actual time=\S+ rows=(\d+)/.exec(scan ?? '')?.[1]);
    expect(passed, walked.plan.join('\n')).toBeLessThanOrEqual(5);
    const page = await homePage(t.db, query, scope());
    expect(page.total).toBe(5);
    expect(page.cards.count).toBe(5);
  });
});
