/**
 * Brazil's 27 federative units by their GeoNames admin1 code (the codes the cities data set uses), with the two-letter
 * abbreviation (UF), the name in Portuguese and the capital.
 */
export interface BrazilianState {
  uf: string;
  name: string;
  capital: string;
}

export const BRAZIL_STATES: Readonly<Record<string, BrazilianState>> = {
  '01': { uf: 'AC', name: 'Acre', capital: 'Rio Branco' },
  '02': { uf: 'AL', name: 'Alagoas', capital: 'Maceió' },
  '03': { uf: 'AP', name: 'Amapá', capital: 'Macapá' },
  '04': { uf: 'AM', name: 'Amazonas', capital: 'Manaus' },
  '05': { uf: 'BA', name: 'Bahia', capital: 'Salvador' },
  '06': { uf: 'CE', name: 'Ceará', capital: 'Fortaleza' },
  '07': { uf: 'DF', name: 'Distrito Federal', capital: 'Brasília' },
  '08': { uf: 'ES', name: 'Espírito Santo', capital: 'Vitória' },
  '11': { uf: 'MS', name: 'Mato Grosso do Sul', capital: 'Campo Grande' },
  '13': { uf: 'MA', name: 'Maranhão', capital: 'São Luís' },
  '14': { uf: 'MT', name: 'Mato Grosso', capital: 'Cuiabá' },
  '15': { uf: 'MG', name: 'Minas Gerais', capital: 'Belo Horizonte' },
  '16': { uf: 'PA', name: 'Pará', capital: 'Belém' },
  '17': { uf: 'PB', name: 'Paraíba', capital: 'João Pessoa' },
  '18': { uf: 'PR', name: 'Paraná', capital: 'Curitiba' },
  '20': { uf: 'PI', name: 'Piauí', capital: 'Teresina' },
  '21': { uf: 'RJ', name: 'Rio de Janeiro', capital: 'Rio de Janeiro' },
  '22': { uf: 'RN', name: 'Rio Grande do Norte', capital: 'Natal' },
  '23': { uf: 'RS', name: 'Rio Grande do Sul', capital: 'Porto Alegre' },
  '24': { uf: 'RO', name: 'Rondônia', capital: 'Porto Velho' },
  '25': { uf: 'RR', name: 'Roraima', capital: 'Boa Vista' },
  '26': { uf: 'SC', name: 'Santa Catarina', capital: 'Florianópolis' },
  '27': { uf: 'SP', name: 'São Paulo', capital: 'São Paulo' },
  '28': { uf: 'SE', name: 'Sergipe', capital: 'Aracaju' },
  '29': { uf: 'GO', name: 'Goiás', capital: 'Goiânia' },
  '30': { uf: 'PE', name: 'Pernambuco', capital: 'Recife' },
  '31': { uf: 'TO', name: 'Tocantins', capital: 'Palmas' },
};

/** ISO 3166-2 subdivision (`BR-SP`) to UF, for the online providers' answers. */
export function ufFromIso(code: string | undefined): string | undefined {
  const match = /^BR-([A-Z]{2})$/.exec(code ?? '');
  return match?.[1];
}

/** Accent-, case- and punctuation-insensitive form used for matching names ("São Paulo" → "sao paulo"). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
