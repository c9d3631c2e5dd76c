import { describe, expect, it } from 'vitest';
import { en as sharedEn, pt as sharedPt } from '@noite/shared';
import en from './en.json';
import pt from './pt.json';

// The keys the code uses are checked by TypeScript (app/i18next.d.ts types every t() against the English
// catalogues); these tests keep Portuguese in step with English.

/** Every dotted key of a nested catalogue, with the type of its value. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function emptyValues(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    if (value && typeof value === 'object') return emptyValues(value as object, `${prefix}${key}.`);
    return typeof value === 'string' && value.trim() !== '' ? [] : [`${prefix}${key}`];
  });
}

describe('UI catalogues (locales/en.json, locales/pt.json)', () => {
  it('every English key exists in Portuguese', () => {
    const ptKeys = new Set(keysOf(pt));
    expect(keysOf(en).filter((key) => !ptKeys.has(key))).toEqual([]);
  });

  it('every Portuguese key exists in English', () => {
    const enKeys = new Set(keysOf(en));
    expect(keysOf(pt).filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyValues(en)).toEqual([]);
    expect(emptyValues(pt)).toEqual([]);
  });
});

/** Namespace catalogues (a `locales/` folder with en.json and pt.json under features/ or lib/), by folder. */
const featureFiles = import.meta.glob(['../features/**/locales/{en,pt}.json', '../lib/**/locales/{en,pt}.json'], {
  import: 'default',
  eager: true,
}) as Record<string, object>;
const featureCatalogues = new Map<string, { en?: object; pt?: object }>();
for (const [file, catalogue] of Object.entries(featureFiles)) {
  const match = /^(.*)\/locales\/(en|pt)\.json$/.exec(file);
  if (!match) continue;
  const [, folder = '', language] = match;
  const entry = featureCatalogues.get(folder) ?? {};
  entry[language as 'en' | 'pt'] = catalogue;
  featureCatalogues.set(folder, entry);
}

describe('feature catalogues (features/**/locales)', () => {
  it('are found', () => {
    expect(featureCatalogues.size).toBeGreaterThan(0);
  });

  for (const [folder, { en: featureEn, pt: featurePt }] of featureCatalogues) {
    it(`${folder}: has both languages with the same keys and no empty text`, () => {
      expect(featureEn, `${folder}/locales/en.json`).toBeDefined();
      expect(featurePt, `${folder}/locales/pt.json`).toBeDefined();
      expect(keysOf(featurePt ?? {}).sort()).toEqual(keysOf(featureEn ?? {}).sort());
      expect(emptyValues(featureEn ?? {})).toEqual([]);
      expect(emptyValues(featurePt ?? {})).toEqual([]);
    });
  }
});

describe('shared catalogue (packages/shared i18n)', () => {
  it('has the same keys in both languages', () => {
    expect(keysOf(sharedPt).sort()).toEqual(keysOf(sharedEn).sort());
  });

  it('has no empty text', () => {
    expect(emptyValues(sharedEn)).toEqual([]);
    expect(emptyValues(sharedPt)).toEqual([]);
  });
});
