import type { OwnerListQuery, OwnerSort } from '@noite/shared';
import type { Db } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import * as queries from './queries.ts';
import type { OwnerAnchors, OwnerRow } from './queries.ts';

/*
 * Pages deep in the owner list (decision 034). Skipping `offset` entries of a sort's index costs ~0.25 µs an entry:
 * 12–15 ms for the middle of 100,000 owners. This process keeps, per database, sort and order, the id found every
 * `ANCHOR_STEP` entries; a deep page starts its walk at the nearest anchor by key, so it never skips more than a
 * step. Anchors are read on the first deep page of a sort (in the background: that page walks), and hold while the
 * sort's version in `owner_list_versions` (bumped by a trigger) is the one they were read at.
 */

/** Anchors every this many entries: a walk shorter than that costs well under a millisecond. */
export const ANCHOR_STEP = 1000;

interface Slot {
  anchors?: OwnerAnchors;
  refreshing?: Promise<void>;
}

const slotsByDb = new WeakMap<Db, Map<string, Slot>>();

function slotOf(db: Db, sort: OwnerSort, order: 1 | -1): Slot {
  let slots = slotsByDb.get(db);
  if (!slots) slotsByDb.set(db, (slots = new Map()));
  const name = `${sort}:${order}`;
  let slot = slots.get(name);
  if (!slot) slots.set(name, (slot = {}));
  return slot;
}

/** Reads the sort's anchors again, once at a time; a failure leaves the list walking, as it would without them. */
function refresh(ctx: AppContext, slot: Slot, query: OwnerListQuery, step: number): void {
  if (slot.refreshing) return;
  slot.refreshing = queries
    .readOwnerAnchors(ctx.db, query.sort, query.order, step)
    .then(
      (anchors) => {
        slot.anchors = anchors;
      },
      (error: unknown) => ctx.log.warn({ err: error, sort: query.sort }, 'could not read the owner list anchors'),
    )
    .finally(() => {
      slot.refreshing = undefined;
    });
}

/** A page of all the owners (no search): from an anchor when the page is deep and the anchors hold, else walked. */
export async function findOwnersPage(
  ctx: AppContext,
  query: OwnerListQuery,
  total: number,
  step = ANCHOR_STEP,
): Promise<OwnerRow[]> {
  if (query.offset < step || query.offset >= total) return queries.findOwnersPage(ctx.db, query, total);
  const slot = slotOf(ctx.db, query.sort, query.order);
  if (slot.anchors?.step === step) {
    const rows = await queries.findOwnersPageFromAnchor(ctx.db, query, slot.anchors);
    if (rows.length) return rows;
  }
  refresh(ctx, slot, query, step);
  return queries.findOwnersPage(ctx.db, query, total);
}

/** Resolves once every anchor read under way for `db` is done (tests, and closing cleanly). */
export async function anchorsSettled(db: Db): Promise<void> {
  const slots = slotsByDb.get(db);
  if (slots) await Promise.all([...slots.values()].map((slot) => slot.refreshing));
}
