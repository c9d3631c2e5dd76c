import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for the client; only its hash is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
