import type { TFunction } from 'i18next';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec §2 card: the first and the optional second venue type, capitalised (in the interface language),
 * joined with " / ".
 */
export function formatVenueTypes(types: readonly string[], t: TFunction): string {
  return types
    .slice(0, 2)
    .map((type) => capitalise(t(`venueTypes.${type}`, { defaultValue: type })))
    .join(' / ');
}

/** Catalogue key of a music style: "Eletrônica" → "eletronica", "Hip-hop" → "hiphop". */
export function musicStyleKey(style: string): string {
  return style
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
}
