import { describe, expect, it } from 'vitest';
import { distanceKm, SphereKdTree } from './kd-tree.ts';

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('SphereKdTree', () => {
  const next = random(42);
  const size = 5000;
  const latitudes = Array.from({ length: size }, () => Math.asin(2 * next() - 1) * (180 / Math.PI));
  const longitudes = Array.from({ length: size }, () => next() * 360 - 180);
  const tree = new SphereKdTree(latitudes, longitudes);

  it('finds the same nearest point as a linear scan, across the antimeridian and near the poles', () => {
    const queries = [
      ...Array.from({ length: 300 }, () => [next() * 180 - 90, next() * 360 - 180] as const),
      [0, 179.999] as const,
      [0, -180] as const,
      [89.99, 10] as const,
      [-90, 0] as const,
    ];
    for (const [lat, lng] of queries) {
      let best = Infinity;
      for (let i = 0; i < size; i += 1) best = Math.min(best, distanceKm(lat, lng, latitudes[i]!, longitudes[i]!));
      const found = tree.nearest(lat, lng)!;
      expect(found.distanceKm).toBeCloseTo(best, 6);
      expect(distanceKm(lat, lng, latitudes[found.index]!, longitudes[found.index]!)).toBeCloseTo(best, 6);
    }
  });

  it('lists every point within a radius', () => {
    for (let q = 0; q < 50; q += 1) {
      const lat = next() * 180 - 90;
      const lng = next() * 360 - 180;
      const radius = 200 + next() * 800;
      const expected: number[] = [];
      for (let i = 0; i < size; i += 1)
        if (distanceKm(lat, lng, latitudes[i]!, longitudes[i]!) <= radius) expected.push(i);
      expect(tree.within(lat, lng, radius).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('answers nothing when empty', () => {
    const empty = new SphereKdTree([], []);
    expect(empty.nearest(0, 0)).toBeUndefined();
    expect(empty.within(0, 0, 100)).toEqual([]);
  });

  it('measures known distances', () => {
    // São Paulo (Praça da Sé) to Rio de Janeiro (Candelária): about 360 km.
    expect(distanceKm(-23.5503, -46.6339, -22.9008, -43.1762)).toBeGreaterThan(355);
    expect(distanceKm(-23.5503, -46.6339, -22.9008, -43.1762)).toBeLessThan(365);
  });
});
