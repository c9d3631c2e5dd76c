import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/schema.ts';

/**
 * The home list's cards kept in the serving process (decision 114). A page read from the cells' matches names its
 * venues by id with the caller's distance and favourite; the venue's own fields (`card_json`, decision 080) come from
 * here, read from the database only the first time a process sends them: reading ~1,000 cards by id in the page's
 * statement cost ~3 ms of PostgreSQL's time. (A walked page reads whole cards from the location indexes.)
 *
 * A process keeps them true across processes by reading `establishment_card_changes` before each page
 * (`refreshCards`): the venues whose card changed in a transaction that was still running when it last looked.
 */

/**
 * What a page's statement answers (`pageRows` in queries.ts): its rows in the page's order, each a whole card
 * (`{"_id":…}`) or a venue's id followed by the caller's part of its card (`,"distance":1.35,"isFavourite":false}`),
 * whose own fields the process keeps.
 */
export interface PageRows {
  rows: string[];
  /** The list's total, when the page's statement counted it. */
  total?: number;
  /** For a page counted with its walk beside it: whether its venues came from the cells' matches. */
  fromCells?: boolean;
}

/** Between two cards. */
const COMMA = 0x2c;

/** A venue's id, at the start of a row that is not a whole card. */
const ID_LENGTH = 36;

/**
 * One page of home cards as the contract's JSON array's items (`{"_id":…}`, joined by commas), written as UTF-8 straight
 * into the answer's bytes (decision 133): how many cards, how many bytes, and the writing of them at `offset` (the
 * offset after them back). Each page's ~300 KB copied into a buffer of its own first, then into the answer's, made the
 * collector mark the whole heap every ~100 answers: V8 counts the memory of such buffers toward starting a collection.
 */
export interface HomeCards {
  count: number;
  byteLength: number;
  writeTo(bytes: Buffer, offset: number): number;
}

/** Cards given as texts of cards already joined by commas (`parts`), as `HomeCards`. */
function textCards(parts: string[], count: number): HomeCards {
  const byteLength = parts.reduce((sum, part, index) => sum + (index ? 1 : 0) + Buffer.byteLength(part), 0);
  const writeTo = (bytes: Buffer, offset: number) => {
    let end = offset;
    for (const [index, part] of parts.entries()) {
      if (index) bytes[end++] = COMMA;
      end += bytes.write(part, end);
    }
    return end;
  };
  return { count, byteLength, writeTo };
}

/**
 * Cards per part of a page (decision 094): a full page as one text (~300 KB, twice that in memory with one accented
 * letter) went to the JavaScript heap's large objects with every answer, where only a full collection frees it: one
 * ran every few pages, 20–30 ms of CPU taken from the cores PostgreSQL shares. Parts of 100 cards stay in the young
 * generation, freed in passes of a fraction of a millisecond. (Written as 2,000 pieces, a card and a comma each, the
 * answer's bytes cost the route more: each piece is a call into the runtime.)
 */
const CARDS_PER_PART = 100;

/**
 * At most this many bytes of cards a process keeps: ~125,000 cards of ~260 characters, a big city's venues (the
 * bench's 100,000 venues across Brazil fit), not a country's. The least recently sent go first.
 */
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * What a kept card costs: its text (one byte a character when every character is Latin-1, as Portuguese is; two
 * when one is not) and ~120 bytes beyond it: its key, the map's slot, the list's links.
 */
const cardBytes = (card: string) => card.length * (/[\u0100-\uffff]/.test(card) ? 2 : 1) + 120;

/**
 * The changes' log keeps a day (`purgeCardChanges`); a process that has not read it for an hour forgets every card
 * rather than trust that it saw every change.
 */
const TRUSTED_MS = 60 * 60 * 1000;

interface KeptCards {
  cards: LRUCache<string, string>;
  /** Changes of transactions with this id or later may still come (`pg_snapshot_xmin` when the log was last read). */
  horizon?: bigint;
  readAt: number;
  /** The changes already applied that a later read may return again, by `seq`, with their transaction's id. */
  applied: Map<string, bigint>;
  /** Grows whenever cards are forgotten: a read of cards that overlapped it must not keep what it read. */
  generation: number;
  /** The log's read under way, and the one that follows it for the pages that began meanwhile. */
  reading?: Promise<void>;
  queued?: Promise<void>;
  /** The share of a page's venues whose card the process lacked, averaged over its latest pages (decision 121). */
  lacked: number;
  /** Pages whose statement read their cards, counted as each is rendered: one in each `KEEP_WHOLE_EVERY` keeps. */
  wholePages: number;
  /** Told of what the log's reads apply (`onCardChanges`). */
  listeners: ChangeListener[];
  /** The reads of lacked cards under way, by venue. */
  reads: Map<string, CardsRead>;
}

