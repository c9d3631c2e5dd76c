import { registerNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The admin console's i18next namespace (registered when one of its screens loads). */
export const ADMIN_NS = registerNamespace('admin', { en, pt });
