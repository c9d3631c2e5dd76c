import { describe, expect, it } from 'vitest';
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

  it('gives up where the grid does not help: huge circles, poles, the antimeridian', () => {
    expect(circleCells(-23.5, -46.6, MAX_CELL_RADIUS_KM + 1)).toBeUndefined();
    expect(circleCells(-88.9, 0, 50)).toBeUndefined();
    expect(circleCells(0, 179.9, 50)).toBeUndefined();
    expect(circleCells(-23.5, -46.6, MAX_CELL_RADIUS_KM)).toBeDefined();
  });
});
