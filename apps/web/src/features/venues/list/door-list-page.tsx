import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/auth-storage.ts';
import { VenueScreen } from '../venue-query.tsx';
import { venueLink, type VenueRoute } from '../venue-route.ts';
import { VenueSubpage } from '../venue-subpage.tsx';
import { formatDayMonth, listDays, pickDay } from './days.ts';
import { DoorList } from './door-list.tsx';
import { DOOR_LIST_NS } from './i18n.ts';

/** The day lives in the URL (`?day=YYYY-MM-DD`, today when missing) so a reload keeps it. */
function useDayParam(): [string | null, (day: string) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const setDay = (day: string) => {
    const params = new URLSearchParams(location.search);
    params.set('day', day);
    void navigate({ search: `?${params.toString()}` }, { replace: true, state: location.state });
  };
  return [searchParams.get('day'), setDay];
}

function DoorListScreen({ venue, route }: { venue: VenueDetails; route: VenueRoute }) {
  const { t } = useTranslation(DOOR_LIST_NS);
  const [wanted, setDay] = useDayParam();
  const day = pickDay(listDays(venue), wanted);
  if (!day) return null;
  return (
    <VenueSubpage
      venue={venue}
      route={route}
      tab="list"
      eyebrow={venue.name}
      title={t('titleOfDay', { date: formatDayMonth(day) })}
    >
      <DoorList venue={venue} day={day} onDay={setDay} withTitle={false} />
    </VenueSubpage>
  );
}

/** The venue page's owner-only list tab: the same list, its day in the URL too. */
export function DoorListTab({ venue }: { venue: VenueDetails }) {
  const [wanted, setDay] = useDayParam();
  const day = pickDay(listDays(venue), wanted);
  if (!day) return null;
  return <DoorList venue={venue} day={day} onDay={setDay} />;
}

/** /list (spec §2): the owner's name list of one of the venue's days. Visitors have no list: back to the venue. */
export function DoorListPage() {
  const session = useSession();
  const location = useLocation();
  if (session?.type === 'user') {
    const id = new URLSearchParams(location.search).get('id');
    const back = id ? venueLink(paths.establishmentDetail, { establishmentId: id, fromFavourites: false }) : null;
    return <Navigate to={back?.to ?? paths.main} replace />;
  }
  return <VenueScreen>{(venue, route) => <DoorListScreen venue={venue} route={route} />}</VenueScreen>;
}

/** A link to the door list of `day` (the detail tab's day cards with a list: door-list-links.tsx). */
export function doorListLink(establishmentId: string, day: string) {
  const link = venueLink(paths.list, { establishmentId, fromFavourites: false });
  return { ...link, to: { ...link.to, search: `${link.to.search}&day=${day}` } };
}
