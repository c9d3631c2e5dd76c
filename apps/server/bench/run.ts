/** One database at one size: load, time the home query raw and over HTTP, sizes, EXPLAIN. */
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { homeQuerySchema, MUSIC_STYLES, VENUE_TYPES, type HomeQuery, type HomeQueryInput } from '@noite/shared';
import type { HomeScope } from '../src/modules/venues/queries.ts';
import { keepNearby, nearbyReady } from '../src/modules/venues/nearby.ts';
import { homePage } from '../src/modules/venues/service.ts';
import { explain, homeSql } from './explain.ts';
import {
  CITIES,
  cityPoint,
  createRandom,
  randomOrigin,
  searchFragment,
  type BenchData,
  type Random,
} from './generate.ts';
import { postHomeRaw, startServer } from './http.ts';
import {
  loadBenchData,
  markLoaded,
  visitorToken,
  withBenchDatabase,
  type DatabaseKind,
  type LoadResult,
} from './load.ts';
import { series, type SeriesOptions, type SeriesResult } from './measure.ts';
import type { RunResult, SizeSample } from './report.ts';
import { WHAT_IFS, whatIfs } from './sizes.ts';

export interface RunOptions extends SeriesOptions {
  adminUrl: string;
  pgliteDir: string | undefined;
  seed: number;
  /** Keep the loaded database under this name and reuse it on the next run (`--reuse`; see load.ts). */
  keep?: string;
  /** Load (or find the kept load) and stop: no measurements (`--load-only`, with `--reuse` to keep the load). */
  loadOnly?: boolean;
  log: (message: string) => void;
}

/** The bound of open venues the memory series keeps (`HOME_MEMORY_VENUES`, decision 130): 100,000 venues fit. */
const MEMORY_VENUES = 150_000;

/** What Chromium asks for: the server picks zstd, then br, then gzip. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Random filters: each of type, music style, free and live with even odds, at least one. */
function randomFilters(random: Random): Partial<HomeQueryInput> {
  for (;;) {
    const filters: Partial<HomeQueryInput> = {};
    if (random.chance(0.5)) filters.establishmentType = random.sample(VENUE_TYPES, random.int(1, 2));
    if (random.chance(0.5)) filters.musicStyle = random.sample(MUSIC_STYLES, random.int(1, 3));
    if (random.chance(0.5)) filters.isFree = true;
    if (random.chance(0.5)) filters.isLive = true;
    if (Object.keys(filters).length) return filters;
  }
}

const describeFilters = (filters: Partial<HomeQueryInput>) =>
  Object.keys(filters)
    .filter((key) => key !== 'latitude' && key !== 'longitude')
    .join('+');

/** A fixed list of inputs (warm-up first, then measured), the same for every database of a size. */
function inputs(count: number, seed: number, extra?: (random: Random) => Partial<HomeQueryInput>): HomeQueryInput[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => ({ ...(extra ? extra(random) : {}), ...randomOrigin(random) }));
}

/**
 * `makeData` generates the venues (the same ones each call, from the seed), a batch at a time as they are loaded
 * (see `generateBenchData`), so the measurements run on a small heap, as a server would.
 */
