import type {
  AddWifi,
  EditAbout,
  EditPayment,
  HomeQuery,
  VenueAbout,
  VenueDetails,
  VenuePayments,
  VenueWifi,
  establishmentDetailsQuerySchema,
} from '@noite/shared';
import type { z } from 'zod';
import { auditAdminEdit, differences } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Db, EstablishmentRow } from '../../db/schema.ts';
import { addDays, localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadVenueFor } from './access.ts';
import { beginPage, renderCards, type HomeCards } from './cards.ts';
import { nearbyCards, nearbyPage } from './nearby.ts';
import { presentAbout, presentPayments, presentVenueDetails, presentWifi } from './presenters.ts';
import * as queries from './queries.ts';

const EVENT_DAYS = 7;

function homeScope(caller: AuthUser): queries.HomeScope {
  if (caller.type === 'owner')
    return { userId: caller.id, ownerId: caller.id, includeInactive: true, withinRadius: false };
  return {
    userId: caller.id,
    favouritesVersion: caller.favouritesVersion,
    includeInactive: caller.type === 'admin',
    withinRadius: true,
  };
}

/**
 * One page of the home list with the list's total. A search, favourites only and a visitor's filters count their
 * matches in the page's own statement (decisions 092, 096). A page that is not full ends the list, so the total is
 * known without counting (unless the page is past the end). Without filters the count runs beside the page (on
 * PostgreSQL, on a second connection): it reads only the cells' counts and the index. Other filters (an owner's or an
 * admin's) wait to see whether it is needed. A page from the cells' matches takes its cards' own fields from those the
 * process keeps (decision 114).
 */
export async function homePage(db: Db, query: HomeQuery, scope: queries.HomeScope, fromMemory = true) {
  // A visitor's list, from the open venues the process keeps once it has read them (decisions 130, 134, 135).
  const kept = fromMemory ? nearbyPage(db, query, scope) : undefined;
  const near = kept && (await kept);
  if (near) return { cards: await nearbyCards(db, near), total: near.total };
  // A visitor's type and event filters, and a search of whole-word characters, are counted by the cells' bit strings
  // in the page's statement, which reads the page from where they say (decisions 081, 096, 117; a search's words are
  // looked up in the statement before it).
  const source = queries.homeSource(query, scope);
  // Such a page may name its venues by id, their cards kept by the process: the log of changed cards is read beside
  // the page's statement, not after it (decision 114). While the process lacks most of its pages' cards, the
  // statement reads them (decision 121).
  const cards = source && beginPage(db);
  const { page, total } = await findPage(
    db,
    query,
    scope,
    source && cards?.inStatement ? { ...source, cards: true } : source,
  );
  return { cards: await renderCards(db, page, cards), total };
}

/** The page's rows (whole cards, or venues named by id) and the list's total. */
async function findPage(db: Db, query: HomeQuery, scope: queries.HomeScope, source: queries.HomeSource | undefined) {
  if (queries.walksBeside(db, query, source)) return pageWalkedBeside(db, query, scope, source);
  const count = () => queries.countHomeVenues(db, query, scope);
  const [page, counted] = await Promise.all([
    queries.findHomeVenues(db, query, scope, source),
    queries.isFiltered(query, scope) ? undefined : count(),
  ]);
  if (page.total !== undefined) return { page, total: page.total };
  const found = page.rows.length;
  const endsList = found < query.limit && (found > 0 || query.offset === 0);
  const total = endsList ? query.offset + found : (counted ?? (await count()));
  return { page, total };
}

/**
 * Rolls every time zone whose week strings (decisions 123, 125) are of a day gone to its today, one transaction each
 * (a roll takes its time zone's lock): the time zones it rolled.
 */
export async function rollSearchWeeks(db: Db): Promise<string[]> {
  const rolled: string[] = [];
  for (const timezone of await queries.staleSearchWeeks(db)) {
    if (await queries.rollSearchWeek(db, timezone)) rolled.push(timezone);
  }
  return rolled;
}

/**
 * A filtered page counted and walked at once, on two connections (decision 113): the count's statement chooses the
 * way and reads the cells' matches itself when it chooses them; else the capped walk's page stands when it is whole
 * (a full page, or every match the count found). A walk that did not start, or stopped at its cap short of that, is
 * walked again without the cap.
 */
export async function pageWalkedBeside(
  db: Db,
  query: HomeQuery,
  scope: queries.HomeScope,
  source: queries.BitsSource,
  cap = queries.WALK_BESIDE_CAP,
) {
  const walking = queries.findHomeVenues(db, query, scope, { from: 'walk', cap });
  walking.catch(() => undefined);
  const counted = await queries.findHomeVenues(db, query, scope, { ...source, walkBeside: true });
  const total = counted.total ?? 0;
  // The page from the cells goes without waiting for the walk, which ends on its own connection.
  if (counted.fromCells) return { page: counted, total };
  const walked = await walking;
  const found = walked.rows.length;
  const whole = found === query.limit || query.offset + found >= total;
  return { page: whole ? walked : await queries.findHomeVenues(db, query, scope, { from: 'walk' }), total };
}

