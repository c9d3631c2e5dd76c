import type { TFunction } from 'i18next';
import { VENUE_TYPES, type VenueType } from '@noite/shared';
import type { VENUE_LIST_NS } from './i18n.ts';

const isVenueType = (type: string): type is VenueType => (VENUE_TYPES as readonly string[]).includes(type);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec §2 card: the first and the optional second venue type, capitalised (in the interface language),
 * joined with " / ".
 */
export function formatVenueTypes(types: readonly string[], t: TFunction<typeof VENUE_LIST_NS>): string {
  return types
    .slice(0, 2)
    .map((type) => capitalise(isVenueType(type) ? t(`venueTypes.${type}`) : type))
    .join(' / ');
}
