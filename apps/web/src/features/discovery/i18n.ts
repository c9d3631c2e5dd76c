import { registerNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The venue list's i18next namespace (registered when the list's chunk loads). */
export const VENUE_LIST_NS = registerNamespace('venueList', { en, pt });
