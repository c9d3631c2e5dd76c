import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { HomePage, HomeQueryInput, Role, VenueDetails } from '@noite/shared';

/**
 * The query keys of the venue data several screens cache (the lists of /main and /favorite, one venue's
 * details), and the updates a write makes to all of them. Features build their queries on these keys.
 */

/** A page of the home list, as `POST /user/home` answers it. */
export type VenueList = HomePage;

/** Every cached venue list (home, favourites, any filters) starts with this key. */
export const VENUE_LISTS_KEY = ['venues', 'list'] as const;

/** A list's key: the role (an owner gets their own venues), then the exact body (filters and position). */
export const venueListKey = (role: Role, body: HomeQueryInput) => [...VENUE_LISTS_KEY, role, body] as const;

/** How long a list delivered ahead of its showing counts as fresh (decision 088). */
export const LIST_FETCHED_AHEAD_FRESH_MS = 10_000;
/** Each list delivered ahead: when its answer arrived. Held by the query, so it goes with the query's cache. */
const deliveredAhead = new WeakMap<Pick<Query, 'state'>, number>();

function markQuery(query: Pick<Query, 'state'> | undefined): void {
  if (query?.state.dataUpdatedAt) deliveredAhead.set(query, query.state.dataUpdatedAt);
}

/**
 * Marks the cached list under `queryKey` as delivered ahead of its showing: fetched while the filters were being
 * chosen. Shown within seconds, it is not fetched again (decision 088).
 */
export function markListDeliveredAhead(queryClient: QueryClient, queryKey: QueryKey): void {
  markQuery(queryClient.getQueryCache().find({ queryKey, exact: true }));
}

/**
 * Marks every cached list as delivered ahead: the lists the server renders the page with, on the server and once
 * hydrated in the browser (both renders then agree that they are fresh).
 */
export function markListsDeliveredAhead(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: VENUE_LISTS_KEY })) markQuery(query);
}

/**
 * A list's `staleTime`: a list delivered ahead and shown within seconds is shown as it is (fetching it again at once
 * would bring the same cards and land on a phone's main thread as they paint); any other list shown again is
 * refreshed behind it (spec §2: clearing the search reloads).
 */
export function listStaleTime(query: Pick<Query, 'state'>): number {
  return deliveredAhead.get(query) === query.state.dataUpdatedAt ? LIST_FETCHED_AHEAD_FRESH_MS : 0;
}

/** The body a cached list was fetched with. */
export function bodyOfKey(key: readonly unknown[]): HomeQueryInput | undefined {
  const body = key[3];
  return body && typeof body === 'object' ? (body as HomeQueryInput) : undefined;
}

/** Every cached copy of one venue's details (one per position it was asked with) starts with this key. */
export const venueDetailsKey = (establishmentId: string) => ['venue-details', establishmentId] as const;

/** Applies a change to every cached copy of the venue's details (TanStack Query's setQueriesData). */
export function updateVenueDetails(
  queryClient: QueryClient,
  establishmentId: string,
  update: (details: VenueDetails) => VenueDetails,
): void {
  queryClient.setQueriesData<VenueDetails>({ queryKey: venueDetailsKey(establishmentId) }, (details) =>
    details ? update(details) : details,
  );
}

/** What a venue's cached details and lists held before a change, to put back if the write fails. */
export type VenueSnapshot = [QueryKey, unknown][];

export function snapshotVenue(queryClient: QueryClient, establishmentId: string): VenueSnapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: venueDetailsKey(establishmentId) }),
    ...queryClient.getQueriesData({ queryKey: VENUE_LISTS_KEY }),
  ];
}

export function restoreVenue(queryClient: QueryClient, snapshot: VenueSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** The list with the venue's heart set; a favourites-only list drops a removed venue (spec §4). */
function withFavourite(list: VenueList, id: string, like: boolean, favouritesOnly: boolean): VenueList {
  if (favouritesOnly && !like) {
    const items = list.items.filter((venue) => venue._id !== id);
    return items.length === list.items.length ? list : { items, total: Math.max(0, list.total - 1) };
  }
  let changed = false;
  const items = list.items.map((venue) => {
    if (venue._id !== id || venue.isFavourite === like) return venue;
    changed = true;
    return { ...venue, isFavourite: like };
  });
  return changed ? { ...list, items } : list;
}

/** Sets a venue's heart in its cached details and in every cached list at once. */
export function setFavouriteEverywhere(queryClient: QueryClient, establishmentId: string, like: boolean): void {
  updateVenueDetails(queryClient, establishmentId, (details) =>
    details.isFavourite === like ? details : { ...details, isFavourite: like },
  );
  for (const [key, list] of queryClient.getQueriesData<VenueList>({ queryKey: VENUE_LISTS_KEY })) {
    if (!list) continue;
    const next = withFavourite(list, establishmentId, like, bodyOfKey(key)?.isFavourite === true);
    if (next !== list) queryClient.setQueryData(key, next);
  }
}
