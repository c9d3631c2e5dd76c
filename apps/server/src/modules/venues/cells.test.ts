import { describe, expect, it } from 'vitest';
import { EARTHDISTANCE_RADIUS_KM } from '../../lib/distance.ts';
import { cellOf, circleCells, distanceKm, MAX_CELL_RADIUS_KM } from './cells.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const runOf = (runs: NonNullable<ReturnType<typeof circleCells>>, cell: number) =>
  runs.from.findIndex((first, index) => cell >= first && cell <= (runs.to[index] as number));

describe('the search circle as runs of grid cells', () => {
  const next = random(7);
  const circles = Array.from({ length: 60 }, () => ({
    latitude: -33 + next() * 38,
    longitude: -73 + next() * 40,
    radiusKm: [0.5, 3, 20, 100, 250][Math.floor(next() * 5)] as number,
  }));

  it('puts every point of the circle in exactly one run', () => {
    for (const circle of circles) {
      const runs = circleCells(circle.latitude, circle.longitude, circle.radiusKm)!;
      for (let index = 1; index < runs.from.length; index++) {
        expect(runs.from[index]).toBeGreaterThan(runs.to[index - 1] as number);
      }
      for (let sample = 0; sample < 200; sample++) {
        // A point at a random bearing and distance within the radius (a flat step is close enough here).
        const bearing = next() * 2 * Math.PI;
        const km = circle.radiusKm * Math.sqrt(next()) * 0.999;
        const latitude = circle.latitude + (km / 111.2) * Math.cos(bearing);
        const longitude =
          circle.longitude + ((km / 111.2) * Math.sin(bearing)) / Math.cos((circle.latitude * Math.PI) / 180);
        if (distanceKm(circle.latitude, circle.longitude, latitude, longitude) > circle.radiusKm) continue;
        expect(runOf(runs, cellOf(latitude, longitude))).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('only calls a run inside when all of its cells are', () => {
    for (const circle of circles) {
      const runs = circleCells(circle.latitude, circle.longitude, circle.radiusKm)!;
      runs.from.forEach((first, index) => {
        if (runs.exact[index]) return;
        for (let cell = first; cell <= (runs.to[index] as number); cell++) {
          const band = Math.floor(cell / 4000);
          const south = (band - 900) / 10;
          const west = ((cell % 4000) - 1800) / 10;
          for (const [latitude, longitude] of [
            [south, west],
            [south + 0.1, west],
            [south, west + 0.1],
            [south + 0.1, west + 0.1],
            [south + 0.05, west + 0.05],
          ] as const) {
            expect(distanceKm(circle.latitude, circle.longitude, latitude, longitude)).toBeLessThan(circle.radiusKm);
          }
        }
      });
    }
  });

  it('leaves out only cells of the box that no point of the circle reaches, and reads fewer than the box', () => {
    const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
    const toDegrees = (radians: number) => (radians * 180) / Math.PI;
    /** The point `km` from the circle's centre at `bearing` (radians), on earthdistance's sphere. */
    const destination = (circle: (typeof circles)[number], bearing: number, km: number) => {
      const angle = km / EARTHDISTANCE_RADIUS_KM;
      const from = toRadians(circle.latitude);
      const latitude = Math.asin(
        Math.sin(from) * Math.cos(angle) + Math.cos(from) * Math.sin(angle) * Math.cos(bearing),
      );
      const longitude =
        toRadians(circle.longitude) +
        Math.atan2(
          Math.sin(bearing) * Math.sin(angle) * Math.cos(from),
          Math.cos(angle) - Math.sin(from) * Math.sin(latitude),
        );
      return [toDegrees(latitude), toDegrees(longitude)] as const;
    };
    for (const circle of [...circles, { latitude: -22.01, longitude: -42.38, radiusKm: 500 }]) {
      const runs = circleCells(circle.latitude, circle.longitude, circle.radiusKm)!;
      // The circle's edge, where the box's corners begin.
      for (let degree = 0; degree < 360; degree += 0.5) {
        const [latitude, longitude] = destination(circle, toRadians(degree), circle.radiusKm * 0.9999);
        expect(runOf(runs, cellOf(latitude, longitude)), JSON.stringify({ circle, degree })).toBeGreaterThanOrEqual(0);
      }
      // Each cell of the box left out: none of its points is in the circle.
      const bands = new Set(runs.from.map((first) => Math.floor(first / 4000)));
      const first = Math.min(...runs.from.map((cell) => cell % 4000));
      const last = Math.max(...runs.to.map((cell) => cell % 4000));
      let read = 0;
      let box = 0;
      for (const band of bands) {
        for (let column = first; column <= last; column++) {
          const cell = band * 4000 + column;
          box += 1;
          if (runOf(runs, cell) >= 0) {
            read += 1;
            continue;
          }
          for (let step = 0; step <= 100; step++) {
            const south = (band - 900) / 10 + (step % 10) / 90;
            const west = (column - 1800) / 10 + Math.floor(step / 10) / 90;
            expect(distanceKm(circle.latitude, circle.longitude, south, west)).toBeGreaterThan(circle.radiusKm);
          }
        }
      }
      if (circle.radiusKm >= 100) expect(read / box).toBeLessThan(0.9);
    }
  });

  it('gives up where the grid does not help: huge circles, poles, the antimeridian', () => {
    expect(circleCells(-23.5, -46.6, MAX_CELL_RADIUS_KM + 1)).toBeUndefined();
    expect(circleCells(-88.9, 0, 50)).toBeUndefined();
    expect(circleCells(0, 179.9, 50)).toBeUndefined();
    expect(circleCells(-23.5, -46.6, MAX_CELL_RADIUS_KM)).toBeDefined();
  });
});
