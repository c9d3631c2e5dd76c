/**
 * Brazilian identifiers for the demo data and the bench: CPF and CNPJ made from a seeded base, with their check
 * digits. Checking them is the shared schemas' job (`cpfField`, `cnpjField`, through @brazilian-utils).
 */

/** Mod-11 check digit over `digits` with the given weights. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CPF from its first 9 digits, as the database keeps it: 11 digits (docs/decisions/016). */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('A CPF base has 9 digits');
  const first = checkDigit(base, CPF_WEIGHTS_1);
  return `${base}${first}${checkDigit(`${base}${first}`, CPF_WEIGHTS_2)}`;
}

/** A CNPJ (00.000.000/0000-00) from its root (8 digits) and branch (4 digits, 0001 for the head office). */
export function cnpjFromBase(root: string, branch = '0001'): string {
  const base = `${root}${branch}`;
  if (!/^\d{12}$/.test(base)) throw new Error('A CNPJ base has 12 digits');
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  const digits = `${base}${first}${checkDigit(`${base}${first}`, CNPJ_WEIGHTS_2)}`;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
