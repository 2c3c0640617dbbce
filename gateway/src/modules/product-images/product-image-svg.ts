import { emojiForProduct } from './emoji-choice';
import { EMOJI_GRID, emojiBody } from './emoji-icons';

/** What a packshot is drawn from: the product as the catalogue knows it. */
export interface PackshotInput {
  name: string;
  brand: string | null;
  category: string | null;
}

export type PackageShape =
  'bottle' | 'can' | 'carton' | 'bag' | 'box' | 'jar' | 'spray' | 'tray' | 'fruit';

export interface Colours {
  main: string;
  dark: string;
  light: string;
  tint: string;
}

/** Muted shelf colours; a brand always gets the same one. */
const PALETTE = [
  '#d1495b',
  '#00798c',
  '#edae49',
  '#30638e',
  '#6a994e',
  '#8e5572',
  '#e07a2f',
  '#3d5a80',
  '#2a9d8f',
  '#9c6644',
  '#c44536',
  '#5b8e7d',
] as const;

/** Keywords of the (accent-free, lower-case) product name, checked in order: the first wins. */
const NAME_SHAPES: readonly [RegExp, PackageShape][] = [
  [/\b(atun|lata|cerveza)\b/, 'can'],
  [/\b(aerosol|desodorante)\b/, 'spray'],
  [/\b(aceite|agua|gaseosa|jugo|lavandina|detergente|shampoo)\b/, 'bottle'],
  [/\b(leche|yogur)\b/, 'carton'],
  [/\b(mayonesa|pure|queso|helado)\b/, 'jar'],
  [/\b(jamon|pollo|salchichas)\b/, 'tray'],
  [/\b(vegetales|mani)\b/, 'bag'],
  [
    /\b(te|manteca|galletitas|polvo|dental|chocolate|chicles|papel|esponja|huevos|jabon|pilas)\b/,
    'box',
  ],
];

const CATEGORY_SHAPES: readonly [RegExp, PackageShape][] = [
  [/^almacen/, 'bag'],
  [/^bebidas/, 'bottle'],
  [/^lacteos/, 'carton'],
  [/^limpieza/, 'spray'],
  [/^higiene/, 'bottle'],
  [/^panaderia/, 'bag'],
  [/^frutas|^verduras/, 'fruit'],
  [/^carnes/, 'tray'],
  [/^snacks/, 'bag'],
  [/^congelados/, 'box'],
];

const FRUIT_COLOURS: readonly [RegExp, string][] = [
  [/\btomate\b/, '#d9432f'],
  [/\bbanana\b/, '#f2c230'],
  [/\blimon\b/, '#9ccc3c'],
  [/\baguacate\b/, '#4f7a28'],
  [/\bcebolla\b/, '#b86b77'],
  [/\bpapa\b/, '#c49a6c'],
];

const TRAY_FILLS: readonly [RegExp, string][] = [
  [/\bjamon\b/, '#f2a7a7'],
  [/\bpollo\b/, '#f3d2b3'],
  [/\bsalchichas\b/, '#d98c6a'],
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function firstMatch<T>(rules: readonly [RegExp, T][], text: string): T | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

export function shapeFor(input: PackshotInput): PackageShape {
  const category = fold(input.category ?? '');
  // Produce is drawn as itself whatever its name says ("Papa blanca" is no bag).
  if (/^frutas|^verduras/.test(category)) return 'fruit';
  return (
    firstMatch(NAME_SHAPES, fold(input.name)) ?? firstMatch(CATEGORY_SHAPES, category) ?? 'box'
  );
}

/** FNV-1a: a stable small hash, so that colours never change between runs or machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (target - value) * amount)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

export function coloursFor(input: PackshotInput): Colours {
  const main = PALETTE[hash(input.brand ?? input.category ?? input.name) % PALETTE.length]!;
  return { main, dark: mix(main, 0, 0.35), light: mix(main, 255, 0.82), tint: mix(main, 255, 0.9) };
}

/** Characters XML 1.0 cannot carry at all (escaping does not help), dropped before escaping. */
// eslint-disable-next-line no-control-regex -- matching these control characters is the point
const XML_ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/gu;

export function escapeXml(value: string): string {
  return value
    .replace(XML_ILLEGAL, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
    );
}

/** "Arroz largo fino Don Anselmo 1 kg" → ["Arroz largo fino", "1 kg"]. */
export function splitName(name: string, brand: string | null): { title: string; size: string } {
  const at = brand ? name.indexOf(brand) : -1;
  if (!brand || at <= 0) return { title: name.trim(), size: '' };
  return { title: name.slice(0, at).trim(), size: name.slice(at + brand.length).trim() };
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Word-wraps into at most `lines` lines of `width` characters; the rest ends in an ellipsis. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    if (out.length === lines - 1) {
      out.push(clip(`${current} ${words.slice(i).join(' ')}`, width));
      return out;
    }
    out.push(current);
    current = word;
  }
  if (current) out.push(clip(current, width));
  return out.slice(0, lines);
}

