import { randomBytes } from 'node:crypto';
import type { Role } from '@noite/shared';
import type { Db, EstablishmentRow, NewEstablishment, NewEvent, NewUser } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { localDate } from '../src/lib/time.ts';
import { newToken } from '../src/lib/tokens.ts';

let counter = 0;

/** A password valid for every rule of the sign-up schema. */
export const VALID_PASSWORD = 'Noite@2026';

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export function bearer(token: string): Record<string, string> {
  return { 'x-access-token': `Bearer ${token}` };
}

/** argon2 is slow on purpose: the default password is hashed once per test file. */
let defaultPasswordHash: Promise<string> | undefined;
export function passwordHashOf(password: string): Promise<string> {
  if (password !== VALID_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(VALID_PASSWORD);
  return defaultPasswordHash;
}

/** Inserts a user directly (a visitor with VALID_PASSWORD unless overridden). */
export async function insertUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password = VALID_PASSWORD, ...columns } = overrides;
  const type = columns.type ?? 'user';
  return db
    .insertInto('users')
    .values({
      type,
      name: `Test ${type}`,
      email: uniqueEmail(type),
      password_hash: await passwordHashOf(password),
      pass_len: password.length,
      country_code: '+55',
      phone: '11987654321',
      device_type: 'web',
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many accounts there are (a refused sign-up or sign-in must create none). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Opens a session for the user as a login would, without going through the API. */
export async function insertSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hash, remember: true, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return token;
}

export interface TestUser {
  id: string;
  type: Role;
  name: string;
  email: string;
  password: string;
}

export interface SignedInUser extends TestUser {
  token: string;
  /** `x-access-token: Bearer <token>`, ready to spread into inject headers. */
  headers: Record<string, string>;
}

/** A signed-in user of `type` (a visitor unless told). */
export async function buildUser(
  db: Db,
  { type = 'user', ...overrides }: Partial<NewUser> & { type?: Role; password?: string } = {},
): Promise<SignedInUser> {
  const row = await insertUser(db, { type, ...overrides });
  const token = await insertSession(db, row.id);
  return {
    id: row.id,
    type,
    name: row.name ?? '',
    email: row.email ?? '',
    password: overrides.password ?? VALID_PASSWORD,
    token,
    headers: bearer(token),
  };
}

/** A venue's row (an active bar in São Paulo unless overridden), numbered so names and e-mails stay unique. */
export function establishmentRow(ownerId: string, overrides: Partial<NewEstablishment> = {}): NewEstablishment {
  counter += 1;
  return {
    owner_id: ownerId,
    name: `Bar Teste ${counter}`,
    fantasy_name: `Bar Teste ${counter}`,
    corporate_name: `Bar Teste ${counter} Ltda`,
    email: `bar${counter}@example.com`,
    country_code: '+55',
    phone: '11987654321',
    cnpj: '11.222.333/0001-81',
    address: 'Praça da Sé, São Paulo - SP',
    zip_code: '01001-000',
    latitude: -23.5503,
    longitude: -46.6339,
    establishment_type: ['bar'],
    ...overrides,
  };
}

/** Inserts a venue directly (an active bar in São Paulo unless overridden). */
export async function insertEstablishment(db: Db, ownerId: string, overrides: Partial<NewEstablishment> = {}) {
  return db
    .insertInto('establishments')
    .values(establishmentRow(ownerId, overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts an event on `eventDate` (YYYY-MM-DD), 22:00 to 04:00 São Paulo time, with a name list. */
export async function insertEvent(
  db: Db,
  establishmentId: string,
  eventDate: string,
  overrides: Partial<NewEvent> = {},
) {
  const start = new Date(`${eventDate}T22:00:00-03:00`);
  const end = new Date(start.getTime() + 6 * 60 * 60 * 1000);
  return db
    .insertInto('events')
    .values({
      establishment_id: establishmentId,
      event_name: 'Noite Teste',
      event_date: eventDate,
      start_time: start,
      end_time: end,
      music_style: 'Samba',
      entry: 'R$ 20',
      event_with_list: true,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type BuiltVenue = EstablishmentRow & { owner: SignedInUser };

/** A venue (an active bar in São Paulo unless overridden) of `owner`, or of a new signed-in owner when none is given. */
export async function buildVenue(
  db: Db,
  { owner, ...overrides }: Partial<NewEstablishment> & { owner?: SignedInUser } = {},
): Promise<BuiltVenue> {
  const venueOwner = owner ?? (await buildUser(db, { type: 'owner' }));
  const row = await insertEstablishment(db, venueOwner.id, overrides);
  return { ...row, owner: venueOwner };
}

/** An event with a name list, today in São Paulo unless told, at `venue` or at a new venue when none is given. */
export async function buildEvent(
  db: Db,
  {
    venue,
    eventDate,
    ...overrides
  }: Partial<Omit<NewEvent, 'establishment_id'>> & { venue?: BuiltVenue; eventDate?: string } = {},
) {
  const eventVenue = venue ?? (await buildVenue(db));
  const row = await insertEvent(db, eventVenue.id, eventDate ?? localDate(new Date(), eventVenue.timezone), overrides);
  return { ...row, venue: eventVenue };
}

/**
 * Runs `compare` once more when a local day of `zones` turned while it ran. A comparison's statements run a moment
 * apart and each reads its venues' coming week from its own clock: across a local midnight the two read different
 * weeks, which is the clock's doing and not a wrong answer.
 */
export async function onOneLocalDay(zones: readonly string[], compare: () => Promise<void>): Promise<void> {
  const days = () => zones.map((zone) => localDate(new Date(), zone)).join();
  const before = days();
  try {
    await compare();
  } catch (error) {
    if (days() === before) throw error;
    await compare();
  }
}
