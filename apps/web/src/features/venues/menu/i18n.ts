import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The venue menu's i18next namespace. */
export const MENU_NS = registerNamespace('menu', { en, pt });