interface Label {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The brand printed on the pack, sized to fit its label. */
function brandText(brand: string, label: Label, fill: string): string {
  const text = clip(brand, 18);
  const size = Math.max(9, Math.min(18, Math.floor((label.w - 16) / (text.length * 0.6))));
  return `<text x="${label.x + label.w / 2}" y="${label.y + label.h / 2 + size * 0.35}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`;
}

function labelRect(label: Label, fill: string): string {
  return `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="8" fill="${fill}"/>`;
}

const SHINE = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="8" height="${h}" rx="4" fill="#fff" opacity=".25"/>`;

function drawPack(shape: PackageShape, c: Colours, name: string): { art: string; label: Label } {
  switch (shape) {
    case 'bottle':
      return {
        art: `<rect x="181" y="42" width="38" height="24" rx="5" fill="${c.dark}"/><path d="M186 66h28v20c0 16 36 24 36 54v132a16 16 0 0 1-16 16h-68a16 16 0 0 1-16-16V140c0-30 36-38 36-54z" fill="${c.main}"/>${SHINE(162, 146, 124)}`,
        label: { x: 150, y: 176, w: 100, h: 64 },
      };
    case 'can':
      return {
        art: `<rect x="140" y="80" width="120" height="202" rx="16" fill="${c.main}"/><ellipse cx="200" cy="82" rx="60" ry="13" fill="#c9ced3"/><ellipse cx="200" cy="82" rx="46" ry="8" fill="#b0b6bc"/>${SHINE(152, 104, 160)}`,
        label: { x: 140, y: 150, w: 120, h: 66 },
      };
    case 'carton':
      return {
        art: `<rect x="160" y="50" width="80" height="16" rx="3" fill="${c.dark}"/><path d="M135 112l25-46h80l25 46z" fill="${c.dark}"/><rect x="135" y="110" width="130" height="178" rx="6" fill="${c.main}"/>`,
        label: { x: 145, y: 164, w: 110, h: 66 },
      };
    case 'bag':
      return {
        art: `<path d="M134 84h132c12 64 12 132 0 194a12 12 0 0 1-12 12H146a12 12 0 0 1-12-12c-12-62-12-130 0-194z" fill="${c.main}"/><rect x="126" y="62" width="148" height="26" rx="5" fill="${c.dark}"/><path d="M136 75h128" stroke="${c.light}" stroke-width="2" stroke-dasharray="6 6"/>`,
        label: { x: 148, y: 150, w: 104, h: 72 },
      };
    case 'jar':
      return {
        art: `<rect x="136" y="104" width="128" height="32" rx="7" fill="${c.dark}"/><path d="M144 136h112v134a18 18 0 0 1-18 18h-76a18 18 0 0 1-18-18z" fill="${c.main}"/>${SHINE(154, 150, 110)}`,
        label: { x: 144, y: 176, w: 112, h: 66 },
      };
    case 'spray':
      return {
        art: `<path d="M174 46h34l18 22v24h-52z" fill="${c.dark}"/><rect x="218" y="58" width="20" height="8" rx="3" fill="${c.dark}"/><rect x="160" y="90" width="80" height="198" rx="20" fill="${c.main}"/>${SHINE(170, 110, 150)}`,
        label: { x: 160, y: 170, w: 80, h: 66 },
      };
    case 'tray': {
      const meat = firstMatch(TRAY_FILLS, fold(name)) ?? '#e9a3a0';
      return {
        art: `<path d="M92 170h216l-16 104a14 14 0 0 1-14 12H122a14 14 0 0 1-14-12z" fill="${c.main}"/><ellipse cx="200" cy="172" rx="96" ry="34" fill="${meat}"/><ellipse cx="170" cy="162" rx="40" ry="12" fill="#fff" opacity=".35"/>`,
        label: { x: 146, y: 220, w: 108, h: 44 },
      };
    }
    case 'fruit': {
      const skin = firstMatch(FRUIT_COLOURS, fold(name)) ?? c.main;
      return {
        art: `<path d="M200 96c4-26 34-40 58-30-10 26-34 36-58 30z" fill="#4c8c2b"/><circle cx="200" cy="188" r="96" fill="${skin}"/><ellipse cx="164" cy="146" rx="28" ry="18" fill="#fff" opacity=".3"/>`,
        label: { x: 196, y: 214, w: 92, h: 36 },
      };
    }
    case 'box':
      return {
        art: `<path d="M124 98l32-26h124l-32 26z" fill="${c.light}"/><path d="M248 98l32-26v192l-32 26z" fill="${c.dark}"/><rect x="124" y="98" width="124" height="192" fill="${c.main}"/>`,
        label: { x: 134, y: 160, w: 104, h: 70 },
      };
  }
}

/** A size at the end of a name without a known brand: '… 500 g', '… caja x6'. */
export function trailingSize(name: string): string {
  return /(\d+(?:[.,]\d+)?\s?(?:kg|g|ml|l)|x\s?\d+)$/i.exec(name.trim())?.[1] ?? '';
}

/** The pack size as a shopper reads it on a shelf tag: '1 kg', '1,5 L', 'x6'. */
export function packSize(size: string): string {
  const count = /\bx\s?(\d+)\b/i.exec(size);
  return count ? `x${count[1]}` : clip(size, 8);
}

/**
 * A 400×400 packshot-style illustration of a product: a pack drawn from its category and name
 * in its brand's colours with the brand on its label, the product's own picture (from the
 * Fluent Emoji set, emoji-choice.ts) in front of it, and the pack size on a tag large enough
 * to read on a phone's card. The product's name is printed beside every picture, so it is not
 * repeated inside. Every text is XML-escaped and the drawing carries no script, link, style
 * sheet or external reference.
 */
export function renderPackshot(input: PackshotInput): string {
  const shape = shapeFor(input);
  const colours = coloursFor(input);
  const { art, label } = drawPack(shape, colours, input.name);
  const size = splitName(input.name, input.brand).size || trailingSize(input.name);
  const emoji = emojiForProduct(input.name, input.category);
  const picture = `<g transform="translate(196 150) scale(${190 / EMOJI_GRID})">${emojiBody(emoji)}</g>`;
  const tagText = size ? packSize(size) : '';
  const tagWidth = Math.max(96, tagText.length * 34 + 36);
  const tag = tagText
    ? `<rect x="12" y="12" width="${tagWidth}" height="84" rx="18" fill="${colours.dark}"/><text x="${12 + tagWidth / 2}" y="72" font-size="56" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(tagText)}</text>`
    : '';
  const brand = input.brand
    ? labelRect(label, shape === 'fruit' ? '#fff' : colours.light) +
      brandText(input.brand, label, colours.dark)
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" font-family="system-ui,sans-serif"><rect width="400" height="400" fill="${colours.tint}"/><ellipse cx="200" cy="352" rx="170" ry="14" fill="#000" opacity=".08"/><g transform="translate(-40 56)">${art}${brand}</g>${picture}${tag}</svg>`;
}
