import type { TFunction } from 'i18next';
import { VENUE_TYPES, type Language, type VenueType } from '@noite/shared';
import { i18n } from '../../lib/i18n.ts';
import { VENUE_LIST_NS } from './i18n.ts';

type ListT = TFunction<typeof VENUE_LIST_NS>;

const isVenueType = (type: string): type is VenueType => (VENUE_TYPES as readonly string[]).includes(type);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Stands for an interpolated value while a sentence is turned into a template. */
const SLOT = '\u0000';

/** A sentence with one interpolated value, translated once (with a stand-in for the value) and then filled. */
function template(sentence: (value: string) => string): (value: string) => string {
  const parts = sentence(SLOT).split(SLOT);
  return (value) => parts.join(value);
}

/** What a venue card writes, in the interface language. */
export interface CardTexts {
  /** Spec §2 card: the first and the optional second venue type, capitalised, joined with " / ". */
  types: (types: readonly string[]) => string;
  distance: (km: string) => string;
  distanceLabel: string;
  favourite: (name: string, isFavourite: boolean) => string;
}

function buildCardTexts(t: ListT): CardTexts {
  const typeNames = new Map(VENUE_TYPES.map((type) => [type, capitalise(t(`venueTypes.${type}`))]));
  const add = template((name) => t('card.addFavourite', { name }));
  const remove = template((name) => t('card.removeFavourite', { name }));
  return {
    types: (types) =>
      types
        .slice(0, 2)
        .map((type) => (isVenueType(type) ? typeNames.get(type) : capitalise(type)))
        .join(' / '),
    distance: template((distance) => t('card.distance', { distance })),
    distanceLabel: t('card.distanceLabel'),
    favourite: (name, isFavourite) => (isFavourite ? remove : add)(name),
  };
}

const built = new Map<Language, CardTexts>();

/**
 * The card texts of a language, translated once (the list's catalogue is registered with its chunk, before any
 * card renders; a change of language reloads the page): a list of cards then costs no translation lookups and no
 * per-card subscription to the catalogues, which on a phone took ~1 ms a lookup while the filtered cards rendered.
 */
export function cardTexts(language: Language): CardTexts {
  let texts = built.get(language);
  if (!texts) {
    texts = buildCardTexts(i18n.getFixedT(language, VENUE_LIST_NS));
    built.set(language, texts);
  }
  return texts;
}
