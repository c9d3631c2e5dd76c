import type { MusicStyle, Plan, VenueType } from '@noite/shared';

/** Real São Paulo neighbourhoods (all within ~12 km of Praça da Sé), with a centre point and zip prefix. */
export const NEIGHBOURHOODS = {
  'Vila Madalena': { latitude: -23.5536, longitude: -46.691, zip: '05433' },
  Pinheiros: { latitude: -23.567, longitude: -46.693, zip: '05422' },
  'Itaim Bibi': { latitude: -23.5846, longitude: -46.678, zip: '04532' },
  Moema: { latitude: -23.601, longitude: -46.665, zip: '04077' },
  Centro: { latitude: -23.543, longitude: -46.642, zip: '01045' },
  Consolação: { latitude: -23.553, longitude: -46.658, zip: '01305' },
  'Bela Vista': { latitude: -23.56, longitude: -46.646, zip: '01324' },
  'Vila Olímpia': { latitude: -23.5955, longitude: -46.686, zip: '04551' },
  Liberdade: { latitude: -23.558, longitude: -46.635, zip: '01503' },
  'Barra Funda': { latitude: -23.525, longitude: -46.667, zip: '01156' },
  Tatuapé: { latitude: -23.54, longitude: -46.576, zip: '03066' },
  Santana: { latitude: -23.502, longitude: -46.625, zip: '02012' },
  'Vila Mariana': { latitude: -23.589, longitude: -46.635, zip: '04116' },
} as const;

export type Neighbourhood = keyof typeof NEIGHBOURHOODS;

/** Which menu categories a venue serves and with which items (see menus.ts). */
export type MenuProfile =
  | 'boteco'
  | 'pub'
  | 'club'
  | 'lounge'
  | 'hookah'
  | 'italian'
  | 'pizzeria'
  | 'burger'
  | 'cafe'
  | 'acai'
  | 'izakaya'
  | 'wine';

/** The demo owners' account keys: bruno and carla (São Paulo, hand-written) and the city owners (generated). */
export type DemoOwner = string;

export interface VenueSeed {
  /** At most 30 characters (spec §5). */
  name: string;
  /** A São Paulo neighbourhood of NEIGHBOURHOODS, or a generated venue's district (with its `place`). */
  neighbourhood: string;
  street: string;
  number: number;
  types: [VenueType] | [VenueType, VenueType];
  owner: DemoOwner;
  plan: Plan;
  /** Music styles of the venue's events, most frequent first. */
  styles: MusicStyle[];
  /** Short handle for the social links and the e-mail domain: at most 8 characters (links ≤ 30). */
  handle: string;
  menu: MenuProfile;
  /** First sentences of the about text. */
  about: string;
  /** What the venue is, on its main banner; the menu profile's label when not given. */
  label?: string;
  inactive?: boolean;
}

