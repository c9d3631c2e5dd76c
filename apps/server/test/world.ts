import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/schema.ts';
import { localDate } from '../src/lib/time.ts';
import { menuCategoriesFor } from '../src/modules/menu/catalogue.ts';
import { multipart } from './files.ts';
import { buildEvent, buildUser, buildVenue, type BuiltVenue, type SignedInUser } from './fixtures.ts';

/**
 * The things a call is about, and who calls: `owner` owns `venue` (active, with today's `event` on which `joiner`
 * asked to be on the name list, a menu and a banner); `otherOwner` owns another venue; `blocked` is a visitor whose
 * account was blocked while a session of theirs lived.
 */
export interface World {
  visitor: SignedInUser;
  owner: SignedInUser;
  otherOwner: SignedInUser;
  admin: SignedInUser;
  blocked: SignedInUser;
  joiner: SignedInUser;
  venue: BuiltVenue;
  eventId: string;
  eventDate: string;
  menuId: string;
  banner: string;
}

export type Role = 'anonymous' | 'visitor' | 'owner' | 'otherOwner' | 'admin' | 'blocked';
export const ROLES: readonly Role[] = ['anonymous', 'blocked', 'visitor', 'otherOwner', 'owner', 'admin'];

export const callerOf = (world: World, role: Role): SignedInUser | null => (role === 'anonymous' ? null : world[role]);

export async function buildWorld(db: Db): Promise<World> {
  const [visitor, otherOwner, admin, blocked, joiner, venue] = await Promise.all([
    buildUser(db, { type: 'user' }),
    buildUser(db, { type: 'owner' }),
    buildUser(db, { type: 'admin' }),
    buildUser(db, { type: 'user', is_blocked: true }),
    buildUser(db, { type: 'user' }),
    buildVenue(db),
  ]);
  await buildVenue(db, { owner: otherOwner });
  const eventDate = localDate(new Date(), venue.timezone);
  const event = await buildEvent(db, { venue, eventDate });
  await db.insertInto('event_list_entries').values({ event_id: event.id, user_id: joiner.id }).execute();
  const menu = await db.insertInto('menu_categories').values(menuCategoriesFor(venue.id)).returning('id').execute();
  const banner = `establishments/${venue.id}/${randomUUID()}.webp`;
  await db.insertInto('banners').values({ establishment_id: venue.id, path: banner, position: 0 }).execute();
  return {
    visitor,
    owner: venue.owner,
    otherOwner,
    admin,
    blocked,
    joiner,
    venue,
    eventId: event.id,
    eventDate,
    menuId: menu[0]!.id,
    banner,
  };
}

let png: Promise<Buffer> | undefined;
/** A small valid PNG for upload calls. */
export function smallPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  return png;
}

/** A request of the matrix's shape, ready for app.inject. */
export interface WorldRequest {
  body?: unknown;
  query?: Record<string, string>;
  multipart?: { fields: Record<string, string>; file?: { field: string; filename: string; bytes: Buffer } };
  url?: string;
}

/** Builds the inject options of `request` to `method url` as `user` (nobody when null), in English. */
export async function injectOptions(
  method: string,
  url: string,
  request: WorldRequest,
  user: SignedInUser | null,
): Promise<InjectOptions> {
  const headers: Record<string, string> = { language: 'en', ...(user ? user.headers : {}) };
  const options: InjectOptions = { method: method as InjectOptions['method'], url: request.url ?? url, headers };
  if (request.query) options.query = request.query;
  if (request.multipart) {
    const { fields, file } = request.multipart;
    const encoded = await multipart(
      fields,
      file ? { field: file.field, filename: file.filename, contentType: 'image/png', bytes: file.bytes } : undefined,
    );
    options.payload = encoded.payload;
    Object.assign(headers, encoded.headers);
  } else if (request.body !== undefined) {
    options.payload = request.body as InjectOptions['payload'];
  }
  return options;
}
