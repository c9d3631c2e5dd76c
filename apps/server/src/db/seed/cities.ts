/**
 * The eight capitals of the demo data beyond the hand-written São Paulo venues: real districts (with a centre
 * point close to the real one and the district's CEP prefix) and real streets of their nightlife, from which the
 * generated venues take their address (generated-venues.ts). Coordinates are approximate, to ~500 m.
 */

export interface District {
  name: string;
  latitude: number;
  longitude: number;
  /** The first five digits of the district's CEP. */
  zip: string;
}

export interface City {
  key: CityKey;
  name: string;
  /** Two-letter state, as addresses write it. */
  state: string;
  /** Phone area code (DDD). */
  ddd: string;
  /** IANA time zone of the city (all UTC−3 today, named as the tz database names them). */
  timezone: string;
  districts: readonly District[];
  streets: readonly string[];
  /** How many venues the generator makes here. */
  venues: number;
}

export type CityKey = 'sp' | 'rj' | 'bh' | 'ssa' | 'rec' | 'poa' | 'cwb' | 'fln';

const d = (name: string, latitude: number, longitude: number, zip: string): District => ({
  name,
  latitude,
  longitude,
  zip,
});

export const CITIES: readonly City[] = [
  {
    key: 'sp',
    name: 'São Paulo',
    state: 'SP',
    ddd: '11',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Vila Madalena', -23.5536, -46.691, '05433'),
      d('Pinheiros', -23.567, -46.693, '05422'),
      d('Itaim Bibi', -23.5846, -46.678, '04532'),
      d('Bela Vista', -23.56, -46.646, '01324'),
      d('Moema', -23.601, -46.665, '04077'),
      d('Perdizes', -23.536, -46.675, '05014'),
      d('Vila Buarque', -23.544, -46.649, '01223'),
      d('Jardim Paulista', -23.571, -46.66, '01420'),
    ],
    streets: [
      'Rua Harmonia',
      'Rua Fradique Coutinho',
      'Rua Teodoro Sampaio',
      'Rua Bela Cintra',
      'Rua Frei Caneca',
      'Alameda Lorena',
      'Rua Amauri',
      'Avenida Ibirapuera',
      'Rua Cayowaá',
      'Rua Major Sertório',
      'Rua Oscar Freire',
      'Rua Girassol',
    ],
    venues: 14,
  },
  {
    key: 'rj',
    name: 'Rio de Janeiro',
    state: 'RJ',
    ddd: '21',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Lapa', -22.9134, -43.1806, '20231'),
      d('Botafogo', -22.9519, -43.1844, '22250'),
      d('Copacabana', -22.9711, -43.1822, '22020'),
      d('Ipanema', -22.9838, -43.2096, '22410'),
      d('Leblon', -22.9847, -43.2233, '22430'),
      d('Santa Teresa', -22.9205, -43.1879, '20241'),
      d('Tijuca', -22.9249, -43.2326, '20511'),
      d('Centro', -22.9035, -43.1775, '20040'),
    ],
    streets: [
      'Rua do Lavradio',
      'Rua Joaquim Silva',
      'Avenida Mem de Sá',
      'Rua Voluntários da Pátria',
      'Rua Nelson Mandela',
      'Rua Barata Ribeiro',
      'Rua Farme de Amoedo',
      'Rua Dias Ferreira',
      'Rua Almirante Alexandrino',
      'Rua Barão de Iguatemi',
      'Rua do Ouvidor',
      'Avenida Atlântica',
    ],
    venues: 24,
  },
  {
    key: 'bh',
    name: 'Belo Horizonte',
    state: 'MG',
    ddd: '31',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Savassi', -19.9385, -43.9339, '30140'),
      d('Lourdes', -19.9312, -43.9443, '30170'),
      d('Santa Tereza', -19.9167, -43.9167, '31010'),
      d('Funcionários', -19.9352, -43.9286, '30130'),
      d('Sion', -19.9555, -43.9347, '30310'),
      d('Centro', -19.9191, -43.9386, '30111'),
    ],
    streets: [
      'Rua Pernambuco',
      'Rua Antônio de Albuquerque',
      'Rua Alvarenga Peixoto',
      'Rua Mármore',
      'Rua Tomé de Souza',
      'Rua Grão Mogol',
      'Avenida do Contorno',
      'Rua Fernandes Tourinho',
      'Rua Sergipe',
      'Rua Curitiba',
    ],
    venues: 18,
  },
  {
    key: 'ssa',
    name: 'Salvador',
    state: 'BA',
    ddd: '71',
    timezone: 'America/Bahia',
    districts: [
      d('Rio Vermelho', -13.0103, -38.4895, '41940'),
      d('Pelourinho', -12.9714, -38.5101, '40026'),
      d('Barra', -13.0055, -38.5283, '40140'),
      d('Pituba', -13.0046, -38.4557, '41810'),
      d('Santo Antônio', -12.9665, -38.5087, '40301'),
      d('Itapuã', -12.9498, -38.3624, '41620'),
    ],
    streets: [
      'Rua da Paciência',
      'Largo de Santana',
      'Rua João Gomes',
      'Rua Guedes Cabral',
      'Rua Gregório de Matos',
      'Avenida Oceânica',
      'Rua Marquês de Leão',
      'Rua Direita de Santo Antônio',
      'Avenida Paulo VI',
      'Rua Ceará',
    ],
    venues: 18,
  },
  {
    key: 'rec',
    name: 'Recife',
    state: 'PE',
    ddd: '81',
    timezone: 'America/Recife',
    districts: [
      d('Recife Antigo', -8.0631, -34.8711, '50030'),
      d('Boa Viagem', -8.1186, -34.8995, '51020'),
      d('Casa Forte', -8.0361, -34.9176, '52061'),
      d('Graças', -8.0453, -34.9033, '52011'),
      d('Espinheiro', -8.0425, -34.8943, '52020'),
      d('Pina', -8.0918, -34.8836, '51011'),
    ],
    streets: [
      'Rua do Bom Jesus',
      'Rua da Moeda',
      'Avenida Boa Viagem',
      'Rua Padre Carapuceiro',
      'Estrada do Encanamento',
      'Rua da Hora',
      'Rua do Apolo',
      'Avenida Herculano Bandeira',
      'Rua Amélia',
      'Rua Conselheiro Portela',
    ],
    venues: 18,
  },
  {
    key: 'poa',
    name: 'Porto Alegre',
    state: 'RS',
    ddd: '51',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Cidade Baixa', -30.0395, -51.2209, '90050'),
      d('Moinhos de Vento', -30.0254, -51.2026, '90570'),
      d('Bom Fim', -30.0326, -51.2116, '90035'),
      d('Menino Deus', -30.0553, -51.2238, '90150'),
      d('Centro Histórico', -30.0305, -51.2302, '90010'),
      d('Petrópolis', -30.0428, -51.1844, '90460'),
    ],
    streets: [
      'Rua João Alfredo',
      'Rua da República',
      'Rua Lima e Silva',
      'Rua Padre Chagas',
      'Rua Fernandes Vieira',
      'Avenida Osvaldo Aranha',
      'Rua Getúlio Vargas',
      'Rua General Lima e Silva',
      'Rua Dinarte Ribeiro',
      'Avenida Protásio Alves',
    ],
    venues: 18,
  },
  {
    key: 'cwb',
    name: 'Curitiba',
    state: 'PR',
    ddd: '41',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Batel', -25.4412, -49.2879, '80420'),
      d('Centro', -25.4296, -49.2713, '80020'),
      d('São Francisco', -25.4253, -49.2754, '80510'),
      d('Água Verde', -25.4547, -49.2795, '80240'),
      d('Mercês', -25.4212, -49.2926, '80810'),
      d('Bigorrilho', -25.4359, -49.2993, '80730'),
    ],
    streets: [
      'Rua Bispo Dom José',
      'Avenida Vicente Machado',
      'Rua Trajano Reis',
      'Rua Paulo Gorski',
      'Rua São Francisco',
      'Avenida Batel',
      'Rua Comendador Araújo',
      'Alameda Prudente de Moraes',
      'Rua Carlos de Carvalho',
      'Avenida Iguaçu',
    ],
    venues: 18,
  },
  {
    key: 'fln',
    name: 'Florianópolis',
    state: 'SC',
    ddd: '48',
    timezone: 'America/Sao_Paulo',
    districts: [
      d('Lagoa da Conceição', -27.6008, -48.4713, '88062'),
      d('Centro', -27.5954, -48.5488, '88010'),
      d('Santo Antônio de Lisboa', -27.5077, -48.5197, '88050'),
      d('Jurerê', -27.4397, -48.4946, '88053'),
      d('Campeche', -27.6796, -48.4838, '88063'),
      d('Trindade', -27.5887, -48.5227, '88036'),
    ],
    streets: [
      'Avenida das Rendeiras',
      'Rua Vidal Ramos',
      'Rua Henrique Veras do Nascimento',
      'Avenida dos Búzios',
      'Rua Felipe Schmidt',
      'Rua Lauro Linhares',
      'Avenida Pequeno Príncipe',
      'Rua Conselheiro Mafra',
      'Avenida Beira-Mar Norte',
      'Rua Osni Ortiga',
    ],
    venues: 18,
  },
];
