import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The events' i18next namespace (the venue page's week and name lists). */
export const EVENTS_NS = registerNamespace('events', { en, pt });
