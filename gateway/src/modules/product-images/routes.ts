import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { notFoundHandler } from '../../http/error-middleware';
import { intParam } from '../../http/schemas';
import { registerOperation } from '../../openapi/registry';
import {
  LITE_IMAGE_SUFFIX,
  RASTER_IMAGE_WIDTHS,
  type RasterImageWidth,
} from '@barrio/shared/domain';
import { emojiSvg, hasEmoji } from './emoji-icons';
import {
  ICON_IMAGE_PREFIX,
  PackshotCache,
  PRODUCT_IMAGE_VERSION,
  findPackshotInput,
  type PackshotVariant,
} from './product-image-service';
import { RasterCache, type RasterImage } from './raster-image';

/**
 * `123.svg`, or `123.lite.svg` for the low-data twin: a positive id without sign, leading zeros
 * or anything else around it.
 */
const FILE_NAME = /^([1-9][0-9]{0,9})(\.lite)?\.svg$/;
/** `cooked-rice.svg`: a name of the set in lower case and hyphens. */
const ICON_FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
/** `123.w320.webp`, `cooked-rice.w80.webp`: a drawing's bitmap (rasterImageSuffix), any width. */
const BITMAP_SUFFIX = String.raw`\.w([1-9][0-9]{1,3})\.webp$`;
const PACKSHOT_BITMAP_NAME = new RegExp(String.raw`^([1-9][0-9]{0,9})${BITMAP_SUFFIX}`);
const ICON_BITMAP_NAME = new RegExp(String.raw`^([a-z0-9]+(?:-[a-z0-9]+)*)${BITMAP_SUFFIX}`);

/** The width of a bitmap name, if it is one the gateway draws (each other width is refused). */
function drawnWidth(digits: string | undefined): RasterImageWidth | null {
  const width = Number(digits);
  return (RASTER_IMAGE_WIDTHS as readonly number[]).includes(width)
    ? (width as RasterImageWidth)
    : null;
}

/** The SVG is a document of its own: no script, no fetch, nothing but its inline drawing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const noSuchImage = () => notFound('product_image_not_found', 'No picture for this product.');

interface RequestedImage {
  productId: number;
  /** `123.lite.svg`: the lite drawing whatever the request says. */
  namedLite: boolean;
}

function requestedImage(fileName: string | undefined): RequestedImage | null {
  const match = FILE_NAME.exec(fileName ?? '');
  const parsed = intParam.safeParse(match?.[1]);
  return parsed.success ? { productId: parsed.data, namedLite: match?.[2] !== undefined } : null;
}

/** The Save-Data client hint: a browser's data saver sends `Save-Data: on`. */
function asksToSaveData(header: string | undefined): boolean {
  return header?.trim().toLowerCase() === 'on';
}

/**
 * If-None-Match with the weak comparison of RFC 9110. Evaluated here rather than with
 * `req.fresh`, which ignores validators whenever the request says `Cache-Control: no-cache`
 * (as fetch does for every conditional request).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ImmutableImage {
  body: string | Buffer;
  type: 'image/svg+xml' | 'image/webp';
  etag: string;
}

/** A picture whose URL names its version: cached for a year, answered 304 to its validator. */
function sendImmutableImage(req: Request, res: Response, image: ImmutableImage): void {
  res.set({
    ETag: image.etag,
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  });
  if (matchesIfNoneMatch(req.get('if-none-match'), image.etag)) {
    res.status(304).end();
    return;
  }
  res.type(image.type).send(image.body);
}

const webp = ({ webp: body, etag }: RasterImage): ImmutableImage => ({
  body,
  etag,
  type: 'image/webp',
});

