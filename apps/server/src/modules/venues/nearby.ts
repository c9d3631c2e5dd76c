import { MUSIC_STYLES, VENUE_TYPES, type HomeQuery } from '@noite/shared';
import type { Db } from '../../db/schema.ts';
import { beginPage, cardsGeneration, keptCardsOf, onCardChanges, type HomeCards, type PageCards } from './cards.ts';
import { CardBytes } from './card-bytes.ts';
import { gridBox } from './cells.ts';
import * as queries from './queries.ts';
import { DAY_SEPARATOR } from './queries.ts';
import { isWordPart, KeptWords } from './kept-words.ts';
import { ZoneDays } from './zone-days.ts';

/**
 * A visitor's home list worked out in the serving process (decisions 130, 134, 135): the open venues' points, types,
 * time zones, coming events and the words of their texts kept in memory, the nearest found ring by ring of small
 * buckets, the total counted from large ones. The answer is the page statement's, byte for byte: the same points (the
 * axes `location` holds), the same order (chord, then id) and rounded distance (the caller's point worked out here,
 * decision 137), the same favourites (kept by user while their version holds), the same matches of the type, event and
 * favourites filters and of a search of one word, the cards from those the process keeps (decision 114). It stays true
 * across processes by the log of changed cards, which also names the venues opened, closed, moved, added or deleted
 * (migration 2026-11-30T0800) and those whose week facts, events' texts or time zone changed (2026-11-30T0900, T1500):
 * read before each page, the venues it names read again.
 *
 * Kept while the open venues number at most `HOME_MEMORY_VENUES` (150,000 by default, decision 132; 0: never; ~400
 * bytes each besides the cards), loaded on a visitor's first page, beside it: until loaded, and for every other list
 * (an owner's, an admin's), the statement.
 */

/** Earth's radius as earthdistance's `earth()` has it, in metres. */
const EARTH = 6378168;

/** The side, in degrees, of the buckets the nearest venues are found from, ring by ring. */
const FINE = 0.02;

/**
 * The side, in degrees, of the buckets the total is counted from: a bucket wholly inside the circle counts by its
 * length, only those across its edge venue by venue (~11 km: most of a city's circle is inside whole buckets).
 */
const COARSE = 0.1;

/**
 * How far inside the circle, in metres, a bucket's farthest corner must be for the bucket to count whole: far more
 * than the rounding between the corners worked out here and the venues' points as PostgreSQL keeps them.
 */
const INSIDE_MARGIN_M = 1;

/** Past this many changes read from the log at once, every open venue is read again. */
const RELOAD_PAST = 10_000;

/** The open venues read at a time as they are first read. */
const LOAD_BATCH = 10_000;

/** How long a process that found more open venues than its bound waits before counting them again. */
const RECOUNT_MS = 60 * 60 * 1000;

const RADIANS = Math.PI / 180;

/**
 * A bucket's venues: their slots and, in the same order, their points as the three axes `location` holds (`3 * index`
 * on). A page reads its buckets' points one after another: read by slot from one array for all venues, they were
 * scattered over memory, ~80 ns a venue.
 */
interface Bucket {
  slots: number[];
  points: number[];
}

/**
 * The open venues kept: a slot each (its id, point, buckets and, once a page has sent it, its card), slots freed by a
 * removal used again.
 */
interface Venues {
  ids: (string | undefined)[];
  /** Each slot's types, as bits (`ListedVenue.types`). */
  types: Uint8Array;
  /** Each slot's time zone, numbered by `zones`. */
  zone: Uint16Array;
  zones: ZoneDays;
  /**
   * Each slot's events of `KEPT_DAYS` (32) days from `base` (days since 2000-01-01, the UTC yesterday of the venues'
   * first read), as masks of days (bit i: the day `base + i`): a day with an event (a venue has at most one a day),
   * with a free event, with a live one; and each day's event's style code, a byte a day (`KEPT_DAYS * slot` on).
   */
  eventDays: Int32Array;
  freeDays: Int32Array;
  liveDays: Int32Array;
  styles: Uint8Array;
  base: number;
  /** The words of the slots' texts and of their events' (by day), as a search reads them (decision 135). */
  words: KeptWords;
  /** Marks the slots that hold a page's search while the page is worked out; all 0 between pages. */
  searched: Uint8Array;
  /**
   * Each slot's card as the process keeps it (decision 114), held here as its UTF-8 bytes once a page has sent it
   * (decision 133), until the log names the venue (read again, its slot is emptied) or every venue is read again:
   * looked up by id among the kept texts and encoded for each page, a page's 1,000 cards cost ~0.6 ms.
   */
  cards: (Uint8Array | undefined)[];
  /** Where the held cards' bytes are written. */
  cardBytes: CardBytes;
  /** Marks the slots of a page's caller's favourites while the page is worked out; all 0 between pages. */
  favourite: Uint8Array;
  latitude: Float64Array;
  longitude: Float64Array;
  slotOf: Map<string, number>;
  /** Numbers the slots' ids: a new number whenever a slot is given to a venue or freed, never used by other venues. */
  layout: number;
  free: number[];
  fine: Map<number, Bucket>;
  coarse: Map<number, Bucket>;
}

interface Nearby {
  maxVenues: number;
  venues?: Venues;
  loading?: Promise<void>;
  /** Until when the open venues are known to be too many to keep. */
  tooManyUntil: number;
  /** The venues the log named since they were last read again; `reload` when all must be. */
  pending: Set<string>;
  reload: boolean;
  /** The reads of named venues, one after another: a page waits for the last one, begun after its log read. */
  applying: Promise<void>;
  /** Callers' favourites by user, the least recently used first (decision 137). */
  favourites: Map<string, KeptFavourites>;
  /** How many favourites `favourites` holds in all. */
  favouritesKept: number;
}

/** A user's favourites at a version, and their slots among the venues kept at a layout. */
interface KeptFavourites {
  version: string;
  ids: string[];
  slots: Int32Array;
  layout: number;
}

/**
 * The most favourites kept across users (~100 bytes each with their slots): past it, the least recently used user's
 * are forgotten, and read again on their next page.
 */
const FAVOURITES_KEPT = 100_000;

/** The last number given to a layout of the kept venues' slots (`Venues.layout`). */
let layouts = 0;

const states = new WeakMap<Db, Nearby>();

/**
 * Has the process work out the plain list of `db` from memory while it has at most `maxVenues` open venues (0: never).
 * Called once, as the app starts; the venues are read on the first plain page.
 */
