/**
 * Which picture of the Fluent Emoji set (MIT, see FLUENT-EMOJI-LICENSE.txt) stands for a
 * product or a category. The names are the set's own; `scripts/extract-emoji.mjs` copies
 * exactly these drawings from the npm package into emoji-icons.json.
 */

/** Keywords of the accent-free, lower-case product name, checked in order: the first wins. */
export const PRODUCT_EMOJI: readonly [RegExp, string][] = [
  [/\bpapas fritas\b/, 'french-fries'],
  [/\bgalletitas\b/, 'cookie'],
  [/\btostadas\b/, 'rice-cracker'],
  [/\bpure de tomate\b/, 'tomato'],
  [/\bjugo de naranja\b/, 'tangerine'],
  [/\byogur\b/, 'strawberry'],
  [/\bjabon en polvo\b/, 'bubbles'],
  [/\bjabon\b/, 'soap'],
  [/\barroz\b/, 'cooked-rice'],
  [/\bfideos\b/, 'spaghetti'],
  [/\bharina\b/, 'sheaf-of-rice'],
  [/\bazucar\b/, 'candy'],
  [/\baceite\b/, 'olive'],
  [/\bsal\b/, 'salt'],
  [/\b(lentejas|frijoles)\b/, 'beans'],
  [/\batun\b/, 'fish'],
  [/\bcafe\b/, 'hot-beverage'],
  [/\byerba\b/, 'herb'],
  [/\bmayonesa\b/, 'sandwich'],
  [/\bavena\b/, 'bowl-with-spoon'],
  [/\bagua\b/, 'droplet'],
  [/\bgaseosa\b/, 'cup-with-straw'],
  [/\bcerveza\b/, 'beer-mug'],
  [/\bte\b/, 'teacup-without-handle'],
  [/\bleche\b/, 'glass-of-milk'],
  [/\bqueso\b/, 'cheese-wedge'],
  [/\bmanteca\b/, 'butter'],
  [/\bhuevos\b/, 'egg'],
  [/\bdetergente\b/, 'bubbles'],
  [/\blavandina\b/, 'bucket'],
  [/\bpapel\b/, 'roll-of-paper'],
  [/\besponja\b/, 'sponge'],
  [/\bshampoo\b/, 'lotion-bottle'],
  [/\bdental\b/, 'toothbrush'],
  [/\bdesodorante\b/, 'sparkles'],
  [/\bpan\b/, 'bread'],
  [/\btortillas\b/, 'flatbread'],
  [/\bpapa\b/, 'potato'],
  [/\btomate\b/, 'tomato'],
  [/\bcebolla\b/, 'onion'],
  [/\bbanana\b/, 'banana'],
  [/\baguacate\b/, 'avocado'],
  [/\blimon\b/, 'lemon'],
  [/\bjamon\b/, 'bacon'],
  [/\bsalchichas\b/, 'hot-dog'],
  [/\bpollo\b/, 'poultry-leg'],
  [/\bchocolate\b/, 'chocolate-bar'],
  [/\bmani\b/, 'peanuts'],
  [/\bhamburguesas\b/, 'hamburger'],
  [/\bhelado\b/, 'soft-ice-cream'],
  [/\bvegetales\b/, 'broccoli'],
  [/\bpilas\b/, 'battery'],
  [/\bchicles\b/, 'lollipop'],
  [/\bencendedor\b/, 'fire'],
  [/\bdesayuno\b/, 'croissant'],
  [/\blimpieza\b/, 'broom'],
];

/** The accent-free, lower-case category name's start: its picture. */
export const CATEGORY_EMOJI: readonly [RegExp, string][] = [
  [/^almacen/, 'canned-food'],
  [/^bebidas/, 'cup-with-straw'],
  [/^lacteos/, 'glass-of-milk'],
  [/^limpieza/, 'broom'],
  [/^higiene/, 'soap'],
  [/^panaderia/, 'bread'],
  [/^frutas|^verduras/, 'red-apple'],
  [/^carnes/, 'cut-of-meat'],
  [/^snacks/, 'popcorn'],
  [/^congelados/, 'ice-cream'],
  [/^checkout/, 'shopping-cart'],
];

/** Anything the rules above do not name. */
export const FALLBACK_EMOJI = 'shopping-bags';

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function firstMatch(rules: readonly [RegExp, string][], text: string): string | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

/** The product's own picture, else its category's, else the shopping bags. */
export function emojiForProduct(name: string, category: string | null): string {
  return (
    firstMatch(PRODUCT_EMOJI, fold(name)) ??
    (category ? firstMatch(CATEGORY_EMOJI, fold(category)) : undefined) ??
    FALLBACK_EMOJI
  );
}

export function emojiForCategory(name: string): string {
  return firstMatch(CATEGORY_EMOJI, fold(name)) ?? FALLBACK_EMOJI;
}

/** Every name the storefront may draw, for the extraction script. */
export const ALL_EMOJI = [
  ...new Set([
    ...PRODUCT_EMOJI.map(([, name]) => name),
    ...CATEGORY_EMOJI.map(([, name]) => name),
    FALLBACK_EMOJI,
  ]),
].sort();
