// The packshots the gateway draws live at `/images/products/<version>/<id>.svg`; each has a
// lighter twin for low-data mode at `<id>.lite.svg`. The pictures of the bundled icon set (a
// category's) live at `/images/icons/<version>/<name>.svg`. Each drawing is also served as a
// WebP bitmap at a few fixed widths, `<name>.w<width>.webp`: a browser decodes a bitmap off its
// main thread, where an SVG picture is laid out and painted on it, text and all (on a cheap
// phone, the largest part of the shop page's main-thread work once its script is lean). The
// gateway serves these names and the storefront picks one, so their shape is defined here once.

export const LITE_IMAGE_SUFFIX = '.lite.svg';

/** A gateway drawing's URL without `.svg`: a packshot's (group 1 set) or an icon's. */
const DRAWING_URL =
  /^\/images\/(?:(products)\/[^/?#]+\/[1-9]\d*|icons\/[^/?#]+\/[a-z\d-]+)(?=\.svg$)/;

/** The widths the gateway draws bitmaps at: a few, so that each is drawn once and cached. */
export const RASTER_IMAGE_WIDTHS = [80, 160, 320, 480] as const;
export type RasterImageWidth = (typeof RASTER_IMAGE_WIDTHS)[number];

/**
 * The low-data twin of a gateway packshot URL. Any other picture (a banner, an address on
 * another host, an already lite URL) is returned as it is: there is no lighter copy to ask for.
 */
export function liteProductImageUrl(src: string): string {
  const drawing = DRAWING_URL.exec(src);
  return drawing?.[1] ? `${drawing[0]}${LITE_IMAGE_SUFFIX}` : src;
}

/** The `.w<width>.webp` name's suffix: what the gateway parses back. */
export function rasterImageSuffix(width: RasterImageWidth): string {
  return `.w${width}.webp`;
}

/**
 * The WebP bitmap of a gateway drawing (a packshot, an icon) at `width` pixels, or null for any
 * other picture (a lite drawing, a banner, an address on another host), which is used as it is.
 */
export function rasterImageUrl(src: string, width: RasterImageWidth): string | null {
  const drawing = DRAWING_URL.exec(src);
  return drawing ? `${drawing[0]}${rasterImageSuffix(width)}` : null;
}

export interface ImageSources {
  src: string;
  /** Bitmaps by width, for the browser to pick with `sizes`; absent for a picture used as it is. */
  srcSet?: string;
}

/**
 * What an `<img>` asks for to show `src` about `width` pixels wide: for a gateway drawing, its
 * bitmap of that width and the next one up, for screens of two or three device pixels per CSS
 * pixel (`src` the smaller, for a browser without srcset); any other picture as it is.
 */
export function imageSources(src: string, width: RasterImageWidth): ImageSources {
  const bitmap = rasterImageUrl(src, width);
  if (bitmap === null) return { src };
  const larger = RASTER_IMAGE_WIDTHS[RASTER_IMAGE_WIDTHS.indexOf(width) + 1];
  return {
    src: bitmap,
    srcSet: `${bitmap} ${width}w${larger ? `, ${rasterImageUrl(src, larger)} ${larger}w` : ''}`,
  };
}
