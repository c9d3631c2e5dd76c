import type { establishmentLikeSchema } from '@noite/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import * as queries from './queries.ts';

/** Like or unlike; idempotent both ways. Inactive venues cannot be liked (they are hidden from visitors). */
export async function setFavourite(ctx: AppContext, userId: string, input: z.output<typeof establishmentLikeSchema>) {
  const venue = await queries.findVisibleEstablishment(ctx.db, input.establishmentId);
  if (!venue || (!venue.is_active && input.like)) throw notFound();
  if (input.like) await queries.addFavourite(ctx.db, userId, venue.id);
  else await queries.removeFavourite(ctx.db, userId, venue.id);
  return { isFavourite: input.like };
}
