/** Raw material of the demo catalogues: products × brands × sizes, priced per country. */

export interface SizeOption {
  label: string;
  unit: 'unidad' | 'caja' | 'paquete' | 'pieza' | 'docena' | 'gr' | 'kg' | 'ml';
  scale?: number;
  /** The purchase measure shown in the cart, e.g. 'gr' (kg from 1000). */
  measure?: 'gr' | 'kg' | 'ml' | 'unidad';
  /** Relative to the base price. */
  factor: number;
}

export interface BaseProduct {
  name: string;
  category: string;
  /** Base price in US dollars before the country factor. */
  usd: number;
  brands: readonly string[];
  sizes: readonly SizeOption[];
  notes?: string;
}

export const CATEGORY_NAMES = [
  'Almacén',
  'Bebidas',
  'Lácteos y huevos',
  'Limpieza',
  'Higiene personal',
  'Panadería',
  'Frutas y verduras',
  'Carnes y embutidos',
  'Snacks y golosinas',
  'Congelados',
  'Checkout',
] as const;

export const BRAND_NAMES = [
  'Don Anselmo',
  'La Huerta',
  'Campo Verde',
  'Doña Rosa',
  'El Molino',
  'Sol de Oro',
  'Del Valle Lácteos',
  'Brillo',
  'Frescura',
  'Dulce Hogar',
  'Tres Cerros',
  'Río Claro',
  'La Granja',
  'Estrella Andina',
  'Nativa',
] as const;

const u = (label: string, factor = 1): SizeOption => ({ label, unit: 'unidad', factor });
const box = (count: number, factor: number): SizeOption => ({
  label: `caja x${count}`,
  unit: 'caja',
  scale: count,
  factor,
});
const pack = (count: number, factor: number): SizeOption => ({
  label: `paquete x${count}`,
  unit: 'paquete',
  scale: count,
  factor,
});