export function keepNearby(db: Db, maxVenues: number): void {
  if (maxVenues <= 0 || states.has(db)) return;
  const state: Nearby = {
    maxVenues,
    tooManyUntil: 0,
    pending: new Set(),
    reload: false,
    applying: Promise.resolve(),
    favourites: new Map(),
    favouritesKept: 0,
  };
  onCardChanges(db, (id) => {
    if (id === undefined || state.reload || state.pending.size >= RELOAD_PAST) {
      state.reload = true;
      state.pending.clear();
      return;
    }
    state.pending.add(id);
  });
  states.set(db, state);
}

/** Whether the process keeps its open venues now (for the tests and the bench). */
export function nearbyReady(db: Db): Promise<boolean> {
  const state = states.get(db);
  if (!state) return Promise.resolve(false);
  if (!state.venues) startLoading(db, state);
  return (state.loading ?? Promise.resolve()).then(() => state.venues !== undefined);
}

/**
 * Has the kept venues' days be as if read `days` earlier (for the tests): their first day that much earlier, each
 * venue's events as many days further from it, those past the days kept unknown.
 */
export function keepDaysAsIfReadEarlier(db: Db, days: number): void {
  const venues = states.get(db)?.venues;
  if (!venues) return;
  venues.base -= days;
  const kept = queries.KEPT_DAYS;
  const shift = Math.min(days, kept);
  for (let slot = 0; slot < venues.eventDays.length; slot++) {
    for (const masks of [venues.eventDays, venues.freeDays, venues.liveDays]) {
      masks[slot] = shift < 32 ? masks[slot]! << shift : 0;
    }
    venues.styles.copyWithin(kept * slot + shift, kept * slot, kept * (slot + 1) - shift);
  }
  venues.words.shiftDays(shift);
}

/** A visitor's list (filtered, searched or not), in a circle the grid covers. */
const isKept = (query: HomeQuery, scope: queries.HomeScope) =>
  scope.withinRadius &&
  !scope.includeInactive &&
  !scope.ownerId &&
  gridBox(query.latitude, query.longitude, query.radiusKm) !== undefined;

/**
 * What a page's venues must be beside within the circle: of one of `types` (bits; 0: any), the caller's favourites
 * (`favourites`), with an event in their coming 7 days (from `firstDays[zone]` days after the kept `base`) that is
 * free (`free`), live (`live`), of one of `styles` (by code; undefined: any), when `events`; holding `search` in its
 * text or in one of those days' events' texts (undefined: no search).
 */
interface Choice {
  types: number;
  search: string | undefined;
  favourites: boolean;
  events: boolean;
  free: boolean;
  live: boolean;
  styles: Uint8Array | undefined;
  firstDays: Int32Array;
}

const isPlainChoice = (choice: Choice) =>
  !choice.types && !choice.favourites && !choice.events && choice.search === undefined;

/** Marks the chosen styles' codes (1-based places in the catalogue). */
function styleCodes(styles: readonly string[]): Uint8Array {
  const codes = new Uint8Array(MUSIC_STYLES.length + 1);
  for (const style of styles) codes[MUSIC_STYLES.indexOf(style as (typeof MUSIC_STYLES)[number]) + 1] = 1;
  return codes;
}

/**
 * The text a search's folded LIKE pattern (`%…%`, its wildcards escaped) matches anywhere, or undefined when folding
 * left a wildcard in it (the statement then answers: such a pattern means more than a text).
 */
function searchTerm(pattern: string): string | undefined {
  const last = pattern.length - 1;
  if (last < 1 || pattern[0] !== '%' || pattern[last] !== '%') return undefined;
  let term = '';
  for (let index = 1; index < last; index++) {
    let character = pattern[index]!;
    if (character === '%' || character === '_') return undefined;
    if (character === '\\') {
      index += 1;
      if (index >= last) return undefined;
      character = pattern[index]!;
    }
    term += character;
  }
  return term;
}

/**
 * The visitor's filters and search (`pattern`, as the statement folds it) as the kept venues are matched: `stale`
 * when their week lies outside the days kept (the venues are then read again, a page's statement answering
 * meanwhile), `unknown` when a time zone's today cannot be told here, or the search's pattern is not a plain text or
 * holds no word character (the statement answers).
 */
function choiceOf(venues: Venues, query: HomeQuery, pattern: string | undefined): Choice | 'stale' | 'unknown' {
  const types = (query.establishmentType ?? []).reduce((bits, type) => bits | (1 << VENUE_TYPES.indexOf(type)), 0);
  const filter = queries.eventFilter(query);
  const search = query.search ? searchTerm(pattern ?? '') : undefined;
  if (query.search && (search === undefined || !isWordPart(search))) return 'unknown';
  const choice: Choice = {
    types,
    search,
    favourites: query.isFavourite === true,
    events: false,
    free: false,
    live: false,
    styles: undefined,
    firstDays: NO_DAYS,
  };
  if (!filter && search === undefined) return choice;
  const firstDays = new Int32Array(venues.zones.count);
  if (!venues.zones.todays(Date.now(), venues.base, firstDays)) return 'unknown';
  for (const first of firstDays) if (first < 0 || first + 7 > queries.KEPT_DAYS) return 'stale';
  if (!filter) return { ...choice, firstDays };
  const styles = filter.styles && styleCodes(filter.styles);
  return { ...choice, events: true, free: filter.isFree, live: filter.isLive, styles, firstDays };
}

const NO_DAYS = new Int32Array(0);

/** Which venues of the bucket last given to `markMeeting` meet the page's choice, by index (grown as needed). */
let meeting = new Uint8Array(1024);

/**
 * Marks in `meeting` the venues of `slots` that meet `choice` (a plain list's choice: all of them), and counts them:
 * of a chosen type, a favourite, with a day of their week with an event, free and live when chosen (one event a day,
 * so their masks AND-ed speak of one event), of a chosen style, holding the search in their text or their week's
 * events'. A bucket at a time, in one loop: a call for each venue cost more than its test.
 */
function markMeeting(venues: Venues, slots: number[], choice: Choice): number {
  if (meeting.length < slots.length) meeting = new Uint8Array(slots.length * 2);
  const marks = meeting;
  const { types, favourites, events, free, live, styles, firstDays, search } = choice;
  const { favourite, zone, eventDays, freeDays, liveDays, searched } = venues;
  const [typesOf, stylesOf, kept] = [venues.types, venues.styles, queries.KEPT_DAYS];
  let count = 0;
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    let meets = (!types || (typesOf[slot]! & types) !== 0) && (!favourites || favourite[slot] !== 0);
    if (meets && events) {
      const first = firstDays[zone[slot]!]!;
      let days = (eventDays[slot]! >>> first) & 127;
      if (free) days &= freeDays[slot]! >>> first;
      if (live) days &= liveDays[slot]! >>> first;
      meets = days !== 0 && !styles;
      for (let day = kept * slot + first; days && styles && !meets; day++, days >>>= 1) {
        meets = (days & 1) !== 0 && styles[stylesOf[day]!] !== 0;
      }
    }
    if (meets && search !== undefined) meets = searched[slot] !== 0;
    marks[index] = meets ? 1 : 0;
    if (meets) count += 1;
  }
  return count;
}

