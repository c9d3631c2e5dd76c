import type { EventRequestList, EventRequestListQuery, EventUser } from '@noite/shared';
import { auditAdminEdit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor } from '../venues/access.ts';
import * as queries from './door-list.queries.ts';

/**
 * The words a door search is made of: a piece of a name or an e-mail (its letters, digits and `@ . _ -`), or the
 * digits of a phone however it was typed ("(11) 98765-4321" looks for 11 and 987654321).
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const phoneLike = /^[\d\s()+\-.]+$/.test(search);
  const pieces = phoneLike ? search.split(/[\s()+]+/).map((piece) => piece.replace(/\D/g, '')) : search.split(/\s+/);
  return pieces.map((piece) => fold(piece).replace(/[^\p{L}\p{N}@._-]/gu, '')).filter((piece) => piece !== '');
}

/** Letters that unaccent() spells out and Unicode does not decompose. */
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ð: 'd', þ: 'th' };

/** Lower-case and accent-free, as `immutable_unaccent(lower(...))` folds `users.door_search`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđłðþ]/g, (letter) => SPELLED[letter] ?? letter);
}

function presentEntry(row: queries.DoorListEntryRow): EventUser {
  return {
    _id: row.id,
    name: row.name ?? '',
    email: row.email ?? '',
    countryCode: row.country_code ?? '',
    phone: row.phone ?? '',
    accepted: row.accepted,
  };
}

/** The name list of the venue's event on `eventDate` (none: `_id` null, empty), searched, with its counts. */
export async function requestList(
  ctx: AppContext,
  caller: AuthUser,
  query: EventRequestListQuery,
): Promise<EventRequestList> {
  await loadVenueFor(ctx.db, caller, query.establishmentId, 'manage');
  const event = await queries.findEventOnDay(ctx.db, query.establishmentId, query.eventDate);
  if (!event) return { _id: null, users: [], total: 0, accepted: 0 };
  const [rows, counts] = await Promise.all([
    queries.findDoorList(ctx.db, event.id, searchWords(query.search)),
    queries.countDoorList(ctx.db, event.id),
  ]);
  return { _id: event.id, users: rows.map(presentEntry), ...counts };
}

/** Confirms a person on the event's list: idempotent; an unknown event or someone not on the list is 404. */
export async function acceptJoinRequest(
  ctx: AppContext,
  caller: AuthUser,
  input: { eventId: string; userId: string },
): Promise<EventUser> {
  const event = await queries.findEventVenue(ctx.db, input.eventId);
  if (!event) throw notFound();
  await loadVenueFor(ctx.db, caller, event.establishment_id, 'manage');
  const entry = await ctx.db.transaction().execute(async (trx) => {
    const accepted = await queries.acceptEntry(trx, event.id, input.userId);
    if (!accepted) throw notFound();
    await auditAdminEdit(trx, caller, event.establishment_id, 'doorList', {
      eventId: event.id,
      userId: input.userId,
      accepted: true,
    });
    return accepted;
  });
  return presentEntry(entry);
}