export function productImageRoutes(ctx: AppContext): Router {
  const router = Router();
  const cache = new PackshotCache();
  const bitmaps = new RasterCache();

  registerOperation({
    method: 'get',
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/{id}.svg`,
    summary:
      "A product's packshot illustration (SVG, immutable; honours If-None-Match; the lite drawing for `Save-Data: on`, with `Vary: Save-Data`)",
    tags: ['catalog'],
    params: z.strictObject({ id: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/svg+xml' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown product or malformed id' },
    },
  });
  registerOperation({
    method: 'get',
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/{id}${LITE_IMAGE_SUFFIX}`,
    summary: "A product's low-data packshot: a flat silhouette of a fraction of the bytes",
    tags: ['catalog'],
    params: z.strictObject({ id: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/svg+xml' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown product or malformed id' },
    },
  });
  registerOperation({
    method: 'get',
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/{id}.w{width}.webp`,
    summary: `A product's packshot as a WebP bitmap, {width} pixels wide (${RASTER_IMAGE_WIDTHS.join(', ')}; immutable; honours If-None-Match)`,
    tags: ['catalog'],
    params: z.strictObject({ id: intParam, width: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/webp' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown product, malformed id or a width not drawn' },
    },
  });
  router.get(`/images/products/${PRODUCT_IMAGE_VERSION}/:file`, async (req, res, next) => {
    const bitmap = PACKSHOT_BITMAP_NAME.exec(req.params.file ?? '');
    if (!bitmap) {
      next();
      return;
    }
    const productId = intParam.safeParse(bitmap[1]);
    const width = drawnWidth(bitmap[2]);
    if (!productId.success || width === null) throw noSuchImage();
    const input = await findPackshotInput(ctx.db, productId.data);
    if (!input) throw noSuchImage();
    const drawing = cache.render(input, 'full');
    sendImmutableImage(req, res, webp(await bitmaps.draw(drawing.etag, () => drawing.svg, width)));
  });
  router.get(`/images/products/${PRODUCT_IMAGE_VERSION}/:file`, async (req, res) => {
    const requested = requestedImage(req.params.file);
    if (requested === null) throw noSuchImage();
    const input = await findPackshotInput(ctx.db, requested.productId);
    if (!input) throw noSuchImage();
    // The plain name answers Save-Data with the lite drawing, so every cache in between (the
    // service worker's too) keys that URL by the header; the `.lite` name never varies.
    const variant: PackshotVariant =
      requested.namedLite || asksToSaveData(req.get('save-data')) ? 'lite' : 'full';
    if (!requested.namedLite) res.vary('Save-Data');
    const { svg, etag } = cache.render(input, variant);
    res.set('Content-Security-Policy', SVG_CSP);
    sendImmutableImage(req, res, { body: svg, etag, type: 'image/svg+xml' });
  });
  // Other versions and shapes of these URLs are JSON 404s, never the shell's HTML.
  router.use('/images/products', notFoundHandler);

  registerOperation({
    method: 'get',
    path: `${ICON_IMAGE_PREFIX}{name}.svg`,
    summary: "A picture of the bundled Fluent Emoji set (a category's picture; SVG, immutable)",
    tags: ['catalog'],
    params: z.strictObject({ name: z.string() }),
    responses: {
      200: { description: 'The picture', contentType: 'image/svg+xml' },
      404: { description: 'No picture of that name' },
    },
  });
  registerOperation({
    method: 'get',
    path: `${ICON_IMAGE_PREFIX}{name}.w{width}.webp`,
    summary: `A picture of the bundled set as a WebP bitmap, {width} pixels wide (${RASTER_IMAGE_WIDTHS.join(', ')}; immutable)`,
    tags: ['catalog'],
    params: z.strictObject({ name: z.string(), width: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/webp' },
      304: { description: 'Not modified' },
      404: { description: 'No picture of that name, or a width not drawn' },
    },
  });
  router.get(`${ICON_IMAGE_PREFIX}:file`, async (req, res, next) => {
    const bitmap = ICON_BITMAP_NAME.exec(req.params.file ?? '');
    if (!bitmap) {
      next();
      return;
    }
    const name = bitmap[1] as string;
    const width = drawnWidth(bitmap[2]);
    if (width === null || !hasEmoji(name)) {
      throw notFound('icon_not_found', 'No picture of that name.');
    }
    sendImmutableImage(
      req,
      res,
      webp(await bitmaps.draw(`icon ${name}`, () => emojiSvg(name), width)),
    );
  });
  router.get(`${ICON_IMAGE_PREFIX}:file`, (req, res) => {
    const name = ICON_FILE_NAME.exec(req.params.file ?? '')?.[1];
    if (name === undefined || !hasEmoji(name)) {
      throw notFound('icon_not_found', 'No picture of that name.');
    }
    res.set({
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': SVG_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
    res.type('image/svg+xml').send(emojiSvg(name));
  });
  router.use('/images/icons', notFoundHandler);

  return router;
}
