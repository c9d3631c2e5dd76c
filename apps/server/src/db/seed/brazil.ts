/** Brazilian identifiers as Brazilian software checks them: CPF and CNPJ with their check digits. */

const onlyDigits = (value: string) => value.replace(/\D/g, '');

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

/** A CPF (000.000.000-00) from its first 9 digits. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('A CPF base has 9 digits');
  const first = checkDigit(base, CPF_WEIGHTS_1);
  const digits = `${base}${first}${checkDigit(`${base}${first}`, CPF_WEIGHTS_2)}`;
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CNPJ (00.000.000/0000-00) from its root (8 digits) and branch (4 digits, 0001 for the head office). */
export function cnpjFromBase(root: string, branch = '0001'): string {
  const base = `${root}${branch}`;
  if (!/^\d{12}$/.test(base)) throw new Error('A CNPJ base has 12 digits');
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  const digits = `${base}${first}${checkDigit(`${base}${first}`, CNPJ_WEIGHTS_2)}`;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfFromBase(digits.slice(0, 9)).replace(/\D/g, '') === digits;
}

export function isValidCnpj(value: string): boolean {
  if (!/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(value)) return false;
  const digits = onlyDigits(value);
  if (/^(\d)\1{13}$/.test(digits)) return false;
  return cnpjFromBase(digits.slice(0, 8), digits.slice(8, 12)) === value;
}
