import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Navigation state the lists hand over (spec §2: the establishment id, and page "fav" from favourites). */
export interface VenueNavigationState {
  establishmentId?: string;
  menuId?: string;
  page?: 'fav';
}

/** Where the venue's screens live, in the plain and the favourites variants (spec §2). */
export interface VenuePaths {
  list: string;
  venue: string;
  menu: string;
  menuDetails: string;
}

const PLAIN: VenuePaths = {
  list: paths.main,
  venue: paths.establishmentDetail,
  menu: paths.menu,
  menuDetails: paths.menuDetails,
};
const FAVOURITES: VenuePaths = {
  list: paths.favorite,
  venue: paths.favoriteEstablishmentDetail,
  menu: paths.favoriteMenu,
  menuDetails: paths.favoriteMenuDetails,
};

export function venuePaths(fromFavourites: boolean): VenuePaths {
  return fromFavourites ? FAVOURITES : PLAIN;
}

function stateOf(value: unknown): VenueNavigationState {
  if (!value || typeof value !== 'object') return {};
  const state = value as Record<string, unknown>;
  return {
    establishmentId: typeof state.establishmentId === 'string' ? state.establishmentId : undefined,
    menuId: typeof state.menuId === 'string' ? state.menuId : undefined,
    page: state.page === 'fav' ? 'fav' : undefined,
  };
}

export interface VenueRoute {
  establishmentId: string | null;
  menuId: string | null;
  fromFavourites: boolean;
  paths: VenuePaths;
}

/**
 * The venue a screen shows: from the navigation state (spec §2) or from `?id=` (and `?menu=`), so a reload or
 * a shared link works. An id that came only in the state is written to the URL (replacing the entry).
 */
export function useVenueRoute(): VenueRoute {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = stateOf(location.state);
  const urlId = searchParams.get('id');
  const urlMenu = searchParams.get('menu');
  const establishmentId = urlId || state.establishmentId || null;
  const menuId = urlMenu || state.menuId || null;
  const fromFavourites = location.pathname.startsWith(paths.favorite) || state.page === 'fav';

  const missingInUrl = (!urlId && !!state.establishmentId) || (!urlMenu && !!state.menuId);
  useEffect(() => {
    if (!missingInUrl) return;
    const params = new URLSearchParams(location.search);
    if (state.establishmentId && !params.get('id')) params.set('id', state.establishmentId);
    if (state.menuId && !params.get('menu')) params.set('menu', state.menuId);
    void navigate({ search: `?${params.toString()}`, hash: location.hash }, { replace: true, state: location.state });
  }, [missingInUrl, location.search, location.hash, location.state, navigate, state.establishmentId, state.menuId]);

  return { establishmentId, menuId, fromFavourites, paths: venuePaths(fromFavourites) };
}

/** A link target to a venue screen: the id (and menu) in the URL and in the navigation state. */
export function venueLink(
  pathname: string,
  {
    establishmentId,
    menuId,
    fromFavourites,
    tab,
  }: { establishmentId: string; menuId?: string; fromFavourites: boolean; tab?: string },
) {
  const params = new URLSearchParams({ id: establishmentId });
  if (menuId) params.set('menu', menuId);
  if (tab) params.set('tab', tab);
  const state: VenueNavigationState = {
    establishmentId,
    ...(menuId ? { menuId } : {}),
    ...(fromFavourites ? { page: 'fav' } : {}),
  };
  return { to: { pathname, search: `?${params.toString()}` }, state };
}
