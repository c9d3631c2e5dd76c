import { registerNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The venue page's i18next namespace (registered when the page's chunk loads). */
export const VENUE_DETAIL_NS = registerNamespace('venueDetail', { en, pt });
