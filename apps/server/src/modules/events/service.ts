import type { eventJoinSchema } from '@noite/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as queries from './queries.ts';

/** Adds or removes the visitor's name on an event's list: only lists that exist and events not yet over. */
export async function setListEntry(ctx: AppContext, userId: string, input: z.output<typeof eventJoinSchema>) {
  const event = await queries.findEventWithVenue(ctx.db, input.eventId);
  if (!event || !event.is_active) throw notFound();
  if (!event.event_with_list || new Date(event.end_time) <= new Date()) throw badRequest('api.eventListClosed');
  if (input.join) await queries.addListEntry(ctx.db, event.id, userId);
  else await queries.removeListEntry(ctx.db, event.id, userId);
  return { isExist: input.join };
}
