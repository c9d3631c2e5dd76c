import { CARD_BRANDS, MEAL_BRANDS, type VenuePayments } from '@noite/shared';
import { cardBrandStyle, mealBrandStyle, type BrandStyle } from './brands.ts';

/** The three lists of brands an owner chooses from (spec §3: card brands for credit and debit, meal vouchers). */
export const PAYMENT_KINDS = [
  { kind: 'credit', field: 'creditCards', brands: CARD_BRANDS, styleOf: cardBrandStyle },
  { kind: 'debit', field: 'debitCards', brands: CARD_BRANDS, styleOf: cardBrandStyle },
  { kind: 'meals', field: 'meals', brands: MEAL_BRANDS, styleOf: mealBrandStyle },
] as const satisfies readonly {
  kind: string;
  field: keyof VenuePayments;
  brands: readonly string[];
  styleOf(name: string): BrandStyle;
}[];

export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The payment part of a venue, as the edit sends and answers it. */
export function paymentsOf(venue: VenuePayments): VenuePayments {
  return {
    creditCards: venue.creditCards,
    debitCards: venue.debitCards,
    meals: venue.meals,
    pix: venue.pix,
    picPay: venue.picPay,
  };
}
