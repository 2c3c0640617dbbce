import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { RasterImageWidth } from '@barrio/shared/domain';

// The drawings' text (a brand, a pack size) is set in DejaVu Sans, shipped as a package: the
// same letters on every machine, with or without fonts installed, and no system font lookup.
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONT_FILES = [fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')];

/**
 * Lossy, at a quality where flat drawings show no visible artefacts on a phone: a card's 160 px
 * packshot weighs about 1.7 KB (lossless 2.3 KB, quality 80 2.4 KB; the SVG, brotli, 1 KB).
 */
const WEBP_QUALITY = 60;
/** sharp's slowest, smallest encoding: each bitmap is drawn once and cached. */
const WEBP_EFFORT = 6;

export interface RasterImage {
  webp: Buffer;
  /** Strong validator: a digest of the exact bytes served. */
  etag: string;
}

/**
 * An SVG drawing as a WebP bitmap `width` pixels wide. Drawn off the event loop (resvg's and
 * sharp's own threads), so a page of pictures drawn for the first time delays no other request.
 */
export async function rasterize(svg: string, width: RasterImageWidth): Promise<RasterImage> {
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  const webp = await sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4 },
  })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
  return { webp, etag: `"${createHash('sha256').update(webp).digest('base64url').slice(0, 27)}"` };
}

/**
 * Bitmaps drawn, least recently used first out, keyed by what they are drawn from. Concurrent
 * requests for one bitmap share its drawing; a drawing that fails is not kept.
 */
export class RasterCache {
  private readonly entries = new Map<string, Promise<RasterImage>>();

  constructor(private readonly capacity = 4000) {}

  get size(): number {
    return this.entries.size;
  }

  draw(key: string, svg: () => string, width: RasterImageWidth): Promise<RasterImage> {
    const entryKey = `${width} ${key}`;
    const cached = this.entries.get(entryKey);
    if (cached) {
      this.entries.delete(entryKey);
      this.entries.set(entryKey, cached);
      return cached;
    }
    const drawing = rasterize(svg(), width);
    this.entries.set(entryKey, drawing);
    drawing.catch(() => this.entries.delete(entryKey));
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return drawing;
  }
}
