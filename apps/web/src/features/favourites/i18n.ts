import { registerNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The favourites feature's i18next namespace. */
export const FAVOURITES_NS = registerNamespace('favourites', { en, pt });