/**
 * A kept page's venues in order (their slots and cards as held when it was worked out) with the caller's part
 * of each card (its distance in hundredths of a km, whether it is a favourite), and the list's total.
 */
interface NearbyPage {
  venues: Venues;
  slots: Int32Array;
  /** The ids of the venues whose card the page's slots did not hold, by place. */
  ids: (string | undefined)[];
  cards: (Uint8Array | undefined)[];
  hundredths: Int32Array;
  favourite: Uint8Array;
  total: number;
}

/**
 * A page worked out from the kept venues, with the log's read it waited for (`begun`, for `nearbyCards`). Undefined
 * at once for a list with a search, an owner's or an admin's, or a process that does not keep its venues (the page's
 * statement answers: nothing is worked out for them), or (the promise's) when they were read again meanwhile or its
 * filters cannot be matched here (see `choiceOf`).
 */
export function nearbyPage(
  db: Db,
  query: HomeQuery,
  scope: queries.HomeScope,
): Promise<(NearbyPage & { begun: PageCards }) | undefined> | undefined {
  const state = states.get(db);
  if (!state || !isKept(query, scope)) return undefined;
  if (!state.venues) {
    startLoading(db, state);
    return undefined;
  }
  return keptPage(db, state, query, scope);
}

async function keptPage(
  db: Db,
  state: Nearby,
  query: HomeQuery,
  scope: queries.HomeScope,
): Promise<(NearbyPage & { begun: PageCards }) | undefined> {
  const begun = beginPage(db);
  const kept = keptFavourites(state, scope);
  const [read, pattern] = await Promise.all([
    kept ? undefined : queries.userFavourites(db, scope.userId),
    query.search ? queries.foldedSearch(db, query.search) : undefined,
    begun.refreshed,
  ]);
  await applyChanges(db, state);
  const venues = state.venues;
  if (!venues) return undefined;
  const origin = { ...originOf(query), favourites: favouriteSlots(venues, kept ?? newlyRead(state, scope, read!)) };
  const choice = choiceOf(venues, query, pattern);
  if (choice === 'unknown') return undefined;
  if (choice === 'stale') {
    state.reload = true;
    await applyChanges(db, state);
    return undefined;
  }
  return { ...pageOf(venues, query, origin, choice), begun: { ...begun, inStatement: false } };
}

/**
 * The caller's point on the earth's axes and the chord of the circle, worked out as the statement does
 * (`originAxes`, `radiusChord`). Not asked of the database: V8's sines and cosines are within a unit in the last place
 * of the C library's, ~10⁻⁹ m where a card shows tens of metres (decision 137).
 */
function originOf(query: HomeQuery) {
  const latitude = query.latitude * RADIANS;
  const longitude = query.longitude * RADIANS;
  return {
    x: EARTH * Math.cos(latitude) * Math.cos(longitude),
    y: EARTH * Math.cos(latitude) * Math.sin(longitude),
    z: EARTH * Math.sin(latitude),
    chord: 2 * EARTH * Math.sin((query.radiusKm * 1000) / (2 * EARTH)),
  };
}

/** The caller's kept favourites, when their version is the one the request's session read. */
function keptFavourites(state: Nearby, scope: queries.HomeScope): KeptFavourites | undefined {
  const kept = state.favourites.get(scope.userId);
  if (!kept || kept.version !== scope.favouritesVersion) return undefined;
  // The most recently used last.
  state.favourites.delete(scope.userId);
  state.favourites.set(scope.userId, kept);
  return kept;
}

/** The caller's favourites just read, kept when the request's session read a version. */
function newlyRead(state: Nearby, scope: queries.HomeScope, read: { version: string; ids: string[] }) {
  const favourites: KeptFavourites = { ...read, slots: new Int32Array(0), layout: -1 };
  if (scope.favouritesVersion !== undefined) keepFavourites(state, scope.userId, favourites);
  return favourites;
}

/**
 * The slots of `favourites` among `venues` (those not kept left out), looked up again only when slots were given or
 * freed since they were last looked up.
 */
function favouriteSlots(venues: Venues, favourites: KeptFavourites): Int32Array {
  if (favourites.layout !== venues.layout) {
    const slots: number[] = [];
    for (const id of favourites.ids) {
      const slot = venues.slotOf.get(id);
      if (slot !== undefined) slots.push(slot);
    }
    favourites.slots = Int32Array.from(slots);
    favourites.layout = venues.layout;
  }
  return favourites.slots;
}

function keepFavourites(state: Nearby, userId: string, kept: KeptFavourites): void {
  const before = state.favourites.get(userId);
  if (before) state.favouritesKept -= before.ids.length;
  state.favourites.delete(userId);
  if (kept.ids.length > FAVOURITES_KEPT) return;
  state.favourites.set(userId, kept);
  state.favouritesKept += kept.ids.length;
  for (const [oldest, favourites] of state.favourites) {
    if (state.favouritesKept <= FAVOURITES_KEPT) break;
    state.favourites.delete(oldest);
    state.favouritesKept -= favourites.ids.length;
  }
}

function startLoading(db: Db, state: Nearby): void {
  if (state.loading || Date.now() < state.tooManyUntil) return;
  state.loading = load(db, state)
    .catch(() => undefined)
    .finally(() => {
      state.loading = undefined;
    });
}