export const VENUES: readonly VenueSeed[] = [
  {
    name: 'Bar do Zé Pequeno',
    neighbourhood: 'Vila Madalena',
    street: 'Rua Aspicuelta',
    number: 312,
    types: ['bar'],
    owner: 'bruno',
    plan: 'premium',
    styles: ['Samba', 'Mpb', 'Pagode'],
    handle: 'barze',
    menu: 'boteco',
    about:
      'Boteco raiz no coração da Vila Madalena, com chopp sempre gelado, petiscos de receita de família e roda de samba nas noites de fim de semana.',
  },
  {
    name: 'Boteco São Jorge',
    neighbourhood: 'Vila Madalena',
    street: 'Rua Mourato Coelho',
    number: 1050,
    types: ['bar'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Samba', 'Pagode'],
    handle: 'saojorge',
    menu: 'boteco',
    about:
      'Mesas na calçada, chopp cremoso e o bolinho de bacalhau mais disputado do bairro. Salve Jorge! Aqui a conversa vai longe.',
  },
  {
    name: 'Empório Açaí & Cia',
    neighbourhood: 'Pinheiros',
    street: 'Rua dos Pinheiros',
    number: 518,
    types: ['gastronomy', 'others'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Pop', 'Reggae'],
    handle: 'acaicia',
    menu: 'acai',
    about:
      'Açaí na tigela, sucos naturais, tapiocas e sanduíches leves. Ponto de encontro antes e depois da balada, com música boa e ambiente descontraído.',
  },
  {
    name: 'Lounge Ipê Roxo',
    neighbourhood: 'Itaim Bibi',
    street: 'Rua Joaquim Floriano',
    number: 466,
    types: ['lounge'],
    owner: 'carla',
    plan: 'platina',
    styles: ['Jazz', 'Eletrônica', 'Mpb'],
    handle: 'iperoxo',
    menu: 'lounge',
    about:
      'Ambiente intimista com drinques autorais, narguilé e DJ residente. Ideal para esticar o happy hour com os amigos em sofás confortáveis sob o ipê do jardim.',
  },
  {
    name: 'Cervejaria Garoa',
    label: 'Cervejaria',
    neighbourhood: 'Pinheiros',
    street: 'Rua Cardeal Arcoverde',
    number: 1320,
    types: ['pub', 'bar'],
    owner: 'bruno',
    plan: 'premium',
    styles: ['Rock', 'Blues'],
    handle: 'garoa',
    menu: 'pub',
    about:
      'Cervejaria artesanal com 20 torneiras de chopp, rótulos produzidos na casa e hambúrgueres na brasa. Visitas guiadas à fábrica aos sábados.',
  },
  {
    name: 'Clube Augusta 24',
    neighbourhood: 'Consolação',
    street: 'Rua Augusta',
    number: 872,
    types: ['club'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Eletrônica', 'Pop', 'Funk'],
    handle: 'augusta',
    menu: 'club',
    about:
      'Pista principal com som de alta fidelidade, DJs nacionais e internacionais e festa até o amanhecer na rua mais boêmia de São Paulo.',
  },
  {
    name: 'Samba da Treze',
    label: 'Bar de samba',
    neighbourhood: 'Bela Vista',
    street: 'Rua Treze de Maio',
    number: 205,
    types: ['bar'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Samba', 'Pagode', 'Mpb'],
    handle: 'samba13',
    menu: 'boteco',
    about:
      'No coração do Bixiga, roda de samba ao vivo, feijoada aos sábados e caipirinha de respeito. Casa de bambas desde 1998.',
  },
  {
    name: 'Pub São Patrício',
    neighbourhood: 'Itaim Bibi',
    street: 'Rua Tabapuã',
    number: 735,
    types: ['pub'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Rock', 'Pop', 'Blues'],
    handle: 'patricio',
    menu: 'pub',
    about:
      'Pub de inspiração irlandesa, com chopp escuro, fish and chips, dardos e bandas de rock ao vivo de quinta a sábado.',
  },
  {
    name: 'Taverna do Lobo',
    label: 'Taverna',
    neighbourhood: 'Tatuapé',
    street: 'Rua Tuiuti',
    number: 1680,
    types: ['pub', 'bar'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Heavy metal', 'Rock', 'Punk'],
    handle: 'tlobo',
    menu: 'pub',
    about:
      'Taverna rock and roll com cervejas especiais, hidromel e shows de bandas autorais. Decoração medieval e o melhor som pesado da zona leste.',
  },
  {
    name: 'Izakaya Sakura',
    neighbourhood: 'Liberdade',
    street: 'Rua Galvão Bueno',
    number: 384,
    types: ['gastronomy', 'bar'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Jazz', 'Pop'],
    handle: 'sakura',
    menu: 'izakaya',
    about:
      'Petiscos japoneses, saquês e highballs em um izakaya acolhedor no bairro da Liberdade. Balcão com vista para a cozinha e karaokê às sextas.',
  },
  {
    name: 'Canto do Forró',
    label: 'Casa de forró',
    neighbourhood: 'Pinheiros',
    street: 'Rua Teodoro Sampaio',
    number: 1944,
    types: ['club', 'bar'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Forró', 'Mpb', 'Axé'],
    handle: 'forro',
    menu: 'boteco',
    about:
      'Forró pé de serra com trio ao vivo, aulas para iniciantes às quartas e muito xote até tarde. Chegue cedo para garantir lugar no salão.',
  },
  {
    name: 'Bar Esquina da República',
    neighbourhood: 'Centro',
    street: 'Rua Bento Freitas',
    number: 150,
    types: ['bar'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Mpb', 'Jazz', 'Samba'],
    handle: 'esquina',
    menu: 'boteco',
    inactive: true,
    about:
      'Bar clássico do centro, frequentado por artistas e boêmios desde os anos 70. Chopp, sanduíche de pernil e boa conversa.',
  },
  {
    name: 'Galpão Barra Funda',
    neighbourhood: 'Barra Funda',
    street: 'Rua Lopes Chaves',
    number: 480,
    types: ['club'],
    owner: 'bruno',
    plan: 'platina',
    styles: ['Eletrônica', 'Hip-hop', 'Rap'],
    handle: 'galpao',
    menu: 'club',
    about:
      'Antigo galpão industrial transformado em casa noturna, com duas pistas, pé-direito de 12 metros e line-up de música eletrônica e hip-hop.',
  },
  {
    name: 'Jazz na Laje',
    label: 'Bar de jazz',
    neighbourhood: 'Vila Mariana',
    street: 'Rua Joaquim Távora',
    number: 1020,
    types: ['bar', 'lounge'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Jazz', 'Blues', 'Mpb'],
    handle: 'jazzlaje',
    menu: 'wine',
    about:
      'Terraço aconchegante com jazz e blues ao vivo, vinhos selecionados e petiscos de autor. Noites de jam session abertas a músicos às terças.',
  },
  {
    name: 'Cantina Dona Giuseppina',
    neighbourhood: 'Bela Vista',
    street: 'Rua Rui Barbosa',
    number: 410,
    types: ['gastronomy'],
    owner: 'bruno',
    plan: 'premium',
    styles: ['Mpb', 'Jazz'],
    handle: 'giusepp',
    menu: 'italian',
    about:
      'Cantina italiana tradicional do Bixiga: massas frescas feitas à mão, molho de tomate da nonna e vinhos da casa. Música italiana ao vivo aos domingos.',
  },
  {
    name: 'Pizzaria Forno de Pedra',
    neighbourhood: 'Moema',
    street: 'Alameda dos Maracatins',
    number: 1217,
    types: ['gastronomy'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Mpb', 'Pop'],
    handle: 'forno',
    menu: 'pizzeria',
    about:
      'Pizzas de longa fermentação assadas no forno a lenha, com massa leve e ingredientes selecionados. Rodízio às segundas e quartas.',
  },
  {
    name: 'Hamburgueria Brasa Viva',
    neighbourhood: 'Vila Olímpia',
    street: 'Rua Gomes de Carvalho',
    number: 1180,
    types: ['gastronomy', 'pub'],
    owner: 'bruno',
    plan: 'premium',
    styles: ['Rock', 'Pop'],
    handle: 'brasa',
    menu: 'burger',
    about:
      'Hambúrgueres artesanais grelhados na brasa, batata rústica e milk-shakes. Chopp gelado em dobro no happy hour, de segunda a sexta.',
  },
  {
    name: 'Rooftop Céu Aberto',
    neighbourhood: 'Vila Olímpia',
    street: 'Rua Funchal',
    number: 418,
    types: ['lounge', 'bar'],
    owner: 'carla',
    plan: 'platina',
    styles: ['Eletrônica', 'Pop', 'Jazz'],
    handle: 'ceuaber',
    menu: 'lounge',
    about:
      'Vista panorâmica da cidade a 20 andares de altura, drinques autorais e DJ ao pôr do sol. Reservas de mesas e aniversários pelo WhatsApp.',
  },
  {
    name: 'Oásis Narguilé Lounge',
    neighbourhood: 'Tatuapé',
    street: 'Rua Itapura',
    number: 1100,
    types: ['lounge'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Hip-hop', 'Funk', 'Rap'],
    handle: 'oasis',
    menu: 'hookah',
    about:
      'Narguilés premium com mais de 40 essências, drinques e som ambiente em um espaço climatizado. Proibida a entrada de menores de 18 anos.',
  },
  {
    name: 'Botequim da Esquina',
    neighbourhood: 'Santana',
    street: 'Rua Voluntários da Pátria',
    number: 215,
    types: ['bar'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Samba', 'Sertanejo', 'Pagode'],
    handle: 'botequim',
    menu: 'boteco',
    about:
      'Botequim de bairro com cerveja trincando, porções generosas e transmissão de todos os jogos. Tradição na zona norte há mais de 30 anos.',
  },
  {
    name: 'Arena Sertaneja',
    label: 'Casa de shows',
    neighbourhood: 'Tatuapé',
    street: 'Rua Serra de Japi',
    number: 870,
    types: ['club', 'bar'],
    owner: 'bruno',
    plan: 'premium',
    styles: ['Sertanejo', 'Country', 'Forró'],
    handle: 'arenaser',
    menu: 'club',
    about:
      'Shows de sertanejo universitário e modão ao vivo, pista de dança e camarotes. A casa mais animada do Tatuapé de quinta a domingo.',
  },
  {
    name: 'Casa Maracatu',
    label: 'Casa de shows',
    neighbourhood: 'Barra Funda',
    street: 'Rua Brigadeiro Galvão',
    number: 290,
    types: ['club'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Axé', 'Forró', 'Samba'],
    handle: 'maracatu',
    menu: 'club',
    about:
      'Casa de shows dedicada à música brasileira: maracatu, axé, frevo e forró com bandas ao vivo e oficinas de percussão aos sábados à tarde.',
  },
  {
    name: 'Café Cultural Aurora',
    neighbourhood: 'Consolação',
    street: 'Rua Frei Caneca',
    number: 385,
    types: ['others', 'gastronomy'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Mpb', 'Jazz', 'Gospel'],
    handle: 'aurora',
    menu: 'cafe',
    about:
      'Café, livraria e palco: cafés especiais, bolos caseiros e saraus de poesia e música. Wi-fi rápido e tomadas em todas as mesas.',
  },
  {
    name: 'Adega Vinho & Prosa',
    neighbourhood: 'Moema',
    street: 'Avenida Ibirapuera',
    number: 2120,
    types: ['bar', 'gastronomy'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Jazz', 'Mpb'],
    handle: 'adegavp',
    menu: 'wine',
    about:
      'Adega com mais de 200 rótulos, tábuas de frios e queijos e música ao vivo às quintas. Sommelier na casa para ajudar na escolha.',
  },
  {
    name: 'Quintal do Seu Tonico',
    neighbourhood: 'Pinheiros',
    street: 'Rua Artur de Azevedo',
    number: 590,
    types: ['bar'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Samba', 'Mpb', 'Pagode'],
    handle: 'tonico',
    menu: 'boteco',
    about:
      'Quintal arborizado com mesas compartilhadas, petiscos mineiros e samba de raiz aos domingos. Espaço kids durante o dia.',
  },
  {
    name: 'Distorção Rock Bar',
    label: 'Rock bar',
    neighbourhood: 'Centro',
    street: 'Rua Major Sertório',
    number: 360,
    types: ['pub', 'bar'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Rock', 'Punk', 'Heavy metal'],
    handle: 'distorc',
    menu: 'pub',
    inactive: true,
    about: 'Bar de rock com palco aberto, jukebox e cerveja barata. Aqui o som é alto e a noite é longa.',
  },
  {
    name: 'Reggae Raiz Club',
    neighbourhood: 'Bela Vista',
    street: 'Rua Santo Antônio',
    number: 880,
    types: ['club'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Reggae', 'Rap', 'Hip-hop'],
    handle: 'reggae',
    menu: 'club',
    inactive: true,
    about: 'Sound system, bandas de reggae roots e drinques tropicais em clima de paz e amor.',
  },
  {
    name: 'Tap House Itaim',
    neighbourhood: 'Itaim Bibi',
    street: 'Rua Pedroso Alvarenga',
    number: 1010,
    types: ['pub'],
    owner: 'carla',
    plan: 'premium',
    styles: ['Rock', 'Blues', 'Pop'],
    handle: 'taphouse',
    menu: 'pub',
    about:
      'Torneiras self-service de cervejas artesanais, petiscos de boteco e telões para os jogos. Pague só o que beber, mililitro por mililitro.',
  },
  {
    name: 'Confeitaria Doce Noite',
    neighbourhood: 'Moema',
    street: 'Avenida Moema',
    number: 402,
    types: ['others', 'gastronomy'],
    owner: 'bruno',
    plan: 'basico',
    styles: ['Pop', 'Mpb'],
    handle: 'docenoit',
    menu: 'cafe',
    about:
      'Doces finos, bolos, cafés e drinques com chocolate para fechar a noite com açúcar. Aberta até a meia-noite todos os dias.',
  },
  {
    name: 'Choperia Santana',
    label: 'Choperia',
    neighbourhood: 'Santana',
    street: 'Rua Alfredo Pujol',
    number: 720,
    types: ['bar', 'pub'],
    owner: 'carla',
    plan: 'basico',
    styles: ['Sertanejo', 'Pagode', 'Samba'],
    handle: 'chopsant',
    menu: 'boteco',
    about:
      'Chopp claro e escuro na pressão, porções de frango a passarinho e pagode ao vivo às sextas. Estacionamento conveniado na esquina.',
  },
];
