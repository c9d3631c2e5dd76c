/**
 * Response sizes of the home list: the answer as sent, and what-if shapes of the same cards re-encoded here
 * (the app is unchanged) to see which change would bring 1000 cards under the target.
 */
import zlib from 'node:zlib';

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
  zstd: number;
}

/** Compressed as @fastify/compress does by default: gzip level 6, brotli quality 4, zstd level 3. */
export function compress(body: string | Buffer): Compressed {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    zstd: zlib.zstdCompressSync(bytes).length,
  };
}

interface Card {
  _id: string;
  name: string;
  address: string;
  image: string | null;
  logo: string | null;
  establishmentType: string[];
  distance: number;
  isFavourite: boolean;
}

interface Envelope {
  status: number;
  message: string;
  data: { items: Card[]; total: number };
}

/** Re-encodes the answer with each card changed by `change`. */
const reshape = (envelope: Envelope, change: (card: Card) => object) =>
  JSON.stringify({ ...envelope, data: { ...envelope.data, items: envelope.data.items.map(change) } });

export const WHAT_IFS: readonly { name: string; apply: (envelope: Envelope) => string }[] = [
  { name: 'as sent', apply: (envelope) => JSON.stringify(envelope) },
  {
    name: 'without `logo` (the card shows no logo)',
    apply: (envelope) => reshape(envelope, ({ logo: _logo, ...card }) => card),
  },
];

export function whatIfs(identityBody: Buffer): { name: string; size: Compressed }[] {
  const envelope = JSON.parse(identityBody.toString('utf8')) as Envelope;
  return WHAT_IFS.map((whatIf) => ({ name: whatIf.name, size: compress(whatIf.apply(envelope)) }));
}