async function load(db: Db, state: Nearby): Promise<void> {
  // The log is read first: whatever it names from then on is read again after the venues are.
  await beginPage(db).refreshed;
  state.reload = false;
  state.pending.clear();
  const { count, base } = await queries.countOpenVenues(db);
  if (count > state.maxVenues) {
    state.tooManyUntil = Date.now() + RECOUNT_MS;
    return;
  }
  const venues = emptyVenues(Math.ceil(count * 1.25) + 1024, base);
  for (let after: string | null = null; ;) {
    const rows = await queries.openVenuesAfter(db, after, LOAD_BATCH, base);
    for (const row of rows) place(venues, row);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  state.venues = inSpaceOrder(venues);
}

/** Reads again the venues the log named (all of them, when it named too many), after the reads already under way. */
function applyChanges(db: Db, state: Nearby): Promise<void> {
  const applied = state.applying.then(async () => {
    if (state.reload) {
      state.reload = false;
      state.pending.clear();
      state.venues = undefined;
      startLoading(db, state);
      return;
    }
    const venues = state.venues;
    if (!venues || !state.pending.size) return;
    const ids = [...state.pending];
    state.pending.clear();
    try {
      const rows = await queries.listedVenues(db, ids, venues.base);
      for (const id of ids) remove(venues, id);
      for (const row of rows) if (row.isActive) place(venues, row);
    } catch (error) {
      // What was not read again is no longer known: every venue is, on a later page.
      state.reload = true;
      throw error;
    }
  });
  state.applying = applied.catch(() => undefined);
  return applied;
}

/**
 * The venues given slots in the order of their places (by large bucket, then small), as they were read in the order
 * of their ids: a page reads each slot's types, time zone and days for every venue of the circle it counts, and in the
 * order of the ids those reads were scattered over memory (a cache miss each; a filtered page took ~3 times a plain
 * one). Venues placed later take the slots that are free.
 */
function inSpaceOrder(venues: Venues): Venues {
  const count = venues.ids.length;
  const coarse = new Float64Array(count);
  const fine = new Float64Array(count);
  for (let slot = 0; slot < count; slot++) {
    coarse[slot] = bucketKey(venues.latitude[slot]!, venues.longitude[slot]!, COARSE);
    fine[slot] = bucketKey(venues.latitude[slot]!, venues.longitude[slot]!, FINE);
  }
  const sorted = Int32Array.from({ length: count }, (_, slot) => slot);
  sorted.sort((a, b) => coarse[a]! - coarse[b]! || fine[a]! - fine[b]!);
  const newSlot = new Int32Array(count);
  for (let rank = 0; rank < count; rank++) newSlot[sorted[rank]!] = rank;
  const ordered = emptyVenues(venues.latitude.length, venues.base);
  for (let to = 0; to < count; to++) {
    const slot = sorted[to]!;
    const id = venues.ids[slot]!;
    // In order: an array written at scattered places holds its elements in a dictionary.
    ordered.ids.push(id);
    ordered.slotOf.set(id, to);
  }
  for (const [field, width] of SLOT_FIELDS) {
    const [from, into] = [venues[field], ordered[field]];
    for (let to = 0; to < count; to++) {
      const slot = sorted[to]!;
      for (let at = 0; at < width; at++) into[width * to + at] = from[width * slot + at]!;
    }
  }
  for (const buckets of [venues.fine, venues.coarse]) {
    for (const bucket of buckets.values()) {
      for (let index = 0; index < bucket.slots.length; index++) bucket.slots[index] = newSlot[bucket.slots[index]!]!;
    }
  }
  venues.words.layOut(newSlot);
  return { ...ordered, zones: venues.zones, fine: venues.fine, coarse: venues.coarse, words: venues.words };
}

/**
 * The slots' typed arrays, each with `width` elements a slot (beside the favourites' marks, which are all 0 between
 * pages): grown and put in order field by field.
 */
const SLOT_FIELDS = [
  ['latitude', 1],
  ['longitude', 1],
  ['types', 1],
  ['zone', 1],
  ['eventDays', 1],
  ['freeDays', 1],
  ['liveDays', 1],
  ['styles', queries.KEPT_DAYS],
] as const;
type SlotField = (typeof SLOT_FIELDS)[number][0];

function emptyVenues(capacity: number, base: number): Venues {
  return {
    ids: [],
    types: new Uint8Array(capacity),
    zone: new Uint16Array(capacity),
    zones: new ZoneDays(),
    eventDays: new Int32Array(capacity),
    freeDays: new Int32Array(capacity),
    liveDays: new Int32Array(capacity),
    styles: new Uint8Array(capacity * queries.KEPT_DAYS),
    base,
    words: new KeptWords(queries.KEPT_DAYS),
    searched: new Uint8Array(capacity),
    // Filled (not left with holes): a sparse array's elements are a dictionary, each read a slow look-up.
    cards: new Array<Uint8Array | undefined>(capacity).fill(undefined),
    cardBytes: new CardBytes(),
    favourite: new Uint8Array(capacity),
    latitude: new Float64Array(capacity),
    longitude: new Float64Array(capacity),
    slotOf: new Map(),
    layout: ++layouts,
    free: [],
    fine: new Map(),
    coarse: new Map(),
  };
}

const bucketKey = (latitude: number, longitude: number, side: number) =>
  Math.floor((latitude + 90) / side) * 100_000 + Math.floor((longitude + 180) / side);

function addTo(buckets: Map<number, Bucket>, key: number, slot: number, row: queries.ListedVenue) {
  let bucket = buckets.get(key);
  if (!bucket) {
    bucket = { slots: [], points: [] };
    buckets.set(key, bucket);
  }
  bucket.slots.push(slot);
  bucket.points.push(row.x, row.y, row.z);
}

function removeFrom(buckets: Map<number, Bucket>, key: number, slot: number) {
  const bucket = buckets.get(key);
  if (!bucket) return;
  const index = bucket.slots.indexOf(slot);
  if (index < 0) return;
  const last = bucket.slots.length - 1;
  bucket.slots[index] = bucket.slots[last]!;
  bucket.slots.pop();
  for (let axis = 0; axis < 3; axis++) bucket.points[3 * index + axis] = bucket.points[3 * last + axis]!;
  bucket.points.length = 3 * last;
  if (!bucket.slots.length) buckets.delete(key);
}

/** Grows the slots' arrays (and the favourites' marks) to hold `capacity` slots. */
function grow(venues: Venues, capacity: number) {
  const arrays = venues as Pick<Venues, SlotField>;
  for (const [field, width] of SLOT_FIELDS) {
    const array = arrays[field];
    const bigger = new (array.constructor as new (length: number) => typeof array)(capacity * width);
    bigger.set(array);
    (arrays as Record<SlotField, typeof array>)[field] = bigger;
  }
  venues.favourite = new Uint8Array(capacity);
  venues.searched = new Uint8Array(capacity);
}

/** Writes a slot's kept days from its row's events and their texts (`ListedVenue.events`, `eventTexts`). */
function writeDays(venues: Venues, slot: number, row: queries.ListedVenue) {
  let [eventDays, freeDays, liveDays] = [0, 0, 0];
  const texts = row.eventTexts?.split(DAY_SEPARATOR) ?? [];
  if (row.events) {
    for (const [index, event] of row.events.split(',').entries()) {
      const value = Number(event);
      const day = Math.floor(value / 256);
      const code = value % 256;
      venues.words.addDay(slot, day, texts[index] ?? '');
      eventDays |= 1 << day;
      if (code & 2) freeDays |= 1 << day;
      if (code & 4) liveDays |= 1 << day;
      venues.styles[queries.KEPT_DAYS * slot + day] = code >> 3;
    }
  }
  venues.eventDays[slot] = eventDays;
  venues.freeDays[slot] = freeDays;
  venues.liveDays[slot] = liveDays;
}

function place(venues: Venues, row: queries.ListedVenue) {
  let slot = venues.free.pop();
  if (slot === undefined) {
    slot = venues.ids.length;
    if (slot >= venues.latitude.length) grow(venues, slot * 2);
  }
  venues.ids[slot] = row.id;
  // A freed slot's card was dropped with its venue; written all the same, for the array to stay without holes.
  venues.cards[slot] = undefined;
  venues.latitude[slot] = row.latitude;
  venues.longitude[slot] = row.longitude;
  venues.types[slot] = row.types;
  venues.zone[slot] = venues.zones.number(row.timezone);
  if (row.searchText) venues.words.addText(slot, row.searchText);
  writeDays(venues, slot, row);
  venues.slotOf.set(row.id, slot);
  venues.layout = ++layouts;
  addTo(venues.fine, bucketKey(row.latitude, row.longitude, FINE), slot, row);
  addTo(venues.coarse, bucketKey(row.latitude, row.longitude, COARSE), slot, row);
}

function dropCard(venues: Venues, slot: number) {
  const held = venues.cards[slot];
  if (!held) return;
  venues.cardBytes.release(held);
  venues.cards[slot] = undefined;
}

function remove(venues: Venues, id: string) {
  const slot = venues.slotOf.get(id);
  if (slot === undefined) return;
  const [latitude, longitude] = [venues.latitude[slot]!, venues.longitude[slot]!];
  removeFrom(venues.fine, bucketKey(latitude, longitude, FINE), slot);
  removeFrom(venues.coarse, bucketKey(latitude, longitude, COARSE), slot);
  venues.slotOf.delete(id);
  venues.layout = ++layouts;
  venues.ids[slot] = undefined;
  dropCard(venues, slot);
  // Given to another venue once its words are forgotten (`KeptWords.forget`).
  for (const freed of venues.words.forget(slot)) venues.free.push(freed);
}

interface Origin {
  x: number;
  y: number;
  z: number;
  chord: number;
  /** The slots of the caller's favourites (any of them: only those within the circle are read). */
  favourites: Int32Array;
}

/** `round()` of a double as PostgreSQL's (`rint`): a half goes to the even neighbour. */
function roundHalfEven(value: number) {
  const rounded = Math.round(value);
  return rounded - value === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
}

/**
 * The distance the card shows for a chord: the statement's `shownKm` of its arc, in hundredths of a km, rounded as
 * PostgreSQL rounds.
 */
const shownHundredths = (chord: number) => {
  const sine = chord / (2 * EARTH);
  return roundHalfEven((2 * EARTH * Math.asin(sine < 1 ? sine : 1)) / 10);
};

const COMMA = 0x2c;
const POINT = 0x2e;
const ZERO = 0x30;
/**
 * The end of a card's caller's part (`,"distance":1.35,"isFavourite":false}`), after its distance, as bytes: in
 * arrays, whose length the compiled loops read directly (a typed array's is a call there).
 */
const asciiBytes = (text: string): readonly number[] => Array.from(text, (character) => character.charCodeAt(0));
const FAVOURITE = asciiBytes(',"isFavourite":true}');
const NOT_FAVOURITE = asciiBytes(',"isFavourite":false}');

/** Writes the digits of a non-negative integer at `offset`: the offset after them. */
function writeDigits(bytes: Buffer, offset: number, value: number): number {
  let digits = 1;
  for (let power = 10; power <= value; power *= 10) digits += 1;
  for (let place = offset + digits - 1, rest = value; place >= offset; place--, rest = Math.floor(rest / 10)) {
    bytes[place] = ZERO + (rest % 10);
  }
  return offset + digits;
}

/**
 * Writes a distance of `hundredths` of a km as PostgreSQL writes that number (the shortest text that reads back as
 * it: its decimals without trailing zeros), from the integer: formatting the number itself cost ~0.3 ms a page.
 */
function writeDistance(bytes: Buffer, offset: number, hundredths: number): number {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths - whole * 100;
  let end = writeDigits(bytes, offset, whole);
  if (rest === 0) return end;
  bytes[end++] = POINT;
  bytes[end++] = ZERO + Math.floor(rest / 10);
  if (rest % 10) bytes[end++] = ZERO + (rest % 10);
  return end;
}

/**
 * A page worked out by the process as the contract's items, written as UTF-8 bytes (decision 130): each venue's card
 * closed by the caller's part; a venue without a card is left out. The cards the page's slots did not hold come from
 * those the process keeps or the database, after the log's read `begun` with the page (`keptCardsOf`), and are held by
 * their slots from then on (decision 133), unless cards were forgotten since the page began (what was read may be
 * older than what was forgotten) or the slot was given to another venue meanwhile.
 */
export async function nearbyCards(db: Db, page: NearbyPage & { begun: PageCards }): Promise<HomeCards> {
  const { venues, slots, ids, cards } = page;
  const lacking: number[] = [];
  for (let place = 0; place < cards.length; place++) if (cards[place] === undefined) lacking.push(place);
  const read = await keptCardsOf(
    db,
    lacking.map((place) => ids[place]!),
    page.begun,
    cards.length,
  );
  const keep = cardsGeneration(db) === page.begun.generation;
  for (const [index, place] of lacking.entries()) {
    const card = read[index];
    if (card === undefined) continue;
    const held = venues.cardBytes.hold(card);
    cards[place] = held;
    const slot = slots[place]!;
    if (keep && venues.ids[slot] === ids[place] && venues.cards[slot] === undefined) venues.cards[slot] = held;
    else venues.cardBytes.release(held);
  }
  if (venues.cardBytes.wasteful) {
    venues.cards = venues.cards.map(() => undefined);
    venues.cardBytes = new CardBytes();
  }
  return writtenCards(page);
}

/** How many bytes `writeDistance` writes for `hundredths` (its whole km has one digit more from 10, 100, … km). */
function distanceBytes(hundredths: number): number {
  let digits = 1;
  for (let power = 1_000; power <= hundredths; power *= 10) digits += 1;
  const rest = hundredths % 100;
  return digits + (rest === 0 ? 0 : rest % 10 ? 3 : 2);
}

/**
 * The page's cards with their caller's parts (see `nearbyCards`), to be written into the answer's bytes: the held
 * bytes copied as they are (held bytes never change), the caller's part written after each.
 */
function writtenCards(page: NearbyPage): HomeCards {
  const { cards, hundredths, favourite } = page;
  let byteLength = 0;
  let count = 0;
  for (let place = 0; place < cards.length; place++) {
    const card = cards[place];
    if (card === undefined) continue;
    byteLength += (count++ ? 1 : 0) + card.length + distanceBytes(hundredths[place]!);
    byteLength += favourite[place] ? FAVOURITE.length : NOT_FAVOURITE.length;
  }
  const writeTo = (bytes: Buffer, start: number) => {
    let offset = start;
    for (let place = 0; place < cards.length; place++) {
      const card = cards[place];
      if (card === undefined) continue;
      if (offset > start) bytes[offset++] = COMMA;
      bytes.set(card, offset);
      offset = writeDistance(bytes, offset + card.length, hundredths[place]!);
      offset = writeBytes(bytes, offset, favourite[place] ? FAVOURITE : NOT_FAVOURITE);
    }
    return offset;
  };
  return { count, byteLength, writeTo };
}

/** Writes a few bytes at `offset` one by one (a copy is a call into the runtime): the offset after them. */
function writeBytes(bytes: Buffer, offset: number, text: readonly number[]): number {
  for (let index = 0; index < text.length; index++) bytes[offset + index] = text[index]!;
  return offset + text.length;
}

/**
 * The venues a page is worked out from, with their squared chords (their keys): arrays kept for the process's life
 * and grown as needed (a page is worked out at once, synchronously), so that a page allocates nothing for its matches
 * (a page's arrays, copies and lookups of its chords were most of what the collector then had to sweep).
 *
 * Squared chords order the venues as their chords do (a square root keeps order, though two squares a rounding apart
 * may give one chord: `pageOrder` looks at those). A chord itself is worked out only where the page needs it: a square
 * root is a call Maglev leaves to the runtime, which allocates its argument and its result (~70 KB a page).
 */
const found = {
  count: 0,
  slots: new Int32Array(8192),
  keys: new Float64Array(8192),
  scratch: new Float64Array(8192),
  order: new Int32Array(8192),
  starts: new Int32Array(8193),
};

function growFound() {
  const slots = new Int32Array(found.count * 2);
  const keys = new Float64Array(found.count * 2);
  slots.set(found.slots);
  keys.set(found.keys);
  found.slots = slots;
  found.keys = keys;
  found.scratch = new Float64Array(found.count * 2);
  found.order = new Int32Array(found.count * 2);
  found.starts = new Int32Array(found.count * 2 + 1);
}

/** How far apart, relatively, two squares may lie that a rounding could still make equal, with a wide margin. */
const ROUNDING = 1e-12;

/** The caller's point and circle, with its chord's square a rounding's width above and below. */
interface Circle {
  x: number;
  y: number;
  z: number;
  chord: number;
  /** Squares at most this lie within the circle, past this outside it; between them the chord tells. */
  inside: number;
  outside: number;
}

const circleOf = (origin: Origin): Circle => ({
  x: origin.x,
  y: origin.y,
  z: origin.z,
  chord: origin.chord,
  inside: origin.chord * origin.chord * (1 - ROUNDING),
  outside: origin.chord * origin.chord * (1 + ROUNDING),
});

/**
 * Adds to `found` the venues of `bucket` within the circle whose squared chord is at most `limit` and that meet
 * `choice`, with it. Worked out here, not in a call: the hot loops of a page, whose numbers then stay unboxed.
 */
function collect(venues: Venues, bucket: Bucket, circle: Circle, limit: number, choice: Choice) {
  const { slots, points } = bucket;
  const filtered = !isPlainChoice(choice);
  if (filtered && !markMeeting(venues, slots, choice)) return;
  for (let index = 0; index < slots.length; index++) {
    if (filtered && !meeting[index]) continue;
    const dx = points[3 * index]! - circle.x;
    const dy = points[3 * index + 1]! - circle.y;
    const dz = points[3 * index + 2]! - circle.z;
    const squared = dx * dx + dy * dy + dz * dz;
    if (squared > limit) continue;
    // The cube's `<->` is the square root: at the circle's edge, it decides.
    if (squared > circle.inside && Math.sqrt(squared) > circle.chord) continue;
    if (found.count === found.slots.length) growFound();
    found.slots[found.count] = slots[index]!;
    found.keys[found.count] = squared;
    found.count += 1;
  }
}

/** How many venues of `bucket` lie within the circle and meet `choice` (decided as `collect` decides). */
function countWithin(venues: Venues, bucket: Bucket, circle: Circle, choice: Choice) {
  const { slots, points } = bucket;
  const filtered = !isPlainChoice(choice);
  if (filtered && !markMeeting(venues, slots, choice)) return 0;
  let count = 0;
  for (let index = 0; index < slots.length; index++) {
    if (filtered && !meeting[index]) continue;
    const dx = points[3 * index]! - circle.x;
    const dy = points[3 * index + 1]! - circle.y;
    const dz = points[3 * index + 2]! - circle.z;
    const squared = dx * dx + dy * dy + dz * dz;
    if (squared > circle.outside) continue;
    if (squared <= circle.inside || Math.sqrt(squared) <= circle.chord) count += 1;
  }
  return count;
}

/** How many venues of `bucket` meet `choice`. */
function countMeeting(venues: Venues, bucket: Bucket, choice: Choice) {
  return isPlainChoice(choice) ? bucket.slots.length : markMeeting(venues, bucket.slots, choice);
}

/** The rows and columns of large buckets the circle's box touches (a plain list's circle: the grid covers it). */
function coarseGrid(query: HomeQuery) {
  const box = gridBox(query.latitude, query.longitude, query.radiusKm)!;
  const firstRow = Math.floor((box.south + 90) / COARSE);
  const firstColumn = Math.floor((box.west + 180) / COARSE);
  return {
    firstRow,
    rows: Math.floor((box.north + 90) / COARSE) - firstRow + 1,
    firstColumn,
    columns: Math.floor((box.east + 180) / COARSE) - firstColumn + 1,
  };
}

/**
 * Whether each corner of the grid's buckets lies `INSIDE_MARGIN_M` inside the circle, row by row of corners (one more
 * than the buckets each way). A bucket whose four corners do lies wholly inside: along a parallel or a meridian the
 * distance from the caller has no maximum between two points, so none inside a bucket is farther than its corners.
 */
function cornersInside(grid: ReturnType<typeof coarseGrid>, circle: Circle): Uint8Array {
  const width = grid.columns + 1;
  const inside = new Uint8Array((grid.rows + 1) * width);
  const cosines = new Float64Array(width);
  const sines = new Float64Array(width);
  for (let column = 0; column < width; column++) {
    const longitude = ((grid.firstColumn + column) * COARSE - 180) * RADIANS;
    cosines[column] = Math.cos(longitude);
    sines[column] = Math.sin(longitude);
  }
  // Squared (the margin dwarfs the rounding); none inside a circle smaller than the margin.
  const limit = circle.chord > INSIDE_MARGIN_M ? (circle.chord - INSIDE_MARGIN_M) ** 2 : -1;
  for (let row = 0; row <= grid.rows; row++) {
    const latitude = ((grid.firstRow + row) * COARSE - 90) * RADIANS;
    const across = EARTH * Math.cos(latitude);
    const dz = EARTH * Math.sin(latitude) - circle.z;
    for (let column = 0; column < width; column++) {
      const dx = across * cosines[column]! - circle.x;
      const dy = across * sines[column]! - circle.y;
      inside[row * width + column] = dx * dx + dy * dy + dz * dz <= limit ? 1 : 0;
    }
  }
  return inside;
}

/**
 * The total (the kept venues within the circle that meet `choice`, from the large buckets its box touches: those
 * inside by their length when nothing was chosen, the others venue by venue) and whether, numbering at most `keep`,
 * those venues are in `found`.
 */
function within(venues: Venues, query: HomeQuery, circle: Circle, keep: number, choice: Choice) {
  const grid = coarseGrid(query);
  const inside = cornersInside(grid, circle);
  const width = grid.columns + 1;
  const bucketAt = (row: number, column: number) =>
    venues.coarse.get((grid.firstRow + row) * 100_000 + grid.firstColumn + column);
  let total = 0;
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const bucket = bucketAt(row, column);
      if (!bucket) continue;
      const corner = row * width + column;
      if (inside[corner] && inside[corner + 1] && inside[corner + width] && inside[corner + width + 1]) {
        total += countMeeting(venues, bucket, choice);
        continue;
      }
      total += countWithin(venues, bucket, circle, choice);
    }
  }
  found.count = 0;
  if (total > keep) return { total, allFound: false };
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const bucket = bucketAt(row, column);
      if (bucket) collect(venues, bucket, circle, circle.outside, choice);
    }
  }
  return { total, allFound: true };
}

