import { describe, expect, it } from 'vitest';
import { en as sharedEn, pt as sharedPt } from '@noite/shared';
import en from './en.json';
import pt from './pt.json';

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

describe('keys used in the code', () => {
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../features/legal/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  const uiKeys = new Set(keysOf(en));
  const sharedKeys = new Set(keysOf(sharedEn));
  const featureKeys = new Map(
    [...featureCatalogues].map(([folder, { en: featureEn }]) => [folder, new Set(keysOf(featureEn ?? {}))]),
  );
  const allFeatureKeys = new Set([...featureKeys.values()].flatMap((keys) => [...keys]));
  /** A key, or its plural forms (`key_one`, `key_other`). */
  const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);
  /** The catalogue of the feature folder a file is in (the nearest one with a locales folder). */
  const folderKeys = (file: string) =>
    [...featureKeys]
      .filter(([folder]) => file.startsWith(`${folder}/`))
      .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
  /** A relative import resolved against the importing file (both as the glob names them, e.g. `../features/x/y.ts`). */
  const resolveImport = (from: string, relative: string) =>
    new URL(relative, `http://src/${from.replace(/^\.\.\//, '')}`).pathname.replace(/^\//, '../');
  /** Keys a file may use without a prefix: its feature's, and those of the features whose modules it imports. */
  const ownKeys = (file: string, source: string) => {
    const sets = [folderKeys(file)];
    for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      sets.push(folderKeys(resolveImport(file, match[1] ?? '')));
    }
    const found = sets.filter((set): set is Set<string> => set !== undefined);
    return found.length ? new Set(found.flatMap((set) => [...set])) : undefined;
  };

  it('exist in the catalogues', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const own = ownKeys(file, source);
      for (const match of source.matchAll(/\bt\(\s*'([\w:]+(?:\.\w+)+)'|labelKey: '([\w.]+)'/g)) {
        const key = match[1] ?? match[2];
        if (!key) continue;
        const [namespace, bare] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [undefined, key];
        const known =
          namespace === 'shared'
            ? sharedKeys.has(bare)
            : namespace === 'translation'
              ? has(uiKeys, bare)
              : namespace
                ? has(allFeatureKeys, bare)
                : (own && has(own, bare)) || has(uiKeys, bare);
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
