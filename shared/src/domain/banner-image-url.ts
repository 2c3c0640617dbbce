// A banner the shop stored as an SVG drawing (the demo's carry their title drawn in) is served by
// the gateway at `/images/banners/<banner id>/<digest>.svg`, the digest naming the drawing's
// exact version (each locale's banner has its own), and as WebP bitmaps at a few widths,
// `<digest>.w<width>.webp`. A browser lays out and paints an SVG picture on its main thread,
// text and all; a bitmap it decodes apart. The gateway serves these names and the storefront
// picks one, so their shape is defined here once.

import { rasterImageSuffix, type ImageSources } from './product-image-url';

/**
 * The widths the gateway draws a banner at: a phone's strip (412 CSS px at 1.75 device pixels
 * is 721), a sharp phone's and a desktop's (1 166 CSS px). The smallest is low-data mode's.
 */
export const BANNER_IMAGE_WIDTHS = [480, 800, 1200] as const;
export type BannerImageWidth = (typeof BANNER_IMAGE_WIDTHS)[number];

/** The digest naming a drawing's version: base64url, so that it sits in a path as it is. */
export const BANNER_DIGEST = /^[A-Za-z0-9_-]{22}$/;

/** A gateway banner drawing's URL without `.svg`. */
const BANNER_DRAWING_URL = /^\/images\/banners\/[1-9]\d*\/[A-Za-z0-9_-]{22}(?=\.svg$)/;

/** The URL of banner `bannerId`'s drawing of version `digest`. */
export function bannerImageUrl(bannerId: number, digest: string): string {
  return `/images/banners/${bannerId}/${digest}.svg`;
}

/**
 * How wide a banner shows: the whole width of a phone, the page's column on a desktop. Close
 * enough for the browser to pick between widths this far apart.
 */
export const BANNER_IMAGE_SIZES = '(min-width: 1200px) 1166px, 100vw';

/**
 * What an `<img>` asks for to show banner picture `src`: for a gateway drawing, its bitmaps for
 * the browser to pick from (only the smallest in low-data mode); any other picture as it is.
 */
export function bannerImageSources(src: string, lowData: boolean): ImageSources {
  const drawing = BANNER_DRAWING_URL.exec(src)?.[0];
  if (drawing === undefined) return { src };
  const bitmap = (width: BannerImageWidth) => `${drawing}${rasterImageSuffix(width)}`;
  if (lowData) return { src: bitmap(BANNER_IMAGE_WIDTHS[0]) };
  return {
    src: bitmap(800),
    srcSet: BANNER_IMAGE_WIDTHS.map((width) => `${bitmap(width)} ${width}w`).join(', '),
  };
}
