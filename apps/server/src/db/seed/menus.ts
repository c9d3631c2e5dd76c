import type { MenuCategoryKey } from '../../modules/menu/catalogue.ts';
import type { Random } from './random.ts';
import type { MenuProfile } from './venues.ts';

type Pools = Partial<Record<MenuCategoryKey, readonly string[]>>;

/** Everyday items per category (each at most 40 characters, spec §5). */
export const MENU_ITEMS: Record<MenuCategoryKey, readonly string[]> = {
  drinks: [
    'Caipirinha de limão',
    'Caipirinha de maracujá',
    'Caipiroska de morango',
    'Gin tônica com especiarias',
    'Aperol Spritz',
    'Mojito',
    'Negroni',
    'Moscow Mule',
    'Cuba Libre',
    'Piña Colada',
    'Batida de coco',
    'Clericot de vinho branco',
  ],
  beers: [
    'Chopp Brahma 300 ml',
    'Chopp Brahma 500 ml',
    'Chopp escuro 300 ml',
    'Heineken long neck',
    'Original 600 ml',
    'Stella Artois long neck',
    'IPA artesanal 473 ml',
    'Weiss da casa 500 ml',
    'Pilsen da casa 300 ml',
    'Balde com 5 long necks',
  ],
  wines: [
    'Taça de vinho tinto da casa',
    'Taça de vinho branco da casa',
    'Malbec argentino (garrafa)',
    'Cabernet Sauvignon chileno (garrafa)',
    'Espumante brut nacional (garrafa)',
    'Taça de vinho rosé',
    'Sangria de vinho tinto (jarra)',
    'Carménère reserva (garrafa)',
  ],
  spirits: [
    'Dose de cachaça artesanal',
    'Dose de whisky 12 anos',
    'Dose de vodka importada',
    'Dose de tequila prata',
    'Dose de gin nacional',
    'Dose de rum envelhecido',
    'Combo vodka + 4 energéticos',
    'Licor de jabuticaba (dose)',
  ],
  'non-alcoholic': [
    'Refrigerante lata',
    'Água mineral sem gás',
    'Água mineral com gás',
    'Suco natural de laranja',
    'Suco de abacaxi com hortelã',
    'Limonada suíça',
    'Chá gelado da casa',
    'Energético 250 ml',
    'Água de coco',
    'Soda italiana de frutas vermelhas',
  ],
  appetizers: [
    'Porção de mandioca frita',
    'Batata frita com cheddar e bacon',
    'Bolinho de bacalhau (6 un.)',
    'Calabresa acebolada',
    'Frango a passarinho',
    'Pastel de queijo (6 un.)',
    'Torresmo pururuca',
    'Isca de tilápia',
    'Dadinho de tapioca',
    'Coxinha de frango (6 un.)',
    'Pão de alho',
    'Tábua de frios',
  ],
  food: [
    'Feijoada completa (sábado)',
    'Picanha na chapa para dois',
    'Filé à parmegiana',
    'Bife à cavalo',
    'Escondidinho de carne seca',
    'Baião de dois',
    'Moqueca de peixe',
    'Strogonoff de frango',
    'Salada Caesar com frango',
    'Prato feito do dia',
  ],
  burgers: [
    'Hambúrguer clássico 180 g',
    'Cheeseburger duplo',
    'X-Bacon',
    'X-Salada',
    'Smash burger',
    'Burger de costela com barbecue',
    'Burger vegetariano de grão-de-bico',
    'Burger com queijo coalho e melaço',
  ],
  pizzas: [
    'Pizza margherita',
    'Pizza de calabresa',
    'Pizza portuguesa',
    'Pizza quatro queijos',
    'Pizza de frango com catupiry',
    'Pizza de muçarela',
    'Pizza napolitana',
    'Pizza de rúcula com tomate seco',
    'Pizza de chocolate com morango',
  ],
  desserts: [
    'Pudim de leite condensado',
    'Petit gâteau com sorvete',
    'Brigadeiro de colher',
    'Mousse de maracujá',
    'Churros com doce de leite',
    'Torta de limão',
    'Romeu e Julieta',
    'Cheesecake de frutas vermelhas',
  ],
  coffee: [
    'Café expresso',
    'Café coado na hora',
    'Cappuccino',
    'Café com leite',
    'Mocha',
    'Chocolate quente',
    'Pão de queijo (porção)',
    'Café gelado com sorvete',
  ],
  hookah: [
    'Narguilé essência de menta',
    'Narguilé essência de uva',
    'Narguilé de melancia com menta',
    'Narguilé de frutas vermelhas',
    'Narguilé com base de gelo',
    'Rosh extra',
    'Troca de carvão',
  ],
};