/**
 * The `n`-th smallest of the found keys (`n` from 1), by selection on a copy (Hoare's): linear, where sorting them all
 * first cost the page as much again as sorting its own.
 */
function nthKey(n: number): number {
  const values = found.scratch.subarray(0, found.count);
  values.set(found.keys.subarray(0, found.count));
  const wanted = n - 1;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left]! < pivot) left++;
      while (values[right]! > pivot) right--;
      if (left > right) break;
      const swapped = values[left]!;
      values[left++] = values[right]!;
      values[right--] = swapped;
    }
    // [low, right] hold no more than the pivot, [left, high] no less, and any place between them the pivot itself.
    if (wanted <= right) high = right;
    else if (wanted >= left) low = left;
    else return values[wanted]!;
  }
  return values[wanted]!;
}

/**
 * Finds (in `found`) the `wanted` nearest kept venues within the circle that meet `choice` (with those whose chord may
 * equal the last one's): the small buckets ring by ring around the caller's, until no venue beyond the rings can be
 * nearer than the `wanted`-th found, or be within the circle.
 */
function nearest(venues: Venues, query: HomeQuery, circle: Circle, wanted: number, choice: Choice) {
  found.count = 0;
  const row0 = Math.floor((query.latitude + 90) / FINE);
  const column0 = Math.floor((query.longitude + 180) / FINE);
  // Beyond ring r a venue lies at least r buckets' sides from the caller: along a meridian, or to the meridian
  // r buckets away (the arc to a meridian Δλ away is asin(cos φ · sin Δλ) of the earth's radius).
  const beyond = (ring: number) => {
    const side = ring * FINE * RADIANS;
    const arc = EARTH * Math.min(side, Math.asin(Math.min(1, Math.cos(query.latitude * RADIANS) * Math.sin(side))));
    return 2 * EARTH * Math.sin(arc / (2 * EARTH)) * (1 - 1e-9);
  };
  let limit = circle.outside;
  let bounded = false;
  const visit = (row: number, column: number) => {
    const bucket = venues.fine.get(row * 100_000 + column);
    if (bucket) collect(venues, bucket, circle, limit, choice);
  };
  for (let ring = 0; ; ring++) {
    if (ring === 0) visit(row0, column0);
    for (let column = column0 - ring; ring > 0 && column <= column0 + ring; column++) {
      visit(row0 - ring, column);
      visit(row0 + ring, column);
    }
    for (let row = row0 - ring + 1; ring > 0 && row <= row0 + ring - 1; row++) {
      visit(row, column0 - ring);
      visit(row, column0 + ring);
    }
    // Once `wanted` are found, none farther than the `wanted`-th is needed (worked out once: a later ring only
    // adds venues within it); those found farther are dropped, for the page's order to sort fewer. A rounding's
    // width beyond it: a venue whose chord equals the `wanted`-th's may come before it by id.
    if (!bounded && found.count >= wanted) {
      bounded = true;
      limit = Math.min(limit, nthKey(wanted) * (1 + ROUNDING));
      keepWithin(limit);
    }
    const reach = beyond(ring);
    if (reach * reach > limit) break;
  }
}

