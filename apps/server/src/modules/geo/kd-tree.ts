/**
 * A static k-d tree over points on the sphere, for exact nearest-neighbour queries.
 *
 * Each point is stored as a unit vector (x, y, z): the straight-line (chord) distance between two unit vectors grows
 * with the great-circle distance, so the nearest point in 3-D is the nearest on the globe, with no special case at the
 * antimeridian or the poles. The tree is laid out implicitly in two typed arrays (sorted by median, like kdbush), so
 * building takes O(n log n) and a query visits O(log n) nodes on average.
 */

import { haversineKm } from '../../lib/distance.ts';

const EARTH_RADIUS_KM = 6371.0088;
const NODE_SIZE = 16;
const RADIANS = Math.PI / 180;

export interface Nearest {
  /** The index the point had in the input. */
  index: number;
  distanceKm: number;
}

export class SphereKdTree {
  readonly size: number;
  private readonly ids: Uint32Array;
  private readonly coords: Float64Array;

  constructor(latitudes: ArrayLike<number>, longitudes: ArrayLike<number>) {
    const size = latitudes.length;
    this.size = size;
    this.ids = new Uint32Array(size);
    this.coords = new Float64Array(size * 3);
    for (let i = 0; i < size; i += 1) {
      this.ids[i] = i;
      toUnitVector(latitudes[i]!, longitudes[i]!, this.coords, i * 3);
    }
    if (size > 0) this.build(0, size - 1, 0);
  }

  /** The nearest point to (lat, lng), or undefined when the tree is empty. */
  nearest(lat: number, lng: number): Nearest | undefined {
    if (this.size === 0) return undefined;
    const query = new Float64Array(3);
    toUnitVector(lat, lng, query, 0);
    const best = { position: -1, distance2: Infinity };
    this.search(query, 0, this.size - 1, 0, best);
    const chord = Math.sqrt(best.distance2);
    return { index: this.ids[best.position]!, distanceKm: 2 * Math.asin(Math.min(1, chord / 2)) * EARTH_RADIUS_KM };
  }

  /** The input indices of every point within `radiusKm` of (lat, lng), in no particular order. */
  within(lat: number, lng: number, radiusKm: number): number[] {
    const found: number[] = [];
    if (this.size === 0) return found;
    const query = new Float64Array(3);
    toUnitVector(lat, lng, query, 0);
    const chord = 2 * Math.sin(Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM) / 2);
    this.collect(query, chord * chord, 0, this.size - 1, 0, found);
    return found;
  }

  private collect(query: Float64Array, radius2: number, left: number, right: number, axis: number, found: number[]) {
    if (right - left <= NODE_SIZE) {
      for (let i = left; i <= right; i += 1) if (this.distance2(query, i) <= radius2) found.push(this.ids[i]!);
      return;
    }
    const middle = (left + right) >> 1;
    if (this.distance2(query, middle) <= radius2) found.push(this.ids[middle]!);
    const difference = query[axis]! - this.coords[middle * 3 + axis]!;
    const nextAxis = (axis + 1) % 3;
    if (difference <= 0 || difference * difference <= radius2)
      this.collect(query, radius2, left, middle - 1, nextAxis, found);
    if (difference >= 0 || difference * difference <= radius2)
      this.collect(query, radius2, middle + 1, right, nextAxis, found);
  }

  private distance2(query: Float64Array, position: number): number {
    const offset = position * 3;
    const dx = query[0]! - this.coords[offset]!;
    const dy = query[1]! - this.coords[offset + 1]!;
    const dz = query[2]! - this.coords[offset + 2]!;
    return dx * dx + dy * dy + dz * dz;
  }

  private search(
    query: Float64Array,
    left: number,
    right: number,
    axis: number,
    best: { position: number; distance2: number },
  ) {
    if (right - left <= NODE_SIZE) {
      for (let i = left; i <= right; i += 1) this.visit(query, i, best);
      return;
    }
    const middle = (left + right) >> 1;
    this.visit(query, middle, best);
    const difference = query[axis]! - this.coords[middle * 3 + axis]!;
    const nextAxis = (axis + 1) % 3;
    const [near, far] =
      difference <= 0
        ? [
            [left, middle - 1],
            [middle + 1, right],
          ]
        : [
            [middle + 1, right],
            [left, middle - 1],
          ];
    this.search(query, near[0]!, near[1]!, nextAxis, best);
    if (difference * difference < best.distance2) this.search(query, far[0]!, far[1]!, nextAxis, best);
  }

  private visit(query: Float64Array, position: number, best: { position: number; distance2: number }) {
    const distance2 = this.distance2(query, position);
    if (distance2 < best.distance2) {
      best.distance2 = distance2;
      best.position = position;
    }
  }

  private build(left: number, right: number, axis: number) {
    if (right - left <= NODE_SIZE) return;
    const middle = (left + right) >> 1;
    this.select(middle, left, right, axis);
    const nextAxis = (axis + 1) % 3;
    this.build(left, middle - 1, nextAxis);
    this.build(middle + 1, right, nextAxis);
  }

  /** Quickselect: puts the k-th smallest (by `axis`) of [left, right] at k, smaller ones before it, larger after. */
  private select(k: number, left: number, right: number, axis: number) {
    while (right > left) {
      const pivot = this.coords[((left + right) >> 1) * 3 + axis]!;
      let i = left;
      let j = right;
      while (i <= j) {
        while (this.coords[i * 3 + axis]! < pivot) i += 1;
        while (this.coords[j * 3 + axis]! > pivot) j -= 1;
        if (i <= j) {
          this.swap(i, j);
          i += 1;
          j -= 1;
        }
      }
      if (k <= j) right = j;
      else if (k >= i) left = i;
      else return;
    }
  }

  private swap(a: number, b: number) {
    const id = this.ids[a]!;
    this.ids[a] = this.ids[b]!;
    this.ids[b] = id;
    for (let d = 0; d < 3; d += 1) {
      const value = this.coords[a * 3 + d]!;
      this.coords[a * 3 + d] = this.coords[b * 3 + d]!;
      this.coords[b * 3 + d] = value;
    }
  }
}

function toUnitVector(lat: number, lng: number, target: Float64Array, offset: number) {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  const cosPhi = Math.cos(phi);
  target[offset] = cosPhi * Math.cos(lambda);
  target[offset + 1] = cosPhi * Math.sin(lambda);
  target[offset + 2] = Math.sin(phi);
}

/** Great-circle distance in km on the tree's sphere (the mean earth radius). */
export const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) =>
  haversineKm(lat1, lng1, lat2, lng2, EARTH_RADIUS_KM);
