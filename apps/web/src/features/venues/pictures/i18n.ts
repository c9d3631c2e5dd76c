import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The owner's picture controls (logo upload, banner management) on the venue page. */
export const PICTURES_NS = registerNamespace('venuePictures', { en, pt });
