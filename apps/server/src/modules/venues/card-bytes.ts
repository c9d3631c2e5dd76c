/**
 * Kept cards' UTF-8 bytes, for the plain home list the process works out (decision 133): each card's bytes, followed
 * by the start of its caller's part (`,"distance":`), written once into large chunks and copied into each page as
 * they are. Encoding the texts for every page cost ~0.4 µs a card under Maglev (the runtime call, ~120 bytes it
 * allocates, the conversion), ~0.35 ms of a page of 1,000; a copy of held bytes costs ~0.05 µs.
 *
 * A card held no longer (its venue changed, closed, moved) leaves its bytes behind in its chunk: past as many bytes
 * left behind as held, the holder starts over (`wasteful`), its holders dropping every card it held, to be written
 * again by the pages that send them.
 */

/** Bytes a chunk holds: ~800 cards. Each is its own memory, outside the JavaScript heap the collector marks. */
const CHUNK_BYTES = 256 * 1024;

/** What follows each card's bytes: the start of its caller's part, whose distance the page writes. */
export const CARD_TAIL = ',"distance":';

/** The most bytes UTF-8 takes for each of a text's UTF-16 units. */
const MOST_PER_UNIT = 3;

export class CardBytes {
  private chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private used = 0;
  /** Bytes of the cards held, and of all written (held or left behind). */
  private held = 0;
  private written = 0;

  /** The bytes of `card` followed by `CARD_TAIL`, held until `release`d. */
  hold(card: string): Uint8Array {
    const most = (card.length + CARD_TAIL.length) * MOST_PER_UNIT;
    if (this.used + most > this.chunk.length) {
      this.chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, most));
      this.used = 0;
    }
    const start = this.used;
    this.used += this.chunk.write(card, start);
    this.used += this.chunk.write(CARD_TAIL, this.used, 'latin1');
    const length = this.used - start;
    this.held += length;
    this.written += length;
    return this.chunk.subarray(start, this.used);
  }

  /** Leaves a card's bytes behind (they stay readable for the pages being written with them). */
  release(bytes: Uint8Array): void {
    this.held -= bytes.length;
  }

  /** Whether more bytes were left behind than are held (and more than a chunk's worth): time to start over. */
  get wasteful(): boolean {
    return this.written - this.held > Math.max(this.held, CHUNK_BYTES);
  }
}