/** Drops from `found` the venues whose key is past `limit`. */
function keepWithin(limit: number) {
  let kept = 0;
  for (let index = 0; index < found.count; index++) {
    if (found.keys[index]! > limit) continue;
    found.slots[kept] = found.slots[index]!;
    found.keys[kept] = found.keys[index]!;
    kept += 1;
  }
  found.count = kept;
}

/** Past this many venues in one of `sortedOrder`'s buckets, its sorting by insertion could take too long. */
const MOST_PER_BUCKET = 64;

/**
 * The places in `found` in the order of their keys, or undefined when they crowd into few buckets: counted into as
 * many buckets as venues by key (squared chords spread evenly when the venues do over the circle's area), then put in
 * order by insertion, each moving within its bucket only. Linear: sorting the chords with the runtime's sort (a call
 * per comparison) and placing each venue by a binary search among them cost ~0.1 ms a page. A key's bucket is worked
 * out inline: a helper closing over the lowest key would box it at each change and each key passed to it.
 */
function sortedOrder(): Int32Array | undefined {
  const { count, keys, order, starts } = found;
  let lowest = Infinity;
  let highest = -Infinity;
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    if (key < lowest) lowest = key;
    if (key > highest) highest = key;
  }
  // Bucket numbers lie in [0, count]: truncation is their floor.
  const scale = highest > lowest ? count / (highest - lowest) : 0;
  const lastBucket = count - 1;
  starts.fill(0, 0, count + 1);
  for (let index = 0; index < count; index++) {
    const bucket = ((keys[index]! - lowest) * scale) | 0;
    const next = (bucket < lastBucket ? bucket : lastBucket) + 1;
    starts[next] = starts[next]! + 1;
  }
  for (let bucket = 1; bucket <= count; bucket++) {
    if (starts[bucket]! > MOST_PER_BUCKET) return undefined;
    starts[bucket] = starts[bucket]! + starts[bucket - 1]!;
  }
  for (let index = 0; index < count; index++) {
    let bucket = ((keys[index]! - lowest) * scale) | 0;
    if (bucket > lastBucket) bucket = lastBucket;
    order[starts[bucket]!] = index;
    starts[bucket] = starts[bucket]! + 1;
  }
  for (let place = 1; place < count; place++) {
    const moving = order[place]!;
    const key = keys[moving]!;
    let before = place - 1;
    for (; before >= 0 && keys[order[before]!]! > key; before--) order[before + 1] = order[before]!;
    order[before + 1] = moving;
  }
  return order.subarray(0, count);
}

