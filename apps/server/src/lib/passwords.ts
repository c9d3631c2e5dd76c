import type * as Argon2 from '@node-rs/argon2';

/** Loaded on the first login or sign-up rather than at start (issue 16). */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown e-mails so a failed login takes as long whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('Dummy-password-1!');
  await verifyPassword(await dummyHash, password);
}
