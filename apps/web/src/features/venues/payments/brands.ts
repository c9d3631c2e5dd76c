import type { CardBrand, MealBrand } from '@noite/shared';

/** How a card or voucher brand is drawn: its wordmark on its colour, with an optional small mark. */
export interface BrandStyle {
  label: string;
  background: string;
  color: string;
  italic?: boolean;
  /** Light badges get a border so they stand out from the white modal. */
  border?: string;
  mark?: 'mastercard' | 'maestro' | 'elo';
}

const light = { background: '#ffffff', color: '#1a1a2e', border: '#ced4da' };

/** Credit and debit card brands (spec §3 card brands, spelled as CARD_BRANDS). Every colour pair passes 4.5:1. */
export const CARD_BRAND_STYLES: Record<CardBrand, BrandStyle> = {
  american: { label: 'American Express', background: '#006fcf', color: '#ffffff' },
  banes: { label: 'Banescard', background: '#00573f', color: '#ffffff' },
  credit: { label: 'Credicard', background: '#0b2a5b', color: '#ffffff' },
  diners: { label: 'Diners Club', background: '#004a97', color: '#ffffff' },
  hiper: { label: 'Hipercard', background: '#b3131b', color: '#ffffff' },
  maestro: { label: 'Maestro', ...light, mark: 'maestro' },
  master: { label: 'Mastercard', ...light, mark: 'mastercard' },
  ticket: { label: 'Ticket', background: '#a6192e', color: '#ffffff' },
  elo: { label: 'elo', background: '#111111', color: '#ffffff', mark: 'elo' },
  visa: { label: 'VISA', background: '#1a1f71', color: '#ffffff', italic: true },
};

/** Meal voucher brands (spec §3, spelled as MEAL_BRANDS). */
export const MEAL_BRAND_STYLES: Record<MealBrand, BrandStyle> = {
  ticketAlimentação: { label: 'Ticket Alimentação', background: '#a6192e', color: '#ffffff' },
  alelo: { label: 'Alelo', background: '#00664f', color: '#ffffff' },
  sodexo: { label: 'Sodexo', background: '#283897', color: '#ffffff' },
  vrAlimentações: { label: 'VR Alimentação', background: '#00703c', color: '#ffffff' },
  greenCard: { label: 'Green Card', background: '#1b5e20', color: '#ffffff' },
};

/** A brand the lists do not know (the spec's other brand images) still shows, as a neutral badge. */
function fallback(name: string): BrandStyle {
  const label = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return { label: label.charAt(0).toUpperCase() + label.slice(1), background: '#495057', color: '#ffffff' };
}

export function cardBrandStyle(name: string): BrandStyle {
  return (CARD_BRAND_STYLES as Record<string, BrandStyle>)[name] ?? fallback(name);
}

export function mealBrandStyle(name: string): BrandStyle {
  return (MEAL_BRAND_STYLES as Record<string, BrandStyle>)[name] ?? fallback(name);
}
