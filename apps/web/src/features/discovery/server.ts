import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_POSITION, type Language } from '@noite/shared';
import type { AuthSession } from '../../lib/auth-storage.ts';
import type { KnownLocation } from '../../lib/location-store.ts';
import type { ServerFetch } from '../../lib/server-state.ts';
import { markListDeliveredAhead, venueListKey } from '../../lib/venue-cache.ts';
import { asVenueList } from './api.ts';
import { filtersFromParams, homeBody, ownerHomeBody } from './filters.ts';

/**
 * For the server's render of /main (decision 079): fetches the list the page's first render asks for (the same
 * role, filters and position, so the same query key) into the query cache. False when the API refused it (a
 * session that has ended): the browser then renders the page itself, as it always did.
 */
export async function prefetchMainPage(
  queryClient: QueryClient,
  request: {
    session: AuthSession;
    location: KnownLocation;
    language: Language;
    searchParams: URLSearchParams;
    fetchApi: ServerFetch;
  },
): Promise<boolean> {
  const position = request.location.position ?? DEFAULT_POSITION;
  const owner = request.session.type === 'owner';
  const body = owner ? ownerHomeBody(position) : homeBody(filtersFromParams(request.searchParams), position);
  const answer = await request.fetchApi('/user/home', body, {
    token: request.session.token,
    language: request.language,
  });
  if (answer.status !== 200) return false;
  const queryKey = venueListKey(owner ? 'owner' : 'user', body);
  queryClient.setQueryData(queryKey, asVenueList(answer.data));
  // Fresh, as it will be in the browser once hydrated (decision 088): both renders say it is not being updated.
  markListDeliveredAhead(queryClient, queryKey);
  return true;
}
