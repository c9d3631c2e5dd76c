/**
 * The search circle as runs of grid cells, to count the venues in it from a B-tree instead of visiting every
 * venue's point in the GiST index. The grid is 0.1° × 0.1° (~11 km); a venue's cell is stored with it
 * (`establishments.cell`, see the migration), and the formula here must stay the one the column uses.
 */

import { EARTHDISTANCE_RADIUS_KM, haversineKm } from '../../lib/distance.ts';

/** Cells per degree. */
const PER_DEGREE = 10;
/** A latitude band's cells are numbered `band * BAND_STRIDE + longitude cell`. */
const BAND_STRIDE = 4000;
/** Cells whose corners are this much inside the circle are inside whatever the rounding. */
const INSIDE_MARGIN_KM = 0.5;
/** How much further than the radius a cell may seem and still be kept (see `circleCells`). */
const REACH_MARGIN_KM = 1;
/** Past this radius the grid would hold too many cells to be worth it (and a box could wrap a pole). */
export const MAX_CELL_RADIUS_KM = 500;

export const latitudeBand = (latitude: number) => Math.floor(latitude * PER_DEGREE) + 900;
export const longitudeCell = (longitude: number) => Math.floor(longitude * PER_DEGREE) + 1800;
export const cellOf = (latitude: number, longitude: number) =>
  latitudeBand(latitude) * BAND_STRIDE + longitudeCell(longitude);

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance on earthdistance's sphere, in km. */
export const distanceKm = (latitude1: number, longitude1: number, latitude2: number, longitude2: number) =>
  haversineKm(latitude1, longitude1, latitude2, longitude2, EARTHDISTANCE_RADIUS_KM);

/** Runs of consecutive cells: inside the circle (count them all), or to check venue by venue. */
export interface CellRuns {
  from: number[];
  to: number[];
  exact: boolean[];
}

/**
 * The circle's box in degrees, a little wider than the circle (it must hold every venue the circle does), or
 * `undefined` when the grid does not apply: too big a circle, a box past a pole or across the antimeridian.
 */
export function gridBox(latitude: number, longitude: number, radiusKm: number) {
  if (radiusKm > MAX_CELL_RADIUS_KM) return undefined;
  const latitudeSpan = (radiusKm / EARTHDISTANCE_RADIUS_KM) * (180 / Math.PI) + 0.01;
  const south = latitude - latitudeSpan;
  const north = latitude + latitudeSpan;
  if (south <= -89 || north >= 89) return undefined;
  // The widest the circle gets in longitude, at the latitude nearest a pole within it.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const longitudeSpan = latitudeSpan / Math.cos(toRadians(widest));
  const west = longitude - longitudeSpan;
  const east = longitude + longitudeSpan;
  if (west <= -180 || east >= 180) return undefined;
  return { south, north, west, east };
}

/**
 * The cells the circle reaches, band by band, in runs: cells whose four corners are all inside the circle (a circle on
 * the sphere is convex, so the whole cell is: count its venues), and the others, whose venues must each be checked.
 * A cell of the circle's bounding box that no point of the circle reaches is left out (the box's corners: a circle
 * beside a big city would otherwise count the city's venues as its own, and check them). `undefined` when the grid does
 * not apply (too big a circle, a box past a pole or across the antimeridian): the caller counts another way.
 */
export function circleCells(latitude: number, longitude: number, radiusKm: number): CellRuns | undefined {
  const box = gridBox(latitude, longitude, radiusKm);
  if (!box) return undefined;
  const { south, north, west, east } = box;
  const runs: CellRuns = { from: [], to: [], exact: [] };
  const add = (band: number, first: number, last: number, exact: boolean) => {
    if (first > last) return;
    runs.from.push(band * BAND_STRIDE + first);
    runs.to.push(band * BAND_STRIDE + last);
    runs.exact.push(exact);
  };
  const inside = (cornerLatitude: number, cornerLongitude: number) =>
    distanceKm(latitude, longitude, cornerLatitude, cornerLongitude) <= radiusKm - INSIDE_MARGIN_KM;
  // A cell's point nearest the centre, taken as its latitude and longitude each clamped to the cell's, lies a little
  // further than the true nearest (great circles are not parallels): well within this margin.
  const reachKm = radiusKm + REACH_MARGIN_KM + (radiusKm * radiusKm) / EARTHDISTANCE_RADIUS_KM;
  const clamp = (value: number, low: number) => Math.min(Math.max(value, low), low + 1 / PER_DEGREE);
  const reached = (band: number, cell: number) =>
    distanceKm(
      latitude,
      longitude,
      clamp(latitude, (band - 900) / PER_DEGREE),
      clamp(longitude, (cell - 1800) / PER_DEGREE),
    ) <= reachKm;
  const firstCell = longitudeCell(west);
  const lastCell = longitudeCell(east);
  // Whether each grid corner along a band's edge is inside, the cells' west corners then the last one's east:
  // each corner is shared by up to four cells and measured once.
  const edge = (edgeLatitude: number) => {
    const corners: boolean[] = [];
    for (let cell = firstCell; cell <= lastCell + 1; cell++)
      corners.push(inside(edgeLatitude, (cell - 1800) / PER_DEGREE));
    return corners;
  };
  const firstBand = latitudeBand(south);
  let southEdge = edge((firstBand - 900) / PER_DEGREE);
  for (let band = firstBand; band <= latitudeBand(north); band++) {
    const northEdge = edge((band + 1 - 900) / PER_DEGREE);
    const cellInside = (cell: number) => {
      const column = cell - firstCell;
      return Boolean(southEdge[column] && southEdge[column + 1] && northEdge[column] && northEdge[column + 1]);
    };
    // Consecutive cells of the same kind make one run (an index range); cells the circle does not reach make none.
    const kind = (cell: number) => (cellInside(cell) ? 'inside' : reached(band, cell) ? 'edge' : 'out');
    let runStart = firstCell;
    let runKind = kind(firstCell);
    for (let cell = firstCell + 1; cell <= lastCell + 1; cell++) {
      const next = cell > lastCell ? 'end' : kind(cell);
      if (next === runKind) continue;
      if (runKind !== 'out') add(band, runStart, cell - 1, runKind === 'edge');
      runStart = cell;
      runKind = next;
    }
    southEdge = northEdge;
  }
  return runs;
}
