import { describe, expect, it } from 'vitest';
import { isWordPart, KeptWords, type Postings } from './kept-words.ts';

/** Every entry of the words holding `part`, sorted. */
function entriesHolding(words: KeptWords, postings: Postings, part: string): number[] {
  const ids: number[] = [];
  const count = words.holding(part, ids);
  const entries: number[] = [];
  for (const id of ids.slice(0, count)) {
    if (id + 1 < postings.starts.length) {
      entries.push(...postings.entries.subarray(postings.starts[id]!, postings.starts[id + 1]!));
    }
    entries.push(...(postings.added[id] ?? []));
  }
  return entries.sort((a, b) => a - b);
}

describe('the words of the kept venues’ texts (decision 135)', () => {
  it('finds the slots and days of the words holding a part of a word, before and after they are laid out', () => {
    const words = new KeptWords(32);
    words.addText(0, 'bar do samba rua augusta, 100 bar');
    words.addText(1, 'sambodromo lounge');
    words.addText(2, 'casa forro');
    words.addDay(2, 3, 'roda de samba samba');
    words.addDay(2, 5, 'noite forro forro');
    words.addDay(1, 0, 'roda de samba samba');
    const check = () => {
      expect(entriesHolding(words, words.texts, 'samb')).toEqual([0, 1]);
      expect(entriesHolding(words, words.texts, 'bar')).toEqual([0]);
      expect(entriesHolding(words, words.texts, '100')).toEqual([0]);
      expect(entriesHolding(words, words.texts, 'xyz')).toEqual([]);
      expect(entriesHolding(words, words.days, 'samba')).toEqual([32 * 1 + 0, 32 * 2 + 3]);
      expect(entriesHolding(words, words.days, 'forr')).toEqual([32 * 2 + 5]);
    };
    check();
    words.layOut();
    check();
    // Put in another order: slot 0 → 2, 1 → 0, 2 → 1.
    words.layOut(Int32Array.from([2, 0, 1]));
    expect(entriesHolding(words, words.texts, 'samb')).toEqual([0, 2]);
    expect(entriesHolding(words, words.days, 'samba')).toEqual([32 * 0 + 0, 32 * 1 + 3]);
    words.shiftDays(28);
    expect(entriesHolding(words, words.days, 'samba')).toEqual([32 * 0 + 28, 32 * 1 + 31]);
    expect(entriesHolding(words, words.days, 'forr')).toEqual([]);
  });

  it('gives forgotten slots back only once their words are taken out', () => {
    const words = new KeptWords(32);
    for (let slot = 0; slot < 5000; slot++) {
      words.addText(slot, slot % 2 ? 'bar impar' : 'bar par');
      words.addDay(slot, slot % 32, 'noite');
    }
    words.layOut();
    let given: number[] = [];
    for (let slot = 0; slot < 5000 && !given.length; slot += 1) given = words.forget(slot);
    expect(given.length).toBe(4096);
    expect(entriesHolding(words, words.texts, 'bar')).toEqual(Array.from({ length: 904 }, (_, index) => 4096 + index));
    expect(entriesHolding(words, words.days, 'noite').map((entry) => Math.floor(entry / 32))).toEqual(
      Array.from({ length: 904 }, (_, index) => 4096 + index),
    );
    words.addText(7, 'bar novo');
    expect(entriesHolding(words, words.texts, 'novo')).toEqual([7]);
  });

  it('tells a word or part of one from a search of more', () => {
    expect(['samba', 'forró', 'r2d2', 'ímpar'].map(isWordPart)).toEqual([true, true, true, true]);
    expect(['roda de', '100%', 'o_p', '', 'a-b'].map(isWordPart)).toEqual([false, false, false, false, false]);
  });
});
