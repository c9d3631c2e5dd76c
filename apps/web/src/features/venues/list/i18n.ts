import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The door list's i18next namespace (the /list screen and the venue page's list tab). */
export const DOOR_LIST_NS = registerNamespace('doorList', { en, pt });
