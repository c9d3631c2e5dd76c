/**
 * The words of the kept venues' search texts (decision 135): each word with the slots whose text holds it, and the
 * slots and days whose event's text does. A search of one word or part of one finds its venues from the words that
 * hold it: scanning every text of a city's circle for each search cost 2–8 ms at 30,000 venues; the words holding
 * it are found in the list of distinct words (~0.1 ms), their venues from their lists. The texts themselves are not
 * kept (~18 MB at 100,000 venues).
 */

/** Whether a character (its UTF-16 code) belongs to a word: a letter or digit of ASCII, or any beyond ASCII. */
const isWordCode = (code: number) =>
  code >= 128 || (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/** Whether `text` is one word or part of one (no character outside words, not empty). */
export const isWordPart = (text: string) => {
  for (let index = 0; index < text.length; index++) if (!isWordCode(text.charCodeAt(index))) return false;
  return text.length > 0;
};

/** Ends each word in the joined list of words: no word holds it. */
const WORD_END = ' ';

/** Calls `each` for every distinct word of `text` (its maximal runs of word characters). */
function eachWord(text: string, each: (word: string) => void) {
  const seen = new Set<string>();
  let start = -1;
  for (let index = 0; index <= text.length; index++) {
    const inWord = index < text.length && isWordCode(text.charCodeAt(index));
    if (inWord && start < 0) start = index;
    else if (!inWord && start >= 0) {
      const word = text.slice(start, index);
      start = -1;
      if (seen.has(word)) continue;
      seen.add(word);
      each(word);
    }
  }
}

/**
 * Past this many slots forgotten, their entries are taken out of every list and the slots given back. Until then a
 * forgotten slot is not given to another venue: its entries may mark it, but no bucket holds it, so no page reads it.
 */
const PURGE_PAST = 4096;

/** Past this many entries added since the lists were last laid out (and an eighth of them), they are laid out again. */
const LAY_OUT_PAST = 65_536;

const NO_ENTRIES = new Int32Array(0);

/** The most event texts whose words `KeptWords.addDay` remembers as the venues are first read. */
const EVENT_TEXTS_REMEMBERED = 50_000;
const NO_ADDED: readonly number[] = [];

/**
 * Each word's entries (numbers below 2³¹): laid out one word after another in one typed array (4 bytes an entry; in
 * an array each of a word's numbers took 8, ~16 MB at 100,000 venues), with those added since in arrays by word.
 */
export class Postings {
  /** Word `id`'s laid-out entries are `entries[starts[id]]` to `entries[starts[id + 1] - 1]` (ids laid out only). */
  starts = new Int32Array(1);
  entries = NO_ENTRIES;
  /** By word: the entries added since the lists were laid out. */
  added: (number[] | undefined)[] = [];
  private addedCount = 0;

  push(id: number, entry: number) {
    let list = this.added[id];
    if (list === undefined) {
      list = [];
      this.added[id] = list;
    }
    list.push(entry);
    this.addedCount += 1;
  }

  /**
   * Whether so many entries were added since the lists were laid out that they should be again. Not before they
   * were once (as the venues are first read: laid out once, after).
   */
  get crowded() {
    return this.entries.length > 0 && this.addedCount > LAY_OUT_PAST && this.addedCount > this.entries.length / 8;
  }

  /**
   * Lays every entry out for `words` words. An entry is `slot * perSlot + day` (a text's: `perSlot` 1, day 0): the
   * slots in `gone` left out, each slot as `newSlot` says, each day `shift` later (those past `perSlot` left out).
   */
  layOut(words: number, perSlot: number, change: { newSlot?: Int32Array; gone?: Set<number>; shift?: number } = {}) {
    const { newSlot, gone, shift = 0 } = change;
    const starts = new Int32Array(words + 1);
    // At most as many as now: filled, then cut to those kept.
    const entries = new Int32Array(this.entries.length + this.addedCount);
    let count = 0;
    const laidOut = this.starts.length - 1;
    for (let id = 0; id < words; id++) {
      starts[id] = count;
      const added = this.added[id] ?? NO_ADDED;
      const [from, to] = id < laidOut ? [this.starts[id]!, this.starts[id + 1]!] : [0, 0];
      for (let index = from; index < to + added.length; index++) {
        const entry = index < to ? this.entries[index]! : added[index - to]!;
        const slot = Math.floor(entry / perSlot);
        const day = entry - slot * perSlot + shift;
        if (day >= perSlot || (gone !== undefined && gone.has(slot))) continue;
        entries[count++] = (newSlot ? newSlot[slot]! : slot) * perSlot + day;
      }
    }
    starts[words] = count;
    this.starts = starts;
    this.entries = count < entries.length ? entries.slice(0, count) : entries;
    this.added = [];
    this.addedCount = 0;
  }
}

export class KeptWords {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  /** The words joined, each followed by `WORD_END`, and where each starts; joined again once words were added. */
  private joined = '';
  private starts: number[] = [];
  /** By word: the slots whose text holds it. */
  readonly texts = new Postings();
  /** By word: `slot * daysKept + day` of each day whose event's text holds it. */
  readonly days = new Postings();
  private forgotten = new Set<number>();
  /** The words of the events' texts met as the venues are first read (until they are laid out). */
  private eventWords: Map<string, number[]> | undefined = new Map();

  /** `daysKept`: how many days each slot keeps. */
  constructor(readonly daysKept: number) {}

  /** Adds the words of a slot's text (its name, address and type words). */
  addText(slot: number, text: string) {
    eachWord(text, (word) => this.texts.push(this.idOf(word), slot));
    if (this.texts.crowded) this.layOut();
  }

  /**
   * Adds the words of a slot's event on `day` (from 0 to `daysKept` − 1). Many events share a text (a weekly night's
   * name, a style's words): as the venues are first read, each text's words are worked out once.
   */
  addDay(slot: number, day: number, text: string) {
    let ids = this.eventWords?.get(text);
    if (ids === undefined) {
      const found: number[] = [];
      eachWord(text, (word) => found.push(this.idOf(word)));
      ids = found;
      if (this.eventWords && this.eventWords.size < EVENT_TEXTS_REMEMBERED) this.eventWords.set(text, ids);
    }
    for (const id of ids) this.days.push(id, slot * this.daysKept + day);
    if (this.days.crowded) this.layOut();
  }

  /**
   * Forgets a slot's words (its venue removed): the slots that may be given to other venues now (see `PURGE_PAST`),
   * or none.
   */
  forget(slot: number): number[] {
    this.forgotten.add(slot);
    if (this.forgotten.size < PURGE_PAST) return [];
    const purged = [...this.forgotten];
    this.layOut(undefined, true);
    return purged;
  }

  /**
   * Lays the lists out (`Postings.layOut`), each slot as `newSlot` says, the forgotten slots' entries left out when
   * `purge` (the slots then given back by the caller).
   */
  layOut(newSlot?: Int32Array, purge = false) {
    this.eventWords = undefined;
    const gone = purge ? this.forgotten : undefined;
    if (purge) this.forgotten = new Set();
    this.texts.layOut(this.words.length, 1, { newSlot, gone });
    this.days.layOut(this.words.length, this.daysKept, { newSlot, gone });
  }

  /** Has every day `shift` days later (those past the days kept dropped): for the tests' days read earlier. */
  shiftDays(shift: number) {
    this.days.layOut(this.words.length, this.daysKept, { shift });
  }

  /** The ids of the words holding `part` (one word or part of one, `isWordPart`), into `into`: how many. */
  holding(part: string, into: number[]): number {
    if (this.starts.length !== this.words.length) {
      this.joined = this.words.join(WORD_END) + WORD_END;
      this.starts = [];
      for (let id = 0, offset = 0; id < this.words.length; offset += this.words[id]!.length + 1, id++) {
        this.starts.push(offset);
      }
    }
    let count = 0;
    let id = 0;
    for (let at = this.joined.indexOf(part); at >= 0;) {
      while (id + 1 < this.starts.length && this.starts[id + 1]! <= at) id++;
      into[count++] = id;
      if (id + 1 >= this.starts.length) break;
      at = this.joined.indexOf(part, this.starts[id + 1]!);
    }
    return count;
  }

  private idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      // A copy: a slice of a longer text would keep all of it.
      const copy = word.length >= 13 ? [...word].join('') : word;
      this.ids.set(copy, id);
      this.words.push(copy);
    }
    return id;
  }
}