export async function runDatabase(
  kind: DatabaseKind,
  makeData: () => BenchData,
  options: RunOptions,
): Promise<RunResult> {
  const { log } = options;
  return withBenchDatabase(kind, options, async (database) => {
    const { db } = database.handle;
    let size: number;
    let visitorId: string;
    let load: LoadResult;
    if (database.reused) {
      ({ size, visitorId } = database.reused);
      log(`${kind} ${size}: reusing ${database.description}`);
      load = { timings: {}, totalMs: 0, rows: {}, token: await visitorToken(db, visitorId) };
    } else {
      const venues = await sql<{ any: boolean }>`select exists (select 1 from establishments) as any`.execute(db);
      if (venues.rows[0]?.any) {
        throw new Error(`${database.description} holds an incomplete load: drop it and run again`);
      }
      const data = makeData();
      size = data.size;
      visitorId = data.visitorId;
      log(`${kind} ${size}: generating and loading into ${database.description}`);
      load = await loadBenchData(db, data);
      if (database.kept) await markLoaded(db, visitorId, size);
      log(
        `${kind} ${size}: loaded in ${(load.totalMs / 1000).toFixed(1)} s (${Object.entries(load.rows)
          .map(([table, count]) => `${count} ${table}`)
          .join(', ')}); peak RSS of this process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
    }
    if (options.loadOnly) {
      log(`${kind} ${size}: --load-only, no measurements`);
      return {
        database: kind,
        description: database.description,
        size,
        load,
        series: [],
        sizes: undefined,
        explains: [],
      };
    }

    const scope: HomeScope = { userId: visitorId, includeInactive: false, withinRadius: true };
    const total = options.warmup + options.queries;
    const at = (list: HomeQueryInput[], index: number) =>
      list[index < 0 ? -1 - index : options.warmup + index] as HomeQueryInput;
    const plain = inputs(total, options.seed + 1);
    const searches = inputs(total, options.seed + 2, (random) => ({ search: searchFragment(random) }));
    const filtered = inputs(total, options.seed + 3, randomFilters);
    const parse = (input: HomeQueryInput): HomeQuery => homeQuerySchema.parse(input);
    // What the endpoint asks the database: the page, then the count when the page is full (a plain page too: the
    // serving process's own venues, decision 130, are measured on their own below).
    const sqlRun =
      (list: HomeQueryInput[], fromMemory = false) =>
      async (index: number) =>
        (await homePage(db, parse(at(list, index)), scope, fromMemory)).cards.count;

    const results: SeriesResult[] = [];
    const measure = async (label: string, run: (index: number) => Promise<number>, notes: string[] = []) => {
      log(`${kind} ${size}: ${label}…`);
      const result = await series(label, options, run, notes, database.clock);
      log(
        `${kind} ${size}: ${label}: p50 ${result.summary.p50.toFixed(2)} ms, p95 ${result.summary.p95.toFixed(2)} ms, ` +
          `CPU p95 ${result.cpu?.p95.toFixed(2) ?? '–'} ms (n=${result.summary.count}${result.capped ? ', time cap' : ''})`,
      );
      results.push(result);
      return result;
    };

    await measure('SQL default (page + count when full)', sqlRun(plain));

    const server = await startServer(database.handle);
    let sizes: SizeSample | undefined;
    try {
      const encodings = new Set<string>();
      const postPlain = async (index: number) => {
        const answer = await postHomeRaw(server, load.token, at(plain, index), BROWSER_ENCODINGS);
        if (answer.status !== 200) throw new Error(`POST /user/home answered ${answer.status}`);
        encodings.add(answer.encoding ?? 'identity');
        // Not decoded: the cards are the SQL default row's (same origins).
        return Number.NaN;
      };
      // As for the filters below: the plain page, worked out by the process from its kept venues (decision 132), takes
      // its cards from those it keeps, and a new process lacks them all.
      for (let index = -options.warmup; index < options.queries; index++) await postPlain(index);
      await measure('HTTP default (POST /api/v1/user/home, to the last byte)', postPlain, [
        'after one untimed pass of its inputs: the venues and the cards kept',
      ]);
      results.at(-1)!.notes.push(`content-encoding ${[...encodings].join(', ')}`);
      const posting = (list: HomeQueryInput[]) => async (index: number) => {
        const answer = await postHomeRaw(server, load.token, at(list, index), BROWSER_ENCODINGS);
        if (answer.status !== 200) throw new Error(`POST /user/home answered ${answer.status}`);
        return Number.NaN;
      };
      const postFiltered = posting(filtered);
      // A visitor's filtered page is worked out by the process from its kept venues (decision 134) and, past their
      // bound, from the cells' matches: either way its cards come from those the process keeps (decisions 114, 121).
      // One untimed pass of the series' inputs first has the server as one that has served a while, so that the
      // series measures the endpoint, not a new process reading the cards it lacks (~4 ms more at p95, 100,000
      // venues, session 30). The SQL series, later, find the same cards kept.
      for (let index = -options.warmup; index < options.queries; index++) await postFiltered(index);
      await measure('HTTP filters (type/music/free/live, POST /api/v1/user/home)', postFiltered, [
        'after one untimed pass of its inputs: the kept cards warm',
      ]);
      // A visitor's search, worked out by the process from its kept venues' texts (decision 135), warmed likewise.
      const postSearch = posting(searches);
      for (let index = -options.warmup; index < options.queries; index++) await postSearch(index);
      await measure('HTTP search (3–6 letters, POST /api/v1/user/home)', postSearch, [
        'after one untimed pass of its inputs: the kept cards warm',
      ]);

      // Response size: answers from the big cities' centres, where 1000 cards come back.
      const random = createRandom(options.seed + 4);
      const samples: {
        cards: number;
        raw: number;
        gzip: number;
        brotli: number;
        zstd: number;
        shapes: ReturnType<typeof whatIfs>;
      }[] = [];
      let preferred: string | undefined;
      for (let index = 0; index < 20; index++) {
        const city = CITIES[index % 5]!;
        const body: HomeQueryInput = cityPoint(random, city);
        const identity = await postHomeRaw(server, load.token, body, 'identity');
        const cards = (JSON.parse(identity.bytes.toString('utf8')) as { data: { items: unknown[] } }).data.items.length;
        const gzip = await postHomeRaw(server, load.token, body, 'gzip');
        const brotli = await postHomeRaw(server, load.token, body, 'br');
        const zstd = await postHomeRaw(server, load.token, body, 'zstd');
        preferred = (await postHomeRaw(server, load.token, body, BROWSER_ENCODINGS)).encoding ?? 'identity';
        if (gzip.encoding !== 'gzip' || brotli.encoding !== 'br' || zstd.encoding !== 'zstd') {
          throw new Error('The server did not compress');
        }
        // Check the compressed bodies are the same answer.
        if (zlib.gunzipSync(gzip.bytes).length !== identity.bytes.length) throw new Error('gzip body differs');
        samples.push({
          cards,
          raw: identity.bytes.length,
          gzip: gzip.bytes.length,
          brotli: brotli.bytes.length,
          zstd: zstd.bytes.length,
          shapes: whatIfs(identity.bytes),
        });
      }
      const full = samples.filter((sample) => sample.cards >= 1000);
      const used = full.length ? full : samples;
      const mean = (key: 'cards' | 'raw' | 'gzip' | 'brotli' | 'zstd') =>
        used.reduce((sum, sample) => sum + sample[key], 0) / used.length;
      sizes = {
        answers: used.length,
        cards: mean('cards'),
        raw: mean('raw'),
        gzip: mean('gzip'),
        brotli: mean('brotli'),
        zstd: mean('zstd'),
        preferred,
        whatIfs: WHAT_IFS.map(({ name }, index) => {
          const average = (key: 'raw' | 'gzip' | 'brotli' | 'zstd') =>
            used.reduce((sum, sample) => sum + (sample.shapes[index]?.size[key] ?? 0), 0) / used.length;
          return {
            name,
            raw: average('raw'),
            gzip: average('gzip'),
            brotli: average('brotli'),
            zstd: average('zstd'),
          };
        }),
      };
    } finally {
      await server.close();
    }

    // The plain page as a server works it out from the open venues it keeps (decisions 130, 132), kept from here on:
    // the series after this one name their way.
    keepNearby(db, MEMORY_VENUES);
    if (await nearbyReady(db)) {
      await measure('Memory default (the plain page from the kept venues)', sqlRun(plain, true), [
        'decision 130: worked out in the process; the database reads the log of changed venues and the favourites',
      ]);
      await measure('Memory filters (type/music/free/live, from the kept venues)', sqlRun(filtered, true), [
        'decision 134: the same inputs as the SQL filters series, matched by the process',
      ]);
      await measure('Memory search (3–6 letters, from the kept venues)', sqlRun(searches, true), [
        'decision 135: the same inputs as the SQL search series, matched by the process',
      ]);
    }
    await measure('SQL search (3–6 letters)', sqlRun(searches));
    // Each home variant on its own (issue 13): every filter alone, the rarest combination, favourites only.
    const variants: [string, (random: Random) => Partial<HomeQueryInput>][] = [
      [
        'SQL type filter (1–2 types)',
        (random) => ({ establishmentType: random.sample(VENUE_TYPES, random.int(1, 2)) }),
      ],
      [
        'SQL music style filter (1–3 styles)',
        (random) => ({ musicStyle: random.sample(MUSIC_STYLES, random.int(1, 3)) }),
      ],
      ['SQL free filter', () => ({ isFree: true })],
      ['SQL live filter', () => ({ isLive: true })],
      [
        'SQL music style + free + live (1 style)',
        (random) => ({ musicStyle: [random.pick(MUSIC_STYLES)], isFree: true, isLive: true }),
      ],
      ['SQL favourites only', () => ({ isFavourite: true })],
      [
        'SQL search + music style',
        (random) => ({ search: searchFragment(random), musicStyle: random.sample(MUSIC_STYLES, random.int(1, 3)) }),
      ],
    ];
    for (const [index, [label, extra]] of variants.entries()) {
      await measure(label, sqlRun(inputs(total, options.seed + 10 + index, extra)));
    }
    const combos = new Map<string, number>();
    await measure('SQL filters (type/music/free/live)', async (index) => {
      const input = at(filtered, index);
      if (index >= 0) combos.set(describeFilters(input), (combos.get(describeFilters(input)) ?? 0) + 1);
      return (await homePage(db, parse(input), scope, false)).cards.count;
    });

    // EXPLAIN at the densest spot (São Paulo's centre) and at a mid-size city.
    const explains: RunResult['explains'] = [];
    const saoPaulo = { latitude: CITIES[0]!.latitude, longitude: CITIES[0]!.longitude };
    const plans: [string, HomeQueryInput][] = [
      ['default query, São Paulo centre', saoPaulo],
      ['search "forro", São Paulo centre', { ...saoPaulo, search: 'forro' }],
      ['filters musicStyle=[Samba] + isFree, São Paulo centre', { ...saoPaulo, musicStyle: ['Samba'], isFree: true }],
      ['filter establishmentType=[club], São Paulo centre', { ...saoPaulo, establishmentType: ['club'] }],
      ['filter musicStyle=[Jazz], São Paulo centre', { ...saoPaulo, musicStyle: ['Jazz'] }],
      ['filter isFree, São Paulo centre', { ...saoPaulo, isFree: true }],
      ['filter isLive, São Paulo centre', { ...saoPaulo, isLive: true }],
      [
        'filters musicStyle=[Punk] + isFree + isLive (rare), São Paulo centre',
        { ...saoPaulo, musicStyle: ['Punk'], isFree: true, isLive: true },
      ],
      [
        'filters establishmentType=[lounge] + musicStyle=[Blues, Rap] + isLive, São Paulo centre',
        { ...saoPaulo, establishmentType: ['lounge'], musicStyle: ['Blues', 'Rap'], isLive: true },
      ],
      ['favourites only, São Paulo centre', { ...saoPaulo, isFavourite: true }],
      ['search "samba" + isLive, São Paulo centre', { ...saoPaulo, search: 'samba', isLive: true }],
    ];
    for (const [label, input] of plans) {
      const statements = await homeSql(db, parse(input), scope);
      for (const [part, statement] of [
        ['page', statements.page],
        ['count', statements.count],
      ] as const) {
        if (!statement) continue;
        // Twice: the first run may read from disk; the second is what a warm server sees.
        await explain(db, statement);
        explains.push({ label: `${label}: ${part}`, result: await explain(db, statement) });
      }
    }

    const comboNote = [...combos.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([combo, count]) => `${combo} ×${count}`)
      .join(', ');
    results.find((item) => item.label.startsWith('SQL filters'))?.notes.push(`most frequent: ${comboNote}`);

    return {
      database: kind,
      description: database.description,
      size,
      load,
      series: results,
      sizes,
      explains,
    };
  });
}