/** The places in `found` in the order of their keys, by the runtime's sort (venues crowding into few buckets). */
function sortedByKeys(): Int32Array {
  const { count, keys } = found;
  const order = found.order.subarray(0, count);
  for (let index = 0; index < count; index++) order[index] = index;
  // Small integers returned, never a difference of keys: a double returned is boxed.
  return order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
}

/**
 * The places in `found` of the venues from `offset` to `end` in the page's order: by chord, then by id. The keys'
 * order is the chords' but where two keys lie a rounding's width apart or less (venues at one point): their chords
 * may be equal. Each run of such keys that reaches into the page is put in the chords' and ids' order.
 */
function pageOrder(venues: Venues, offset: number, end: number): Int32Array {
  const last = Math.min(end, found.count);
  if (last <= offset) return new Int32Array(0);
  const order = sortedOrder() ?? sortedByKeys();
  const keys = found.keys;
  const nearPrevious = (place: number) => {
    const before = keys[order[place - 1]!]!;
    return keys[order[place]!]! - before <= before * ROUNDING;
  };
  let first = offset;
  while (first > 0 && nearPrevious(first)) first--;
  let stop = last;
  while (stop < order.length && nearPrevious(stop)) stop++;
  for (let runStart = first; runStart < stop;) {
    let runEnd = runStart + 1;
    while (runEnd < stop && nearPrevious(runEnd)) runEnd++;
    if (runEnd - runStart > 1) orderRun(venues, order, runStart, runEnd);
    runStart = runEnd;
  }
  return order.slice(offset, last);
}

