import { pt as shared } from '@noite/shared';
// The legal feature's few UI strings (its long texts load with its pages).
import legal from '../../features/legal/locales/pt.json';
import translation from '../../locales/pt.json';

/** The Portuguese catalogues of the whole app (feature namespaces travel with their features). */
export const catalogues = { translation, shared, legal };
