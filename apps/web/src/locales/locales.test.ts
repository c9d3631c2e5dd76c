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

  it('exist in the catalogues', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([\w:]+(?:\.\w+)+)'|labelKey: '([\w.]+)'/g)) {
        const key = match[1] ?? match[2];
        if (!key) continue;
        const known = key.startsWith('shared:') ? sharedKeys.has(key.slice('shared:'.length)) : uiKeys.has(key);
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
