import type { HomeQuery, VenueDetails, VenueEvent, establishmentDetailsQuerySchema } from '@noite/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { Db } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { addDays, localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as queries from './queries.ts';

const EVENT_DAYS = 7;

function homeScope(caller: AuthUser): queries.HomeScope {
  if (caller.type === 'owner')
    return { userId: caller.id, ownerId: caller.id, includeInactive: true, withinRadius: false };
  return { userId: caller.id, includeInactive: caller.type === 'admin', withinRadius: true };
}

/**
 * One page of the home list with the list's total. A page that is not full ends the list, so the total is
 * known without counting (unless the page is past the end). Without filters the count reads only the index
 * and costs little where the page would not be full, so it runs beside the page (on PostgreSQL, on a second
 * connection); with filters it waits to see whether it is needed.
 */
export async function homePage(db: Db, query: HomeQuery, scope: queries.HomeScope) {
  const count = () => queries.countHomeVenues(db, query, scope);
  const [rows, counted] = await Promise.all([
    queries.findHomeVenues(db, query, scope),
    queries.isFiltered(query, scope) ? undefined : count(),
  ]);
  const endsList = rows.length < query.limit && (rows.length > 0 || query.offset === 0);
  const total = endsList ? query.offset + rows.length : (counted ?? (await count()));
  return { rows, total };
}

/** The home list: visitors get active venues near them; an owner gets their own venues. */
export async function home(ctx: AppContext, caller: AuthUser, query: HomeQuery) {
  // Owners have no favourites; the flag means nothing for them.
  const effective = caller.type === 'owner' ? { ...query, isFavourite: undefined } : query;
  const { rows: items, total } = await homePage(ctx.db, effective, homeScope(caller));
  return { items, total };
}

type EventRow = Awaited<ReturnType<typeof queries.findEventsOnDays>>[number];
const iso = (value: Date | string) => new Date(value).toISOString();

function presentEvent(row: EventRow, withCount: boolean): VenueEvent {
  return {
    _id: row.id,
    eventName: row.event_name,
    eventDate: row.event_date,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    description: row.description,
    isFree: row.is_free,
    isLive: row.is_live,
    musicStyle: row.music_style,
    entry: row.entry,
    keepDescription: row.keep_description,
    eventWithList: row.event_with_list,
    isExist: Boolean(row.is_exist),
    ...(withCount ? { requestCount: Number(row.request_count ?? 0) } : {}),
  };
}

/**
 * A venue's page. Visitors see active venues only; an owner sees only their own venues (another
 * owner's answers 403); admins see everything. Business identifiers are for the owner and admins.
 */
export async function details(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof establishmentDetailsQuerySchema>,
): Promise<VenueDetails> {
  const venue = await queries.findEstablishment(ctx.db, input.establishmentId);
  if (!venue) throw notFound();
  const isOwner = venue.owner_id === caller.id;
  if (caller.type === 'owner' && !isOwner) throw forbidden();
  if (!venue.is_active && caller.type === 'user') throw notFound();
  const privileged = isOwner || caller.type === 'admin';

  const today = localDate(new Date(), venue.timezone);
  const days = Array.from({ length: EVENT_DAYS }, (_, index) => addDays(today, index));
  const [banners, menu, events, favourite, distance] = await Promise.all([
    queries.findBanners(ctx.db, venue.id),
    queries.findMenu(ctx.db, venue.id),
    queries.findEventsOnDays(ctx.db, venue.id, days[0]!, days[EVENT_DAYS - 1]!, caller.id),
    caller.type === 'user' ? queries.isFavourite(ctx.db, caller.id, venue.id) : Promise.resolve(false),
    input.latitude !== undefined && input.longitude !== undefined
      ? queries.distanceKm(ctx.db, venue.id, input.latitude, input.longitude)
      : Promise.resolve(null),
  ]);
  const eventByDay = new Map(events.map((event) => [event.event_date, event]));

  return {
    _id: venue.id,
    name: venue.name,
    fantasyName: venue.fantasy_name,
    address: venue.address,
    zipCode: venue.zip_code,
    email: venue.email,
    countryCode: venue.country_code,
    phone: venue.phone,
    phone2: venue.phone2,
    establishmentType: venue.establishment_type,
    isActive: venue.is_active,
    latitude: venue.latitude,
    longitude: venue.longitude,
    location: { type: 'Point', coordinates: [venue.longitude, venue.latitude] },
    timezone: venue.timezone,
    logo: venue.logo,
    banners: banners.map((banner) => banner.path),
    wifi:
      venue.wifi_name && venue.wifi_password !== null
        ? { name: venue.wifi_name, description: venue.wifi_description ?? '', password: venue.wifi_password }
        : null,
    creditCards: venue.credit_cards,
    debitCards: venue.debit_cards,
    meals: venue.meals,
    pix: venue.pix,
    picPay: venue.pic_pay,
    menu: menu
      // Visitors only ever see categories that are switched on and have something in them.
      .filter((category) => privileged || (category.is_active && category.items.length > 0))
      .map((category) => ({
        _id: category.id,
        name: category.name,
        namePt: category.name_pt,
        logo: category.logo,
        isActive: category.is_active,
        items: category.items,
      })),
    about: {
      text: venue.about_text,
      phone1: venue.about_phone1,
      phone2: venue.about_phone2,
      isPhone1: venue.is_phone1,
      isPhone2: venue.is_phone2,
      instagram: venue.instagram,
      facebook: venue.facebook,
    },
    isFavourite: favourite,
    distance,
    events: days.map((date) => {
      const event = eventByDay.get(date);
      return { date, event: event ? presentEvent(event, privileged) : null };
    }),
    ...(privileged
      ? { plan: venue.plan, cnpj: venue.cnpj, ie: venue.ie, corporateName: venue.corporate_name, owner: venue.owner_id }
      : {}),
  };
}
