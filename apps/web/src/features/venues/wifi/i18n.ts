import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The owner's Wi-Fi edit (the header's Wi-Fi modal). */
export const WIFI_NS = registerNamespace('venueWifi', { en, pt });
