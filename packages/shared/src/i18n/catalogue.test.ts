import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import { en, pt, sharedCatalogues, translate } from './index.ts';

/** Every dotted key of a nested catalogue, with its text. */
function flatten(catalogue: object, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, key)) keys.set(k, v);
    else keys.set(key, value);
  }
  return keys;
}

describe('shared message catalogue', () => {
  const enKeys = flatten(en);
  const ptKeys = flatten(pt);

  it('has exactly the same keys in en and pt', () => {
    expect([...ptKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it.each(LANGUAGES)('has no empty or non-string text in %s', (language) => {
    for (const [key, text] of flatten(sharedCatalogues[language])) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of enKeys) expect(placeholders(ptKeys.get(key)), key).toEqual(placeholders(text));
  });

  it('actually translates: pt differs from en for the API answers', () => {
    expect(translate('pt', 'api.internalError')).toBe('Algo deu errado.');
    expect(translate('pt', 'api.loginSuccess')).not.toBe(translate('en', 'api.loginSuccess'));
  });

  it('fills placeholders and leaves unknown keys unchanged', () => {
    const body = translate('en', 'api.resetEmailBody', { name: 'Maria', link: 'http://x/reset-password/abc' });
    expect(body).toContain('Hello Maria,');
    expect(body).toContain('http://x/reset-password/abc');
    expect(body).not.toMatch(/\{\{/);
    expect(translate('en', 'validation.doesNotExist')).toBe('validation.doesNotExist');
    expect(translate('pt', 'nogroup')).toBe('nogroup');
  });
});
