/**
 * The masks of the Brazilian fields (spec §5, §9), in react-imask's pattern syntax: `0` is a digit,
 * `[...]` an optional part. See docs/decisions/014-input-masks.md.
 */
export const MASKS = {
  /** (NN) NNNNN-NNNN as the spec shows phones, with room for up to 15 digits. */
  phone: '(00) 00000-0000[0000]',
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
} as const;

/** The spec's "digits only" inputs (phones outside Brazil, the registration phone). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
