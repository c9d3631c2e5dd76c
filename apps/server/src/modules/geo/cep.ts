/**
 * What a Brazilian CEP says without a street database: the Correios hand out CEPs in ranges by state, and each state
 * capital has its own block at the start of its state's range. The offline geocoder uses it to place a CEP of a
 * capital at that city's centre; a CEP elsewhere names only its state, which is too coarse to place a venue.
 */

/** `[first, last]` five-digit CEP prefixes (inclusive) of a state capital, with the state's UF. */
const CAPITAL_RANGES: readonly (readonly [number, number, string])[] = [
  [1000, 5999, 'SP'],
  [8000, 8499, 'SP'],
  [20000, 23799, 'RJ'],
  [29000, 29099, 'ES'],
  [30000, 31999, 'MG'],
  [40000, 42599, 'BA'],
  [49000, 49099, 'SE'],
  [50000, 52999, 'PE'],
  [57000, 57099, 'AL'],
  [58000, 58099, 'PB'],
  [59000, 59139, 'RN'],
  [60000, 61599, 'CE'],
  [64000, 64099, 'PI'],
  [65000, 65099, 'MA'],
  [66000, 66999, 'PA'],
  [68900, 68914, 'AP'],
  [69000, 69099, 'AM'],
  [69300, 69339, 'RR'],
  [69900, 69920, 'AC'],
  [70000, 72799, 'DF'],
  [73000, 73699, 'DF'],
  [74000, 74899, 'GO'],
  [76800, 76834, 'RO'],
  [77000, 77299, 'TO'],
  [78000, 78109, 'MT'],
  [79000, 79129, 'MS'],
  [80000, 82999, 'PR'],
  [88000, 88099, 'SC'],
  [90000, 91999, 'RS'],
];

/**
 * A Brazilian postal code (CEP) typed alone, with or without its mask (01001-000, 01001000, 01.001-000), as
 * 00000-000; anything else answers undefined. The online providers look a CEP up as a postal code, which gives the
 * street; as free text they would match house numbers or nothing.
 */
export function cepOf(query: string): string | undefined {
  const match = /^(\d{2})\.?(\d{3})-?(\d{3})$/.exec(query.trim());
  return match ? `${match[1]}${match[2]}-${match[3]}` : undefined;
}

/** The UF of the state capital whose range holds the CEP, or undefined (a CEP outside every capital). */
export function capitalOfCep(cep: string): string | undefined {
  const prefix = Number(cep.replace(/\D/g, '').slice(0, 5));
  return CAPITAL_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2];
}
