import { registerNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The owner's payment methods edit (the payment modal and the card-selection modal). */
export const PAYMENTS_NS = registerNamespace('venuePayments', { en, pt });