/** Profile-specific items replacing the everyday ones for some categories. */
export const SPECIAL_MENU_ITEMS: Partial<Record<MenuProfile, Pools>> = {
  izakaya: {
    food: [
      'Guioza de porco (6 un.)',
      'Yakitori de frango',
      'Karaage com maionese de missô',
      'Lámen tonkotsu',
      'Missoshiru',
      'Sunomono',
      'Tempurá de legumes',
      'Onigiri de salmão',
    ],
    spirits: ['Saquê quente (dose)', 'Saquê gelado (garrafa 300 ml)', 'Shochu (dose)', 'Whisky japonês (dose)'],
    drinks: ['Highball de whisky', 'Caipirinha de lichia', 'Caipisaquê de kiwi', 'Umeshu com soda'],
    desserts: ['Mochi de morango', 'Dorayaki', 'Sorvete de chá verde'],
  },
  italian: {
    food: [
      'Nhoque ao sugo',
      'Lasanha à bolonhesa',
      'Fettuccine ao molho branco',
      'Polpettone à parmegiana',
      'Cannelloni de ricota',
      'Espaguete à carbonara',
      'Risoto de funghi',
      'Bruschetta de tomate e manjericão',
    ],
    desserts: ['Tiramisù', 'Cannoli siciliano', 'Panna cotta com calda de frutas', 'Zabaione'],
  },
  acai: {
    desserts: [
      'Açaí 300 ml com granola',
      'Açaí 500 ml com banana e leite ninho',
      'Cupuaçu na tigela',
      'Salada de frutas',
      'Brigadeiro de colher',
    ],
    food: ['Tapioca de queijo coalho', 'Sanduíche natural de frango', 'Wrap de atum', 'Crepioca de frango'],
    'non-alcoholic': ['Suco verde detox', 'Vitamina de abacate', 'Água de coco', 'Suco de laranja com acerola'],
  },
  cafe: {
    food: ['Quiche de alho-poró', 'Croissant de presunto e queijo', 'Torrada com ovos mexidos', 'Sopa do dia'],
    desserts: ['Bolo de cenoura com chocolate', 'Brownie com nozes', 'Torta de maçã', 'Brigadeiro gourmet'],
  },
  wine: {
    appetizers: [
      'Tábua de queijos nacionais',
      'Tábua de frios e embutidos',
      'Bruschetta de cogumelos',
      'Azeitonas temperadas',
      'Carpaccio com alcaparras',
    ],
  },
  hookah: {
    drinks: ['Gin tônica de frutas vermelhas', 'Caipiroska de kiwi', 'Drinque da casa', 'Mojito de maracujá'],
  },
};

/** Active categories per profile, in catalogue order. The others stay inactive, some with leftover items. */
const ACTIVE: Record<MenuProfile, readonly MenuCategoryKey[]> = {
  boteco: ['drinks', 'beers', 'spirits', 'non-alcoholic', 'appetizers', 'food'],
  pub: ['drinks', 'beers', 'spirits', 'non-alcoholic', 'appetizers', 'burgers'],
  club: ['drinks', 'beers', 'spirits', 'non-alcoholic'],
  lounge: ['drinks', 'wines', 'spirits', 'non-alcoholic', 'appetizers', 'hookah'],
  hookah: ['drinks', 'beers', 'non-alcoholic', 'appetizers', 'hookah'],
  italian: ['wines', 'non-alcoholic', 'food', 'desserts', 'coffee'],
  pizzeria: ['beers', 'wines', 'non-alcoholic', 'pizzas', 'desserts'],
  burger: ['drinks', 'beers', 'non-alcoholic', 'appetizers', 'burgers', 'desserts'],
  cafe: ['non-alcoholic', 'food', 'desserts', 'coffee'],
  acai: ['non-alcoholic', 'food', 'desserts', 'coffee'],
  izakaya: ['drinks', 'beers', 'spirits', 'non-alcoholic', 'food', 'desserts'],
  wine: ['drinks', 'wines', 'non-alcoholic', 'appetizers', 'desserts'],
};

export interface SeedMenuCategory {
  isActive: boolean;
  items: string[];
}

/** Usual prices in reais per category (from, to), as Brazilian venues charge them in 2026. */
const PRICES: Record<MenuCategoryKey, readonly [number, number]> = {
  drinks: [24, 42],
  beers: [12, 22],
  wines: [26, 38],
  spirits: [14, 32],
  'non-alcoholic': [7, 14],
  appetizers: [34, 72],
  food: [42, 96],
  burgers: [34, 52],
  pizzas: [62, 98],
  desserts: [18, 34],
  coffee: [7, 16],
  hookah: [60, 95],
};

/** Items whose price is not the category's usual one (bottles, buckets, big portions). */
const PRICE_RULES: readonly [RegExp, readonly [number, number]][] = [
  [/garrafa/i, [98, 240]],
  [/jarra/i, [69, 96]],
  [/balde|combo/i, [55, 320]],
  [/500 ml|600 ml|473 ml/i, [16, 32]],
  [/300 ml|long neck|lata/i, [9, 17]],
  [/água/i, [5, 9]],
];

/** "Caipirinha de limão" → "Caipirinha de limão — R$ 24" (or "R$ 24,90"), within the 40 characters of spec §5. */
export function withPrice(item: string, key: MenuCategoryKey, random: Random): string {
  const [from, to] = PRICE_RULES.find(([pattern]) => pattern.test(item))?.[1] ?? PRICES[key];
  const reais = random.int(from, to);
  const price = random.chance(0.3) ? `R$ ${reais},90` : `R$ ${reais}`;
  const candidates = [`${item} — ${price}`, `${item.replace(/\s*\(.*\)$/, '')} — ${price}`];
  return candidates.find((text) => text.length <= 40) ?? item;
}

/** The state of each catalogue category (by key) for a venue of this profile; items carry their price. */
export function menuFor(profile: MenuProfile, random: Random): Map<MenuCategoryKey, SeedMenuCategory> {
  const menu = new Map<MenuCategoryKey, SeedMenuCategory>();
  for (const key of ACTIVE[profile]) {
    const pool = SPECIAL_MENU_ITEMS[profile]?.[key] ?? MENU_ITEMS[key];
    const items = random
      .sample(pool, random.int(Math.min(4, pool.length), 7))
      .map((item) => withPrice(item, key, random));
    menu.set(key, { isActive: true, items });
  }
  return menu;
}
