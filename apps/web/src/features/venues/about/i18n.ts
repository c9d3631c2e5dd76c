import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The owner's about/contacts edit (the about tab's form). */
export const ABOUT_NS = registerNamespace('venueAbout', { en, pt });
