import 'i18next';
import type { en as shared } from '@noite/shared';
import type admin from '../features/admin/locales/en.json';
import type venueList from '../features/discovery/locales/en.json';
import type geo from '../features/discovery/geo/locales/en.json';
import type legal from '../features/legal/locales/en.json';
import type venueDetail from '../features/venues/locales/en.json';
import type events from '../features/venues/events/locales/en.json';
import type menu from '../features/venues/menu/locales/en.json';
import type venueAbout from '../features/venues/about/locales/en.json';
import type venuePayments from '../features/venues/payments/locales/en.json';
import type venueWifi from '../features/venues/wifi/locales/en.json';
import type doorList from '../features/venues/list/locales/en.json';
import type venuePictures from '../features/venues/pictures/locales/en.json';
import type favourites from '../lib/favourite/locales/en.json';
import type musicStyles from '../lib/music-styles/locales/en.json';
import type translation from '../locales/en.json';

/**
 * Every catalogue by namespace, so TypeScript checks each `t()` key (and each `useTranslation` namespace)
 * against the English catalogue; locales.test.ts checks that Portuguese has the same keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      shared: typeof shared;
      legal: typeof legal;
      venueList: typeof venueList;
      geo: typeof geo;
      venueDetail: typeof venueDetail;
      events: typeof events;
      menu: typeof menu;
      doorList: typeof doorList;
      venuePictures: typeof venuePictures;
      favourites: typeof favourites;
      musicStyles: typeof musicStyles;
      admin: typeof admin;
      venueAbout: typeof venueAbout;
      venueWifi: typeof venueWifi;
      venuePayments: typeof venuePayments;
    };
  }
}
