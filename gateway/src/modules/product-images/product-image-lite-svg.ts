import { coloursFor, shapeFor, type PackageShape, type PackshotInput } from './product-image-svg';

/** One flat outline per pack: the shape a shopper recognises, without its details. */
const SILHOUETTES: Record<PackageShape, string> = {
  bottle: '<path d="M184 50h32v40l34 40v158H150V130l34-40z"/>',
  can: '<rect x="140" y="80" width="120" height="208" rx="16"/>',
  carton: '<path d="M135 112l25-62h80l25 62v176H135z"/>',
  bag: '<rect x="130" y="64" width="140" height="224" rx="12"/>',
  jar: '<rect x="140" y="104" width="120" height="184" rx="16"/>',
  spray: '<path d="M174 46h34l18 22v24h14v196h-80V92h14z"/>',
  tray: '<path d="M92 170h216l-16 118H108z"/>',
  fruit: '<circle cx="200" cy="188" r="96"/>',
  box: '<rect x="124" y="80" width="152" height="208"/>',
};

/**
 * The low-data packshot: the same 400×400 frame, tint and pack colour as renderPackshot, with a
 * flat silhouette and no captions (the product's name is printed next to every picture), so it
 * weighs a fraction of the full drawing. Nothing of the product's text goes into it.
 */
export function renderLitePackshot(input: PackshotInput): string {
  const { main, tint } = coloursFor(input);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${tint}"/><g fill="${main}">${SILHOUETTES[shapeFor(input)]}</g></svg>`;
}
