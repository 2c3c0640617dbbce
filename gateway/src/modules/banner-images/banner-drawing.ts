import { createHash } from 'node:crypto';
import { bannerImageUrl } from '@barrio/shared/domain';
import type { ContentTranslations } from '../../db/schema/core';

/** `data:image/svg+xml[;charset=…][;base64],…`: group 1 its parameters, group 2 its data. */
const SVG_DATA_URL = /^data:image\/svg\+xml((?:;[^;,]*)*),(.*)$/is;

/**
 * Anything that makes a drawing depend on more than itself: an embedded picture or document, a
 * script, a link or a style that is not a fragment of the same drawing. Such a banner is left to
 * the browser as it was stored: the gateway draws only what it can draw alone.
 */
const OUTSIDE_REFERENCE =
  /<(?:image|foreignObject|script|iframe)\b|\bhref\s*=\s*["']?(?!#)|url\(\s*["']?(?!#)|@import/i;

/** The SVG text of a `data:image/svg+xml` URL, or null for any other picture. */
export function svgOfDataUrl(image: string): string | null {
  const match = SVG_DATA_URL.exec(image);
  if (!match) return null;
  const [, parameters = '', data = ''] = match;
  if (/;base64$/i.test(parameters)) return Buffer.from(data, 'base64').toString('utf8');
  try {
    return decodeURIComponent(data);
  } catch {
    return null;
  }
}

export interface BannerDrawing {
  svg: string;
  /** Names this exact drawing in its URL: another drawing is another URL, cached on its own. */
  digest: string;
}

/** A stored banner picture the gateway can serve and draw as a bitmap, or null. */
export function bannerDrawingOf(image: string): BannerDrawing | null {
  const svg = svgOfDataUrl(image);
  if (svg === null || !svg.includes('<svg') || OUTSIDE_REFERENCE.test(svg)) return null;
  return { svg, digest: createHash('sha256').update(svg).digest('base64url').slice(0, 22) };
}

/**
 * The picture a browser is given for a banner: the gateway's URL of its drawing when the shop
 * stored an SVG drawing inline (the demo's banners), so that it arrives as a bitmap decoded off
 * the main thread and only when shown; any other picture (an address elsewhere) as it is.
 */
export function servedBannerImage(bannerId: number, image: string): string {
  const drawing = bannerDrawingOf(image);
  return drawing ? bannerImageUrl(bannerId, drawing.digest) : image;
}

/** Every drawing a banner row holds: its own picture and each locale's. */
export function drawingsOfBanner(
  image: string,
  translations: ContentTranslations | null,
): BannerDrawing[] {
  const pictures = [image, ...Object.values(translations ?? {}).map((t) => t?.image)];
  return pictures.flatMap((picture) => {
    const drawing = typeof picture === 'string' ? bannerDrawingOf(picture) : null;
    return drawing ? [drawing] : [];
  });
}
