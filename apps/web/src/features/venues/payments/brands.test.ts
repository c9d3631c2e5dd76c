import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, MEAL_BRANDS } from '@noite/shared';
import { CARD_BRAND_STYLES, cardBrandStyle, MEAL_BRAND_STYLES, mealBrandStyle } from './brands.ts';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('payment brand badges', () => {
  it('draw every card and voucher brand of the spec', () => {
    expect(Object.keys(CARD_BRAND_STYLES).sort()).toEqual([...CARD_BRANDS].sort());
    expect(Object.keys(MEAL_BRAND_STYLES).sort()).toEqual([...MEAL_BRANDS].sort());
    expect(cardBrandStyle('visa').label).toBe('VISA');
    expect(mealBrandStyle('vrAlimentações').label).toBe('VR Alimentação');
  });

  it('have text that passes 4.5:1 on its colour', () => {
    const styles = [...Object.values(CARD_BRAND_STYLES), ...Object.values(MEAL_BRAND_STYLES), cardBrandStyle('x')];
    for (const style of styles) {
      expect(contrast(style.color, style.background), style.label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('still show a brand they do not know', () => {
    expect(cardBrandStyle('greenCard').label).toBe('Green Card');
    expect(mealBrandStyle('ticket').label).toBe('Ticket');
  });
});
