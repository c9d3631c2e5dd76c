import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { cleanSearch, countActiveFilters, filtersFromParams, filtersToParams, NO_FILTERS } from './filters.ts';
import { formatDistance } from '../../lib/format.ts';
import { cardTexts } from './format.ts';
import { musicStyleKey } from '../../lib/music-styles/music-styles.ts';
import { VENUE_LIST_NS } from './i18n.ts';
import { columnsFor } from './venue-grid.tsx';

describe('filters in the URL', () => {
  it('round-trips and ignores unknown values', () => {
    const filters = {
      search: 'são paulo',
      establishmentType: ['pub' as const, 'bar' as const],
      musicStyle: ['Forró' as const],
      isFavourite: true,
      isFree: false,
      isLive: true,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=s%C3%A3o+paulo&type=bar&type=pub&music=Forr%C3%B3&fav=1&live=1');
    expect(filtersFromParams(params)).toEqual({ ...filters, establishmentType: ['bar', 'pub'] });
    expect(filtersFromParams(new URLSearchParams('type=disco&music=Polka&fav=yes&q=%20%20x'))).toEqual({
      ...NO_FILTERS,
      search: 'x',
    });
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('counts the popover filters and cleans the search', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
    expect(
      countActiveFilters({ ...NO_FILTERS, establishmentType: ['bar'], musicStyle: ['Pop', 'Rock'], isFree: true }),
    ).toBe(4);
    expect(cleanSearch('   bar ')).toBe('bar ');
    expect(cleanSearch('x'.repeat(120))).toHaveLength(100);
  });
});

describe('card formats', () => {
  it('writes the distance with 2 decimals in the language', () => {
    expect(formatDistance(1.234, 'pt')).toBe('1,23');
    expect(formatDistance(1.235, 'en')).toMatch(/^1\.2[34]$/);
    expect(formatDistance(1234.5, 'en')).toBe('1,234.50');
    expect(formatDistance(0, 'pt')).toBe('0,00');
  });

  it('joins the first two types, capitalised and translated', () => {
    initI18n('pt');
    const texts = cardTexts('pt');
    expect(texts.types(['club', 'gastronomy', 'bar'])).toBe('Balada / Gastronomia');
    expect(texts.types(['ballad'])).toBe('Ballad');
    expect(texts.types([])).toBe('');
  });

  it('fills the card sentences as the catalogues write them, in each language', () => {
    initI18n('pt');
    for (const language of ['pt', 'en'] as const) {
      const t = i18n.getFixedT(language, VENUE_LIST_NS);
      const texts = cardTexts(language);
      expect(texts.distance('1,5')).toBe(t('card.distance', { distance: '1,5' }));
      expect(texts.favourite('Bar do Zé', false)).toBe(t('card.addFavourite', { name: 'Bar do Zé' }));
      expect(texts.favourite('Bar do Zé', true)).toBe(t('card.removeFavourite', { name: 'Bar do Zé' }));
      expect(texts.distanceLabel).toBe(t('card.distanceLabel'));
      expect(cardTexts(language)).toBe(texts);
    }
  });

  it('keys the music styles without accents', () => {
    expect(['Eletrônica', 'Axé', 'Hip-hop', 'Heavy metal', 'Mpb'].map(musicStyleKey)).toEqual([
      'eletronica',
      'axe',
      'hiphop',
      'heavymetal',
      'mpb',
    ]);
  });

  it('fits one column on phones and up to four on wide screens', () => {
    expect([358, 600, 900, 1248].map(columnsFor)).toEqual([1, 2, 3, 4]);
  });
});