/**
 * The home list: visitors get active venues near them; an owner gets their own venues. The cards come as JSON text
 * (decision 080), for the route to send as it is.
 */
export async function home(
  ctx: AppContext,
  caller: AuthUser,
  query: HomeQuery,
): Promise<{ cards: HomeCards; total: number }> {
  // Owners have no favourites; the flag means nothing for them.
  const effective = caller.type === 'owner' ? { ...query, isFavourite: undefined } : query;
  return homePage(ctx.db, effective, homeScope(caller));
}

/**
 * A venue's page: who may see it is access.ts's rule (loadVenueFor), what they see is presenters.ts's. The week
 * holds 7 days from today in the venue's time zone.
 */
export async function details(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof establishmentDetailsQuerySchema>,
): Promise<VenueDetails> {
  const { venue, privileged } = await loadVenueFor(ctx.db, caller, input.establishmentId, 'view');
  const today = localDate(new Date(), venue.timezone);
  const days = Array.from({ length: EVENT_DAYS }, (_, index) => addDays(today, index));
  const [banners, menu, events, kept, isFavourite, distance] = await Promise.all([
    queries.findBanners(ctx.db, venue.id),
    queries.findMenu(ctx.db, venue.id),
    queries.findEventsOnDays(ctx.db, venue.id, days[0]!, days[EVENT_DAYS - 1]!, caller.id),
    privileged ? queries.findKeptDescriptions(ctx.db, venue.id, days[0]!) : Promise.resolve([]),
    caller.type === 'user' ? queries.isFavourite(ctx.db, caller.id, venue.id) : Promise.resolve(false),
    input.latitude !== undefined && input.longitude !== undefined
      ? queries.distanceKm(ctx.db, venue.id, input.latitude, input.longitude)
      : Promise.resolve(null),
  ]);
  return presentVenueDetails(
    venue,
    { banners: banners.map((banner) => banner.path), menu, days, events, kept, isFavourite, distance },
    privileged,
  );
}

// ---------------------------------------------------------------- owner edits: about, wifi, payments

/**
 * One owner edit of a venue the caller may manage (404 unknown, 403 a visitor or another owner): the access check
 * and the write in one transaction, answering the written row. An admin's edit leaves a trail (decisions 055, 067):
 * the section and the fields that changed in it.
 */
function editVenue(
  ctx: AppContext,
  caller: AuthUser,
  establishmentId: string,
  write: (trx: Db, venueId: string) => Promise<EstablishmentRow>,
  section: 'about' | 'wifi' | 'payment',
): Promise<EstablishmentRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const { venue } = await loadVenueFor(trx, caller, establishmentId, 'manage');
    const written = await write(trx, venue.id);
    await auditAdminEdit(trx, caller, venue.id, section, sectionChanges(section, venue, written));
    return written;
  });
}

/** What an edit changed, as the venue's page shows it; the Wi-Fi password only as `true`, never its value. */
function sectionChanges(section: 'about' | 'wifi' | 'payment', before: EstablishmentRow, after: EstablishmentRow) {
  if (section === 'about') return differences(presentAbout(before), presentAbout(after));
  if (section === 'payment') return differences(presentPayments(before), presentPayments(after));
  const { password, ...changed } = differences(
    { name: before.wifi_name, description: before.wifi_description, password: before.wifi_password },
    { name: after.wifi_name, description: after.wifi_description, password: after.wifi_password },
  );
  return password ? { ...changed, password: true } : changed;
}

/** `POST /establishment/edit-about`: the about text and contacts, answered as `details` shows them. */
export async function editAbout(ctx: AppContext, caller: AuthUser, input: EditAbout): Promise<VenueAbout> {
  const venue = await editVenue(
    ctx,
    caller,
    input.establishmentId,
    (trx, id) => queries.updateAbout(trx, id, input),
    'about',
  );
  return presentAbout(venue);
}

/** `POST /establishment/add-wifi`: the venue's wifi (set or replaced), answered as `details` shows it. */
export async function addWifi(ctx: AppContext, caller: AuthUser, input: AddWifi): Promise<VenueWifi> {
  const venue = await editVenue(
    ctx,
    caller,
    input.establishmentId,
    (trx, id) => queries.updateWifi(trx, id, input.wifi),
    'wifi',
  );
  return presentWifi(venue)!;
}

/** `POST /establishment/edit-payment`: the accepted brands, Pix and PicPay, answered as `details` shows them. */
export async function editPayment(ctx: AppContext, caller: AuthUser, input: EditPayment): Promise<VenuePayments> {
  const venue = await editVenue(
    ctx,
    caller,
    input.establishmentId,
    (trx, id) => queries.updatePayments(trx, id, input),
    'payment',
  );
  return presentPayments(venue);
}