/**
 * A read of cards a page lacked: the pages that begin in the same generation and lack some of the same cards wait for
 * it instead of reading them again (after a start, a busy city's visitors lack the same cards at once: 64 pages at a
 * time read each one 64 times). A page of a later generation reads them itself: the read may be older than a change
 * its own read of the log saw.
 */
interface CardsRead {
  generation: number;
  cards: Promise<Map<string, string>>;
}

/** Told of each venue whose change a read of the log applies, or (no id) that every kept card was forgotten. */
export type ChangeListener = (id?: string) => void;

/**
 * Above this share of cards lacked, a page from the cells' matches reads its cards in its statement (decision 121):
 * ~3 µs a card there, against ~7 µs each read after it (a round trip, the look-ups, a second result to parse).
 */
const READ_IN_STATEMENT = 0.5;

/** How far one page moves the average share of cards lacked: about the latest five pages count. */
const LACKED_WEIGHT = 0.2;

/**
 * Of the pages whose statement read their cards, one in this many has them kept: keeping each page's 1,000 cards in a
 * full cache (each one's size worked out, the least recently sent pushed out, their memory collected) cost the process
 * ~1.4 ms a page at a million venues, where most were pushed out before they were sent again.
 */
const KEEP_WHOLE_EVERY = 4;

/** On a page whose statement read its cards but does not keep them, one card in this many tells the share lacked. */
const LACKED_SAMPLE = 8;

/** Where a whole card's row gives way to the caller's part (`pageRows` in queries.ts). */
const CALLER_PART = ',"distance":';

/** How a whole card begins: its id follows. */
const CARD_START = '{"_id":"';

const kept = new WeakMap<Db, KeptCards>();

function keptOf(db: Db): KeptCards {
  let state = kept.get(db);
  if (!state) {
    state = {
      cards: new LRUCache<string, string>({
        maxSize: CACHE_BYTES,
        sizeCalculation: cardBytes,
      }),
      readAt: 0,
      applied: new Map(),
      generation: 0,
      // A process starts with no card.
      lacked: 1,
      wholePages: 0,
      listeners: [],
      reads: new Map(),
    };
    kept.set(db, state);
  }
  return state;
}

function forgetAll(state: KeptCards) {
  state.cards.clear();
  state.applied.clear();
  state.generation += 1;
  for (const listener of state.listeners) listener();
}

/**
 * Has `listener` told of every change the reads of the log apply from now on (the plain list's open venues kept by
 * the process, decision 130, read them again): called as each read applies them, before the pages that wait for that
 * read go on.
 */
export function onCardChanges(db: Db, listener: ChangeListener): void {
  keptOf(db).listeners.push(listener);
}

/**
 * Forgets the cards that changed since the log was last read. To run at the start of each page, beside its statement
 * and before its cards are rendered, so that a change committed before the request began is always seen. Pages that
 * begin while the log is being read share the next read (sent when that one ends, so after they began): a busy
 * process reads the log about once per read's time, not once per page.
 */
export function refreshCards(db: Db): Promise<void> {
  const state = keptOf(db);
  if (state.queued) return state.queued;
  if (!state.reading) return startReading(db, state);
  const queued = state.reading
    .catch(() => undefined)
    .then(() => {
      state.queued = undefined;
      return startReading(db, state);
    });
  state.queued = queued;
  return queued;
}

function startReading(db: Db, state: KeptCards): Promise<void> {
  const reading = readChanges(db, state).finally(() => {
    if (state.reading === reading) state.reading = undefined;
  });
  state.reading = reading;
  return reading;
}

/**
 * Reads the log: every change of a transaction that was running when it was last read, or began since (a change
 * that commits after a later one is still read), forgetting the changed cards once each and telling the listeners of
 * every venue it names.
 */
async function readChanges(db: Db, state: KeptCards): Promise<void> {
  const now = Date.now();
  if (state.horizon !== undefined && now - state.readAt > TRUSTED_MS) {
    forgetAll(state);
    state.horizon = undefined;
  }
  const since = state.horizon;
  const snapshot = sql`(select pg_snapshot_xmin(pg_current_snapshot())::text as horizon)`;
  const result =
    since === undefined
      ? await sql<ChangeRow>`
          select h.horizon, null as seq, null as id, null as xid, null as card from ${snapshot} h
        `.execute(db)
      : await sql<ChangeRow>`
          select h.horizon, c.seq::text as seq, c.establishment_id as id, c.xid::text as xid, c.card
          from ${snapshot} h
          left join establishment_card_changes c on c.xid >= ${since.toString()}::xid8
        `.execute(db);
  let forgotten = 0;
  for (const row of result.rows) {
    if (row.seq === null || row.id === null || row.xid === null || state.applied.has(row.seq)) continue;
    state.applied.set(row.seq, BigInt(row.xid));
    for (const listener of state.listeners) listener(row.id);
    // A change of the venue's place in the kept list only (its events, its time zone) leaves its card as it was.
    if (row.card === false) continue;
    state.cards.delete(row.id);
    forgotten += 1;
  }
  if (forgotten) state.generation += 1;
  const horizon = BigInt(result.rows[0]!.horizon);
  if (state.horizon === undefined || horizon > state.horizon) state.horizon = horizon;
  for (const [seq, xid] of state.applied) if (xid < state.horizon) state.applied.delete(seq);
  state.readAt = now;
}

