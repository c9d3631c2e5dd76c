import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The geo feature's i18next namespace. */
export const GEO_NS = registerNamespace('geo', { en, pt });
