import { describe, expect, it } from 'vitest';
import { formatDistance } from './format.ts';
import { intlLocale } from './locale.ts';

describe('formatDistance', () => {
  it('writes what Intl.NumberFormat writes in each language', () => {
    const values = [0, 0.004, 0.005, 0.125, 0.55, 1, 1.234, 1.235, 9.999, 12.5, 99.995, 999.99, 1000, 1234.5, 98765.43];
    for (const language of ['pt', 'en']) {
      const intl = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of values)
        expect(formatDistance(value, language), `${value} (${language})`).toBe(intl.format(value));
    }
  });

  it('writes an unknown or missing figure as zero, in the default language for an unknown one', () => {
    expect(formatDistance(Number.NaN, 'pt')).toBe('0,00');
    expect(formatDistance(1.5, 'xx')).toBe('1,50');
  });
});
