import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../i18n.ts';
import en from './locales/en.json';
import pt from './locales/pt.json';

/**
 * The music styles' names in the interface language (namespace `musicStyles`): the filter, the event cards and
 * the owner's event form all name a style through it, so English never shows the stored Portuguese name.
 */
export const MUSIC_STYLES_NS = registerNamespace('musicStyles', { en, pt });

type MusicStyleKey = keyof typeof en;

/** Catalogue key of a music style: "Eletrônica" → "eletronica", "Hip-hop" → "hiphop". */
export function musicStyleKey(style: string): string {
  return style
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
}

const isKnown = (key: string): key is MusicStyleKey => Object.hasOwn(en, key);

/** Names a stored music style in the interface language; a style the catalogue does not know is shown as stored. */
export function useMusicStyleName(): (style: string) => string {
  const { t } = useTranslation(MUSIC_STYLES_NS);
  return useCallback(
    (style: string) => {
      const key = musicStyleKey(style);
      return isKnown(key) ? t(key) : style;
    },
    [t],
  );
}