export const BASE_PRODUCTS: readonly BaseProduct[] = [
  {
    name: 'Arroz largo fino',
    category: 'Almacén',
    usd: 1.4,
    brands: ['Don Anselmo', 'El Molino'],
    sizes: [u('1 kg'), u('500 g', 0.55)],
  },
  {
    name: 'Fideos spaghetti',
    category: 'Almacén',
    usd: 0.9,
    brands: ['Don Anselmo', 'El Molino'],
    sizes: [u('500 g'), pack(4, 3.6)],
  },
  {
    name: 'Harina de trigo 000',
    category: 'Almacén',
    usd: 0.8,
    brands: ['El Molino', 'Campo Verde'],
    sizes: [u('1 kg')],
  },
  {
    name: 'Azúcar refinada',
    category: 'Almacén',
    usd: 1.1,
    brands: ['Sol de Oro', 'Dulce Hogar'],
    sizes: [u('1 kg'), u('500 g', 0.55)],
  },
  {
    name: 'Aceite de girasol',
    category: 'Almacén',
    usd: 2.6,
    brands: ['Sol de Oro', 'Campo Verde'],
    sizes: [u('900 ml'), u('1,5 L', 1.55)],
  },
  {
    name: 'Sal fina',
    category: 'Almacén',
    usd: 0.5,
    brands: ['Río Claro', 'Don Anselmo'],
    sizes: [u('500 g')],
  },
  {
    name: 'Lentejas',
    category: 'Almacén',
    usd: 1.3,
    brands: ['Campo Verde', 'Nativa'],
    sizes: [u('500 g')],
  },
  {
    name: 'Frijoles negros',
    category: 'Almacén',
    usd: 1.6,
    brands: ['Campo Verde', 'Nativa'],
    sizes: [u('1 kg'), u('500 g', 0.55)],
  },
  {
    name: 'Atún en aceite',
    category: 'Almacén',
    usd: 1.7,
    brands: ['Río Claro', 'Estrella Andina'],
    sizes: [u('170 g'), pack(3, 2.8)],
  },
  {
    name: 'Puré de tomate',
    category: 'Almacén',
    usd: 0.9,
    brands: ['La Huerta', 'Doña Rosa'],
    sizes: [u('520 g')],
  },
  {
    name: 'Café molido',
    category: 'Almacén',
    usd: 3.9,
    brands: ['Tres Cerros', 'Estrella Andina'],
    sizes: [u('250 g'), u('500 g', 1.9)],
  },
  {
    name: 'Yerba mate',
    category: 'Almacén',
    usd: 3.2,
    brands: ['Doña Rosa', 'Tres Cerros'],
    sizes: [u('1 kg'), u('500 g', 0.55)],
  },
  {
    name: 'Mayonesa',
    category: 'Almacén',
    usd: 1.5,
    brands: ['Doña Rosa', 'La Granja'],
    sizes: [u('250 g'), u('500 g', 1.8)],
  },
  {
    name: 'Avena en hojuelas',
    category: 'Almacén',
    usd: 1.2,
    brands: ['Nativa', 'Campo Verde'],
    sizes: [u('400 g')],
  },
  {
    name: 'Agua mineral sin gas',
    category: 'Bebidas',
    usd: 0.8,
    brands: ['Río Claro', 'Estrella Andina'],
    sizes: [u('1,5 L'), box(6, 4.5)],
  },
  {
    name: 'Gaseosa cola',
    category: 'Bebidas',
    usd: 1.9,
    brands: ['Tres Cerros', 'Sol de Oro'],
    sizes: [u('2,25 L'), box(6, 10.5)],
  },
  {
    name: 'Jugo de naranja',
    category: 'Bebidas',
    usd: 1.6,
    brands: ['La Huerta', 'Frescura'],
    sizes: [u('1 L')],
  },
  {
    name: 'Cerveza rubia lata',
    category: 'Bebidas',
    usd: 1.1,
    brands: ['Tres Cerros', 'Estrella Andina'],
    sizes: [u('473 ml'), pack(6, 6)],
    notes: 'Venta solo a mayores de 18 años.',
  },
  {
    name: 'Té negro en saquitos',
    category: 'Bebidas',
    usd: 1.2,
    brands: ['Doña Rosa', 'Nativa'],
    sizes: [{ label: 'caja x25', unit: 'caja', scale: 25, factor: 1 }],
  },
  {
    name: 'Leche entera',
    category: 'Lácteos y huevos',
    usd: 1.1,
    brands: ['Del Valle Lácteos', 'La Granja'],
    sizes: [u('1 L'), box(12, 11.5)],
  },
  {
    name: 'Yogur bebible de frutilla',
    category: 'Lácteos y huevos',
    usd: 1.8,
    brands: ['Del Valle Lácteos', 'La Granja'],
    sizes: [u('1 L')],
  },
  {
    name: 'Queso fresco',
    category: 'Lácteos y huevos',
    usd: 0.9,
    brands: ['Del Valle Lácteos', 'La Granja'],
    sizes: [{ label: 'por 100 gr', unit: 'gr', scale: 100, measure: 'gr', factor: 1 }],
  },
  {
    name: 'Manteca',
    category: 'Lácteos y huevos',
    usd: 2.1,
    brands: ['Del Valle Lácteos', 'La Granja'],
    sizes: [u('200 g')],
  },
  {
    name: 'Huevos blancos',
    category: 'Lácteos y huevos',
    usd: 2.4,
    brands: ['La Granja', 'Campo Verde'],
    sizes: [
      { label: 'docena', unit: 'docena', scale: 12, factor: 1 },
      { label: 'maple x30', unit: 'unidad', factor: 2.3 },
    ],
  },
  {
    name: 'Detergente lavavajillas',
    category: 'Limpieza',
    usd: 1.7,
    brands: ['Brillo', 'Frescura'],
    sizes: [{ label: '750 ml', unit: 'ml', scale: 750, measure: 'ml', factor: 1 }],
  },
  {
    name: 'Lavandina',
    category: 'Limpieza',
    usd: 1.0,
    brands: ['Brillo', 'Frescura'],
    sizes: [u('1 L'), u('2 L', 1.8)],
  },
  {
    name: 'Jabón en polvo',
    category: 'Limpieza',
    usd: 3.4,
    brands: ['Brillo', 'Frescura'],
    sizes: [u('800 g')],
  },
  {
    name: 'Papel higiénico',
    category: 'Limpieza',
    usd: 2.2,
    brands: ['Dulce Hogar', 'Frescura'],
    sizes: [pack(4, 1), pack(12, 2.8)],
  },
  {
    name: 'Esponja multiuso',
    category: 'Limpieza',
    usd: 0.7,
    brands: ['Brillo'],
    sizes: [u('unidad'), pack(3, 1.9)],
  },
  {
    name: 'Shampoo',
    category: 'Higiene personal',
    usd: 3.1,
    brands: ['Frescura', 'Nativa'],
    sizes: [u('400 ml')],
  },
  {
    name: 'Jabón de tocador',
    category: 'Higiene personal',
    usd: 0.8,
    brands: ['Frescura', 'Dulce Hogar'],
    sizes: [u('125 g'), pack(3, 2.6)],
  },
  {
    name: 'Pasta dental',
    category: 'Higiene personal',
    usd: 1.6,
    brands: ['Frescura', 'Nativa'],
    sizes: [u('90 g')],
  },
  {
    name: 'Desodorante en aerosol',
    category: 'Higiene personal',
    usd: 2.8,
    brands: ['Frescura', 'Nativa'],
    sizes: [u('150 ml')],
  },
  {
    name: 'Pan de molde blanco',
    category: 'Panadería',
    usd: 2.0,
    brands: ['El Molino', 'Dulce Hogar'],
    sizes: [u('550 g')],
  },
  {
    name: 'Tortillas de maíz',
    category: 'Panadería',
    usd: 1.2,
    brands: ['El Molino', 'Doña Rosa'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }, pack(30, 0.9)],
  },
  {
    name: 'Tostadas de arroz',
    category: 'Panadería',
    usd: 1.4,
    brands: ['Nativa', 'El Molino'],
    sizes: [u('150 g')],
  },
  {
    name: 'Papa blanca',
    category: 'Frutas y verduras',
    usd: 1.0,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }],
  },
  {
    name: 'Tomate redondo',
    category: 'Frutas y verduras',
    usd: 1.5,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }],
  },
  {
    name: 'Cebolla',
    category: 'Frutas y verduras',
    usd: 1.1,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }],
  },
  {
    name: 'Banana',
    category: 'Frutas y verduras',
    usd: 1.3,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }],
  },
  {
    name: 'Aguacate Hass',
    category: 'Frutas y verduras',
    usd: 0.9,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [{ label: 'pieza', unit: 'pieza', factor: 1 }],
  },
  {
    name: 'Limón',
    category: 'Frutas y verduras',
    usd: 1.2,
    brands: ['La Huerta'],
    sizes: [
      { label: 'kg', unit: 'kg', measure: 'kg', factor: 1 },
      { label: 'docena', unit: 'docena', scale: 12, factor: 0.8 },
    ],
  },
  {
    name: 'Jamón cocido feteado',
    category: 'Carnes y embutidos',
    usd: 1.6,
    brands: ['La Granja', 'Tres Cerros'],
    sizes: [{ label: 'por 200 gr', unit: 'gr', scale: 200, measure: 'gr', factor: 1 }],
  },
  {
    name: 'Salchichas de viena',
    category: 'Carnes y embutidos',
    usd: 1.9,
    brands: ['La Granja', 'Tres Cerros'],
    sizes: [pack(6, 1), pack(12, 1.85)],
  },
  {
    name: 'Pechuga de pollo',
    category: 'Carnes y embutidos',
    usd: 5.2,
    brands: ['La Granja', 'Campo Verde'],
    sizes: [{ label: 'kg', unit: 'kg', measure: 'kg', factor: 1 }],
  },
  {
    name: 'Papas fritas clásicas',
    category: 'Snacks y golosinas',
    usd: 1.5,
    brands: ['Sol de Oro', 'Tres Cerros'],
    sizes: [u('150 g'), u('300 g', 1.8)],
  },
  {
    name: 'Chocolate con leche',
    category: 'Snacks y golosinas',
    usd: 1.4,
    brands: ['Dulce Hogar', 'Estrella Andina'],
    sizes: [u('100 g')],
  },
  {
    name: 'Galletitas rellenas de chocolate',
    category: 'Snacks y golosinas',
    usd: 1.0,
    brands: ['Dulce Hogar', 'El Molino'],
    sizes: [u('118 g'), pack(3, 2.7)],
  },
  {
    name: 'Maní salado',
    category: 'Snacks y golosinas',
    usd: 1.1,
    brands: ['Sol de Oro', 'Nativa'],
    sizes: [u('200 g')],
  },
  {
    name: 'Hamburguesas de carne',
    category: 'Congelados',
    usd: 4.2,
    brands: ['La Granja', 'Tres Cerros'],
    sizes: [box(4, 1)],
  },
  {
    name: 'Helado de vainilla',
    category: 'Congelados',
    usd: 3.6,
    brands: ['Del Valle Lácteos', 'Dulce Hogar'],
    sizes: [u('1 L')],
  },
  {
    name: 'Vegetales congelados',
    category: 'Congelados',
    usd: 2.2,
    brands: ['La Huerta', 'Campo Verde'],
    sizes: [u('500 g')],
  },
  {
    name: 'Pilas alcalinas AA',
    category: 'Checkout',
    usd: 2.5,
    brands: ['Estrella Andina'],
    sizes: [pack(2, 1), pack(4, 1.8)],
  },
  {
    name: 'Chicles de menta',
    category: 'Checkout',
    usd: 0.6,
    brands: ['Dulce Hogar'],
    sizes: [u('unidad'), box(20, 10)],
  },
  {
    name: 'Encendedor',
    category: 'Checkout',
    usd: 0.8,
    brands: ['Estrella Andina'],
    sizes: [u('unidad')],
  },
  // The "Ofertas de la semana" banner links to `?q=oferta`: these are what it finds. Kept last
  // so that the discounts and limits the seed spreads by position stay on the same products.
  {
    name: 'Combo oferta desayuno',
    category: 'Almacén',
    usd: 4.5,
    brands: ['Doña Rosa'],
    sizes: [u('unidad')],
    notes: 'Café, avena y galletitas a precio de oferta.',
  },
  {
    name: 'Pack oferta limpieza',
    category: 'Limpieza',
    usd: 5.2,
    brands: ['Brillo'],
    sizes: [u('unidad')],
    notes: 'Lavandina, detergente y esponja a precio de oferta.',
  },
];

/** Rough purchasing-power multipliers from US dollars to each country's currency. */
export const PRICE_FACTOR: Record<number, number> = {
  1: 950,
  2: 18,
  180: 3.7,
  46: 3900,
  59: 1,
  95: 24.5,
  61: 1,
  257: 3.7,
};

/** Rounds a local price the way shops label them: coarse in high-denomination currencies. */
export function shelfPrice(value: number, countryId: number): number {
  const factor = PRICE_FACTOR[countryId] ?? 1;
  if (factor >= 500) return Math.max(10, Math.round(value / 10) * 10);
  if (factor >= 10) return Math.max(0.5, Math.round(value * 2) / 2);
  return Math.max(0.05, Math.round(value * 20) / 20);
}

/** Small deterministic PRNG so that every seed produces the same catalogue. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
