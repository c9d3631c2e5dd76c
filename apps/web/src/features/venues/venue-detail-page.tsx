import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle, IconListCheck, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { WeekCarousel } from './events/week-carousel.tsx';
import { MenuTiles } from './menu/menu-tiles.tsx';
import { useSession } from '../../lib/auth-storage.ts';
import { AboutContent } from './about/about-content.tsx';
import { AboutTab } from './about/about-tab.tsx';
import { VenueHeader } from './venue-header.tsx';
import { VenueScreen } from './venue-query.tsx';
import { VenueSubpage } from './venue-subpage.tsx';
import type { VenueRoute } from './venue-route.ts';
import classes from './venue-detail.module.css';
import { VENUE_DETAIL_NS } from './i18n.ts';
import { DOOR_LIST_NS, DoorListTab } from './list/index.ts';

export const VENUE_TABS = ['detail', 'menu', 'list', 'about'] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

function tabOf(value: string | null): VenueTab {
  return (VENUE_TABS as readonly string[]).includes(value ?? '') ? (value as VenueTab) : 'detail';
}

function VenueDetail({ venue, route }: { venue: VenueDetails; route: VenueRoute }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const session = useSession();
  const isVisitor = session?.type === 'user';
  const canManage = !!session && !isVisitor;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const askedTab = tabOf(searchParams.get('tab'));
  // The list tab is the owner's (spec §2); a visitor's link to it shows the events.
  const tab = askedTab === 'list' && !canManage ? 'detail' : askedTab;

  // The tab lives in the URL (?tab=menu|about; detail is the default) so a reload or a shared link keeps it.
  const selectTab = (value: string | null) => {
    const params = new URLSearchParams(location.search);
    if (tabOf(value) === 'detail') params.delete('tab');
    else params.set('tab', tabOf(value));
    void navigate({ search: `?${params.toString()}` }, { replace: true, state: location.state });
  };

  return (
    <div className={classes.page}>
      <VenueHeader venue={venue} isVisitor={isVisitor} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false} className={classes.tabs}>
        <Tabs.List grow aria-label={t('tabs.label')} className={classes.tabList}>
          <Tabs.Tab value="detail" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
            {t('tabs.detail')}
          </Tabs.Tab>
          <Tabs.Tab value="menu" leftSection={<IconToolsKitchen2 size={18} aria-hidden />}>
            {t('tabs.menu')}
          </Tabs.Tab>
          {canManage ? (
            <Tabs.Tab value="list" leftSection={<IconListCheck size={18} aria-hidden />}>
              {t('tab', { ns: DOOR_LIST_NS })}
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab value="about" leftSection={<IconInfoCircle size={18} aria-hidden />}>
            {t('tabs.about')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="detail" className={classes.panel}>
          <WeekCarousel venue={venue} canJoin={isVisitor} />
        </Tabs.Panel>
        <Tabs.Panel value="menu" className={classes.panel}>
          <MenuTiles venue={venue} fromFavourites={route.fromFavourites} />
        </Tabs.Panel>
        {canManage ? (
          <Tabs.Panel value="list" className={classes.panel}>
            <DoorListTab venue={venue} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="about" className={classes.panel}>
          <AboutTab venue={venue} canEdit={!isVisitor} />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}

/** /establishment-detail and /favorite-establishment-detail for visitors (spec §2): header and tabs. */
export function VenueDetailPage() {
  return <VenueScreen>{(venue, route) => <VenueDetail venue={venue} route={route} />}</VenueScreen>;
}

/** /about: the venue's about content on its own page. */
export function VenueAboutPage() {
  return <VenueScreen>{(venue, route) => <VenueAbout venue={venue} route={route} />}</VenueScreen>;
}

function VenueAbout({ venue, route }: { venue: VenueDetails; route: VenueRoute }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <VenueSubpage venue={venue} route={route} tab="about" eyebrow={venue.name} title={t('about.title')}>
      <AboutContent about={venue.about} />
    </VenueSubpage>
  );
}