type ChangeRow = {
  horizon: string;
  seq: string | null;
  id: string | null;
  xid: string | null;
  card: boolean | null;
};

/** What a page that may name its venues by id takes of the kept cards as it begins (decision 121). */
export interface PageCards {
  /** The log's read, begun beside the page's statement. */
  refreshed: Promise<void>;
  /** Whether the statement reads its cards itself: the process lately lacked most of its pages' cards. */
  inStatement: boolean;
  /** `generation` as the page began: the cards its statement read are kept only when none was forgotten since. */
  generation: number;
}

/**
 * Begins a page that may name its venues by id (one from the cells' matches): reads the log of changed cards beside
 * its statement (`refreshCards`) and tells whether the statement should read the cards itself.
 */
export function beginPage(db: Db): PageCards {
  const state = keptOf(db);
  const generation = state.generation;
  const refreshed = refreshCards(db);
  refreshed.catch(() => undefined);
  return { refreshed, inStatement: state.lacked > READ_IN_STATEMENT, generation };
}

/**
 * The cards of `ids`: of open venues (`active`) from the active venues' cards by id (decision 093), an index that
 * holds them (one look-up each, ~1.5 µs); of closed ones (an owner's or an admin's list) from their rows.
 */
async function readCards(db: Db, ids: string[], active: boolean): Promise<Map<string, string>> {
  const result = await sql<{ id: string; card_json: string }>`
    select e.id, e.card_json from establishments e
    where e.id = any(${sql.val(ids)}::uuid[]) and ${active ? sql`e.is_active` : sql`not e.is_active`}
  `.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.card_json]));
}

/**
 * A page's cards as the contract's items: its whole cards as they are, and each venue's kept card with the caller's
 * part added. When the page names venues by id, the log of changed cards is read first (`refreshCards`, or the read
 * `begun` with the page's statement); the cards the process does not keep are then read from the database and kept,
 * unless cards were forgotten while they were read (`generation`): what was read may be older than what was
 * forgotten. A page whose statement read its cards (`begun.inStatement`) has them kept on the same rule, one page in
 * `KEEP_WHOLE_EVERY`. A venue deleted since the page's statement ran has no card and is left out.
 */
export async function renderCards(db: Db, page: PageRows, begun?: PageCards): Promise<HomeCards> {
  const byId = page.rows.some((row) => !row.startsWith('{'));
  return inParts(byId || begun?.inStatement ? await keptCards(db, page.rows, begun) : page.rows);
}

/** Cards in parts of `CARDS_PER_PART` each (those undefined left out). */
function inParts(rendered: (string | undefined)[]): HomeCards {
  const parts: string[] = [];
  let count = 0;
  let part: string[] = [];
  for (const card of rendered) {
    if (card === undefined) continue;
    part.push(card);
    count += 1;
    if (part.length === CARDS_PER_PART) {
      parts.push(part.join(','));
      part = [];
    }
  }
  if (part.length) parts.push(part.join(','));
  return textCards(parts, count);
}

/**
 * The page's `rows` as cards, in their order: a whole card as it is, a venue named by id as its card with the
 * caller's part, from the process or read from the database (and kept) when it lacks it; undefined for a venue
 * without a card. After the log's read `begun` with the page, or one begun now. Each row's id is looked up once: a
 * page's ~1,000 look-ups (hashing each id, finding it in the cache's map) were a third of the process's work on a page
 * from the cells when each took three. The share of the page's cards the process lacked moves its average (decision
 * 121): counted among the rows by id, or, when the statement read the cards, among its whole cards, then kept.
 */
async function keptCards(db: Db, rows: string[], begun?: PageCards): Promise<(string | undefined)[]> {
  const cards: (string | undefined)[] = [];
  // The whole cards as they are; the rows by id as their venue's id and the caller's part.
  const ids: string[] = [];
  const callerParts: string[] = [];
  const places: number[] = [];
  for (const row of rows) {
    if (row.startsWith('{')) {
      cards.push(row);
      continue;
    }
    places.push(cards.length);
    cards.push(undefined);
    ids.push(row.slice(0, ID_LENGTH));
    callerParts.push(row.slice(ID_LENGTH));
  }
  const byId = await keptCardsOf(db, ids, begun);
  if (begun?.inStatement) keepWholeCards(keptOf(db), rows, begun.generation);
  for (const [index, place] of places.entries()) {
    const card = byId[index];
    if (card !== undefined) cards[place] = card + callerParts[index]!;
  }
  return cards;
}

