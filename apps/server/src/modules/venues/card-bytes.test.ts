import { describe, expect, it } from 'vitest';
import { CARD_TAIL, CardBytes } from './card-bytes.ts';

describe('kept cards held as bytes', () => {
  it('holds a card as its UTF-8 followed by the start of the caller’s part', () => {
    const holder = new CardBytes();
    const card = '{"_id":"a","name":"Bar São João — Centro"}';
    expect(Buffer.from(holder.hold(card)).toString()).toBe(card + CARD_TAIL);
  });

  it('starts over only once more bytes were left behind than are held, past a chunk', () => {
    const holder = new CardBytes();
    const card = `{"name":"${'ç'.repeat(400)}"}`;
    const held = Array.from({ length: 1_000 }, () => holder.hold(card));
    // Held bytes stay readable and unchanged while others are written after them, in new chunks.
    expect(held.every((bytes) => Buffer.from(bytes).toString() === card + CARD_TAIL)).toBe(true);
    for (const bytes of held.slice(0, 400)) holder.release(bytes);
    expect(holder.wasteful).toBe(false);
    for (const bytes of held.slice(400, 600)) holder.release(bytes);
    expect(holder.wasteful).toBe(true);
  });
});
