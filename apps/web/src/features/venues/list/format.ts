import type { TFunction } from 'i18next';
import type { Language } from '@noite/shared';

const distanceFormats = new Map<Language, Intl.NumberFormat>();

/** Spec §9: distance in km with 2 decimals, in the language's number format (pt: 1,23; en: 1.23). */
export function formatDistance(km: number, language: Language): string {
  let format = distanceFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    distanceFormats.set(language, format);
  }
  return format.format(Number.isFinite(km) ? km : 0);
}

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