/**
 * The cards of venues named by id, without the caller's part (`{"_id":…`, to be closed by it), from those the process
 * keeps, the others read and kept (see `renderCards`); undefined for a venue without a card. `ids` may be only those
 * a page of `pageCount` venues lacked elsewhere (the plain list's cards held by slot, decision 133): the share lacked
 * is counted of the page.
 */
export async function keptCardsOf(
  db: Db,
  ids: string[],
  begun?: PageCards,
  pageCount = ids.length,
): Promise<(string | undefined)[]> {
  await (begun?.refreshed ?? refreshCards(db));
  const state = keptOf(db);
  const cards: (string | undefined)[] = new Array<string | undefined>(ids.length);
  // The places of the venues whose card the process lacks.
  const missing: number[] = [];
  for (let index = 0; index < ids.length; index++) {
    const card = state.cards.get(ids[index]!);
    if (card === undefined) missing.push(index);
    else cards[index] = card;
  }
  if (!begun?.inStatement) noteLacked(state, missing.length, pageCount);
  if (!missing.length) return cards;
  const reads = new Set<Promise<Map<string, string>>>();
  const unread: string[] = [];
  for (const index of missing) {
    const under = state.reads.get(ids[index]!);
    if (under?.generation === state.generation) reads.add(under.cards);
    else unread.push(ids[index]!);
  }
  if (unread.length) reads.add(readLacked(db, state, unread));
  const read = await Promise.all(reads);
  for (const index of missing) {
    const id = ids[index]!;
    for (const part of read) {
      cards[index] = part.get(id);
      if (cards[index] !== undefined) break;
    }
  }
  return cards;
}

/**
 * Reads the cards of `ids` (open venues' first, then closed ones') and keeps them, unless cards were forgotten while
 * they were read: what was read may be older than what was forgotten. Pages of the same generation wait for it.
 */
function readLacked(db: Db, state: KeptCards, ids: string[]): Promise<Map<string, string>> {
  const generation = state.generation;
  const cards = (async () => {
    const read = await readCards(db, ids, true);
    const closed = ids.filter((id) => !read.has(id));
    if (closed.length) for (const [id, card] of await readCards(db, closed, false)) read.set(id, card);
    if (state.generation === generation) for (const [id, card] of read) state.cards.set(id, card);
    return read;
  })();
  const entry: CardsRead = { generation, cards };
  for (const id of ids) state.reads.set(id, entry);
  const done = () => {
    for (const id of ids) if (state.reads.get(id) === entry) state.reads.delete(id);
  };
  cards.then(done, done);
  return cards;
}

/** Grows whenever kept cards are forgotten: what was read before it moved may be older than what was forgotten. */
export const cardsGeneration = (db: Db): number => keptOf(db).generation;

/** Moves the average share of cards lacked by a page that lacked `lacked` of its `count`. */
function noteLacked(state: KeptCards, lacked: number, count: number) {
  if (count) state.lacked += LACKED_WEIGHT * (lacked / count - state.lacked);
}

/**
 * Keeps the cards a page's statement read (its whole cards, the caller's part cut off) on one page in
 * `KEEP_WHOLE_EVERY`, unless cards were forgotten since the page began (`generation`), and notes the share of them
 * the process lacked (on the other pages, of one card in `LACKED_SAMPLE`).
 */
function keepWholeCards(state: KeptCards, rows: string[], generation: number) {
  const keep = state.wholePages++ % KEEP_WHOLE_EVERY === 0 && state.generation === generation;
  const step = keep ? 1 : LACKED_SAMPLE;
  let lacked = 0;
  let seen = 0;
  for (let index = 0; index < rows.length; index += step) {
    const row = rows[index]!;
    if (!row.startsWith(CARD_START)) continue;
    const id = row.slice(CARD_START.length, CARD_START.length + ID_LENGTH);
    seen += 1;
    // A card kept already is marked as sent.
    if (state.cards.get(id) !== undefined) continue;
    lacked += 1;
    if (keep) state.cards.set(id, row.slice(0, row.lastIndexOf(CALLER_PART)));
  }
  noteLacked(state, lacked, seen);
}

/** The page's cards as the contract's JSON array. */
export function cardsJson(cards: HomeCards): string {
  const bytes = Buffer.alloc(cards.byteLength);
  cards.writeTo(bytes, 0);
  return `[${bytes.toString()}]`;
}

/** Deletes the log's changes older than a day (the daily purge, decision 072). */
export async function purgeCardChanges(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('establishment_card_changes')
    .where('changed_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
