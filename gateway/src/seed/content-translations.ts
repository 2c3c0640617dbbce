import { bannerImage } from './banner-image';

/**
 * English texts of the demo catalogue, for the innovation demo (`/innovacion`, en-US). Only
 * Mexico's catalogue carries them; every other shop shows its original Spanish text.
 */
export const TRANSLATED_LOCALE = 'en-US';

// The Checkout category keeps its name: it is found by it (SPEC §3) and never shown as a shelf.
export const CATEGORY_NAMES_EN: Readonly<Record<string, string>> = {
  Almacén: 'Pantry',
  Bebidas: 'Drinks',
  'Lácteos y huevos': 'Dairy and eggs',
  Limpieza: 'Cleaning',
  'Higiene personal': 'Personal care',
  Panadería: 'Bakery',
  'Frutas y verduras': 'Fruit and vegetables',
  'Carnes y embutidos': 'Meat and cold cuts',
  'Snacks y golosinas': 'Snacks and sweets',
  Congelados: 'Frozen food',
};

export const BANNER_TITLES_EN: Readonly<Record<string, string>> = {
  'Ofertas de la semana': 'Deals of the week',
  'Todo para el desayuno': 'Everything for breakfast',
  'Limpieza del hogar': 'Home cleaning',
  'Tu almacén de barrio, ahora en línea': 'Your neighbourhood store, now online',
  'Retira tu pedido a las 6pm en tu punto': 'Pick up your order at 6pm at your point',
};

export const PRODUCT_NAMES_EN: Readonly<Record<string, string>> = {
  'Arroz largo fino': 'Long-grain rice',
  'Fideos spaghetti': 'Spaghetti',
  'Harina de trigo 000': 'Wheat flour 000',
  'Azúcar refinada': 'Refined sugar',
  'Aceite de girasol': 'Sunflower oil',
  'Sal fina': 'Table salt',
  Lentejas: 'Lentils',
  'Frijoles negros': 'Black beans',
  'Atún en aceite': 'Tuna in oil',
  'Puré de tomate': 'Tomato purée',
  'Café molido': 'Ground coffee',
  'Yerba mate': 'Yerba mate',
  Mayonesa: 'Mayonnaise',
  'Avena en hojuelas': 'Rolled oats',
  'Agua mineral sin gas': 'Still mineral water',
  'Gaseosa cola': 'Cola soda',
  'Jugo de naranja': 'Orange juice',
  'Cerveza rubia lata': 'Lager beer can',
  'Té negro en saquitos': 'Black tea bags',
  'Leche entera': 'Whole milk',
  'Yogur bebible de frutilla': 'Strawberry drinking yogurt',
  'Queso fresco': 'Fresh cheese',
  Manteca: 'Butter',
  'Huevos blancos': 'White eggs',
  'Detergente lavavajillas': 'Dishwashing liquid',
  Lavandina: 'Bleach',
  'Jabón en polvo': 'Laundry powder',
  'Papel higiénico': 'Toilet paper',
  'Esponja multiuso': 'All-purpose sponge',
  Shampoo: 'Shampoo',
  'Jabón de tocador': 'Bath soap',
  'Pasta dental': 'Toothpaste',
  'Desodorante en aerosol': 'Spray deodorant',
  'Pan de molde blanco': 'White sliced bread',
  'Tortillas de maíz': 'Corn tortillas',
  'Tostadas de arroz': 'Rice crackers',
  'Papa blanca': 'White potato',
  'Tomate redondo': 'Round tomato',
  Cebolla: 'Onion',
  Banana: 'Banana',
  'Aguacate Hass': 'Hass avocado',
  Limón: 'Lime',
  'Jamón cocido feteado': 'Sliced cooked ham',
  'Salchichas de viena': 'Vienna sausages',
  'Pechuga de pollo': 'Chicken breast',
  'Papas fritas clásicas': 'Classic potato chips',
  'Chocolate con leche': 'Milk chocolate',
  'Galletitas rellenas de chocolate': 'Chocolate sandwich cookies',
  'Maní salado': 'Salted peanuts',
  'Hamburguesas de carne': 'Beef burgers',
  'Helado de vainilla': 'Vanilla ice cream',
  'Vegetales congelados': 'Frozen vegetables',
  'Pilas alcalinas AA': 'AA alkaline batteries',
  'Chicles de menta': 'Mint chewing gum',
  Encendedor: 'Lighter',
  'Combo oferta desayuno': 'Breakfast deal bundle',
  'Pack oferta limpieza': 'Cleaning deal pack',
};

const SIZE_WORDS_EN: readonly [RegExp, string][] = [
  [/^caja x/, 'box x'],
  [/^paquete x/, 'pack x'],
  [/^maple x/, 'tray x'],
  [/^por /, 'per '],
  [/^docena$/, 'dozen'],
  [/^pieza$/, 'piece'],
  [/^unidad$/, 'each'],
];

/** A size label in English: words translated, decimal commas as points ('1,5 L' → '1.5 L'). */
export function sizeLabelEn(label: string): string {
  let text = label.replace(/(\d),(\d)/g, '$1.$2');
  for (const [pattern, english] of SIZE_WORDS_EN) text = text.replace(pattern, english);
  return text;
}

/** The `translations` value of a demo product, or undefined when its name has no English. */
export function productTranslations(
  baseName: string,
  brand: string,
  sizeLabel: string,
): string | undefined {
  const name = PRODUCT_NAMES_EN[baseName];
  if (name === undefined) return undefined;
  return JSON.stringify({
    [TRANSLATED_LOCALE]: { name: `${name} ${brand} ${sizeLabelEn(sizeLabel)}` },
  });
}

/** The `translations` value of a row whose one visible text is `field`. */
export function textTranslations(
  table: Readonly<Record<string, string>>,
  original: string,
  field: 'name' | 'title',
): string | undefined {
  const text = table[original];
  return text === undefined
    ? undefined
    : JSON.stringify({ [TRANSLATED_LOCALE]: { [field]: text } });
}

/** A demo banner's English title and its picture, which carries that title drawn in. */
export function bannerTranslations(title: string, theme: string): string | undefined {
  const english = BANNER_TITLES_EN[title];
  return english === undefined
    ? undefined
    : JSON.stringify({
        [TRANSLATED_LOCALE]: { title: english, image: bannerImage(english, theme) },
      });
}

const CAPITALS_EN: Readonly<Record<string, string>> = { 'Ciudad de México': 'Mexico City' };
const AREAS_EN = { Centro: 'Downtown', Norte: 'North', Sur: 'South' } as const;

/** The English name of a demo pickup point ('Punto de retiro Ciudad de México Norte'). */
export function pickupPointTranslations(capital: string, area: keyof typeof AREAS_EN): string {
  const name = `${CAPITALS_EN[capital] ?? capital} ${AREAS_EN[area]} pickup point`;
  return JSON.stringify({ [TRANSLATED_LOCALE]: { name } });
}