/** Puts the places of `order` from `start` to `end` (keys a rounding apart) in the order of their chords, then ids. */
function orderRun(venues: Venues, order: Int32Array, start: number, end: number): void {
  const ids = venues.ids;
  const run = Array.from(order.subarray(start, end), (index) => ({
    index,
    chord: Math.sqrt(found.keys[index]!),
    id: ids[found.slots[index]!]!,
  }));
  run.sort((a, b) => (a.chord < b.chord ? -1 : a.chord > b.chord ? 1 : a.id < b.id ? -1 : 1));
  for (let place = 0; place < run.length; place++) order[start + place] = run[place]!.index;
}

/**
 * Up to this many matches of the circle (or 4 pages' worth), all are sorted; past it, the nearest are found ring by
 * ring. A setting for the tests, whose few venues would otherwise never take the rings.
 */
export const nearbyTuning = { sortAllUpTo: 4096 };

function pageOf(venues: Venues, query: HomeQuery, origin: Origin, choice: Choice): NearbyPage {
  const wanted = query.offset + query.limit;
  const circle = circleOf(origin);
  // Marked first: favourites only and a search match them.
  markFavourites(venues, origin.favourites, 1);
  const searched = markSearched(venues, choice);
  const counted = within(
    venues,
    query,
    circle,
    nearbyTuning.sortAllUpTo && Math.max(nearbyTuning.sortAllUpTo, 4 * wanted),
    choice,
  );
  if (!counted.allFound) nearest(venues, query, circle, wanted, choice);
  const page = pageOrder(venues, query.offset, wanted);
  const slots = new Int32Array(page.length);
  const ids: (string | undefined)[] = new Array<string | undefined>(page.length);
  const cards: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(page.length);
  const hundredths = new Int32Array(page.length);
  const favourite = new Uint8Array(page.length);
  for (let place = 0; place < page.length; place++) {
    const index = page[place]!;
    const slot = found.slots[index]!;
    slots[place] = slot;
    const card = venues.cards[slot];
    cards[place] = card;
    if (card === undefined) ids[place] = venues.ids[slot];
    hundredths[place] = shownHundredths(Math.sqrt(found.keys[index]!));
    favourite[place] = venues.favourite[slot]!;
  }
  markFavourites(venues, origin.favourites, 0);
  for (let index = 0; index < searched; index++) venues.searched[searchedSlots[index]!] = 0;
  return { venues, slots, ids, cards, hundredths, favourite, total: counted.total };
}

/** The slots `markSearched` marked, to be unmarked after the page, and the words it looked at (grown as needed). */
let searchedSlots = new Int32Array(1024);
const holdingWords: number[] = [];
const NO_ENTRIES: readonly number[] = [];

/**
 * Marks the kept venues that hold the choice's search (none without one; one word or part of one), in their text or
 * in the text of an event of their week, from the words that hold it (`KeptWords`): how many, their slots in
 * `searchedSlots` (a slot forgotten since may be among them: no bucket holds it).
 */
function markSearched(venues: Venues, choice: Choice): number {
  const { search, firstDays } = choice;
  if (search === undefined) return 0;
  const { searched, zone, words } = venues;
  const kept = words.daysKept;
  const count = words.holding(search, holdingWords);
  let marked = 0;
  const mark = (slot: number) => {
    if (marked === searchedSlots.length) {
      const bigger = new Int32Array(marked * 2);
      bigger.set(searchedSlots);
      searchedSlots = bigger;
    }
    searched[slot] = 1;
    searchedSlots[marked++] = slot;
  };
  for (let index = 0; index < count; index++) {
    const id = holdingWords[index]!;
    const texts = words.texts;
    if (id + 1 < texts.starts.length) {
      for (let at = texts.starts[id]!; at < texts.starts[id + 1]!; at++) {
        const slot = texts.entries[at]!;
        if (searched[slot] === 0) mark(slot);
      }
    }
    for (const slot of texts.added[id] ?? NO_ENTRIES) if (searched[slot] === 0) mark(slot);
    const days = words.days;
    const markDay = (entry: number) => {
      const slot = Math.floor(entry / kept);
      if (searched[slot] !== 0) return;
      const first = firstDays[zone[slot]!]!;
      const day = entry - slot * kept;
      if (day >= first && day < first + 7) mark(slot);
    };
    if (id + 1 < days.starts.length) {
      for (let at = days.starts[id]!; at < days.starts[id + 1]!; at++) markDay(days.entries[at]!);
    }
    for (const entry of days.added[id] ?? NO_ENTRIES) markDay(entry);
  }
  return marked;
}

/** Marks (1) or unmarks (0) the slots of a page's caller's favourites. */
function markFavourites(venues: Venues, slots: Int32Array, mark: number): void {
  for (let index = 0; index < slots.length; index++) venues.favourite[slots[index]!] = mark;
}
