import { Router } from 'express';
import { z } from 'zod';
import { BANNER_IMAGE_WIDTHS } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { notFoundHandler } from '../../http/error-middleware';
import { intParam } from '../../http/schemas';
import { registerOperation } from '../../openapi/registry';
import { SVG_CSP, sendImmutableImage, webp } from '../product-images/immutable-image';
import { RasterCache } from '../product-images/raster-image';
import { drawingsOfBanner } from './banner-drawing';

/** `<digest>.svg` or `<digest>.w<width>.webp` (bannerImageSources): group 2 the width. */
const FILE_NAME = /^([A-Za-z0-9_-]{22})(?:\.svg|\.w([1-9][0-9]{2,3})\.webp)$/;

const noSuchImage = () => notFound('banner_image_not_found', 'No such banner picture.');

function drawnWidth(digits: string): number | null {
  const width = Number(digits);
  return (BANNER_IMAGE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/**
 * A banner's drawing at the URL `/api/banners` names (servedBannerImage), as SVG or as a bitmap.
 * The digest must be one of the banner's own drawings, so these URLs draw nothing a shop did not
 * store: each bitmap is drawn once per width and kept.
 */
export function bannerImageRoutes(ctx: AppContext): Router {
  const router = Router();
  const bitmaps = new RasterCache(200);

  registerOperation({
    method: 'get',
    path: '/images/banners/{id}/{digest}.svg',
    summary: "A banner's picture, as the shop stored it (SVG, immutable; honours If-None-Match)",
    tags: ['catalog'],
    params: z.strictObject({ id: intParam, digest: z.string() }),
    responses: {
      200: { description: 'The picture', contentType: 'image/svg+xml' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown banner, or a digest that is not one of its pictures' },
    },
  });
  registerOperation({
    method: 'get',
    path: '/images/banners/{id}/{digest}.w{width}.webp',
    summary: `A banner's picture as a WebP bitmap, {width} pixels wide (${BANNER_IMAGE_WIDTHS.join(', ')}; immutable; honours If-None-Match)`,
    tags: ['catalog'],
    params: z.strictObject({ id: intParam, digest: z.string(), width: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/webp' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown banner or picture, or a width not drawn' },
    },
  });
  router.get('/images/banners/:id/:file', async (req, res) => {
    const bannerId = intParam.safeParse(req.params.id);
    const file = FILE_NAME.exec(req.params.file ?? '');
    if (!bannerId.success || !file) throw noSuchImage();
    const [, digest, widthDigits] = file;
    const width = widthDigits === undefined ? null : drawnWidth(widthDigits);
    if (widthDigits !== undefined && width === null) throw noSuchImage();
    const row = await ctx.db
      .selectFrom('banners')
      .select(['image', 'translations'])
      .where('id', '=', bannerId.data)
      .executeTakeFirst();
    const drawing = row
      ? drawingsOfBanner(row.image, row.translations).find((d) => d.digest === digest)
      : undefined;
    if (!drawing) throw noSuchImage();
    if (width === null) {
      res.set('Content-Security-Policy', SVG_CSP);
      sendImmutableImage(req, res, {
        body: drawing.svg,
        etag: `"${drawing.digest}"`,
        type: 'image/svg+xml',
      });
      return;
    }
    const bitmap = await bitmaps.draw(`banner ${drawing.digest}`, () => drawing.svg, width);
    sendImmutableImage(req, res, webp(bitmap));
  });
  // Other shapes of these URLs are JSON 404s, never the shell's HTML.
  router.use('/images/banners', notFoundHandler);

  return router;
}
