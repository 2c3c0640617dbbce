import { Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, unsupportedMediaType } from '../../errors/app-error';
import { intParam } from '../../http/schemas';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { assertCanActForCustomer } from './leader-scope';
import {
  beneficiaryGroupOf,
  communityLeaderWithCustomer,
  customerProfile,
  findPicture,
  savePicture,
} from './customer-repository';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, reencodeProfilePicture } from './profile-picture';

const idParams = z.strictObject({ id: intParam });
const noQuery = z.strictObject({});
const pictureQuery = z.strictObject({ v: z.string().max(32).optional() });

const customerSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  country_id: z.number(),
  tier_id: z.string().nullable(),
  customer_type_id: z.number(),
  customer_sub_type_id: z.number().nullable(),
  inswitch_entity_id: z.string().nullable(),
  shop_id: z.number().nullable(),
});

export function customerRoutes(ctx: AppContext): Router {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    fileFilter: (_req, file, done) => {
      if (!ACCEPTED_IMAGE_TYPES.includes(file.mimetype)) {
        done(
          unsupportedMediaType(
            `Upload a JPEG, PNG, WebP, GIF or AVIF image (got ${file.mimetype}).`,
          ),
        );
        return;
      }
      done(null, true);
    },
  });

  registerOperation({
    method: 'get',
    path: '/api/customer/{id}',
    summary: 'A customer (the customer themself or their community leader)',
    tags: ['customers'],
    params: idParams,
    security: true,
    responses: {
      200: { description: 'The customer', schema: customerSchema },
      404: { description: 'Not found or not yours' },
    },
  });
  router.get('/api/customer/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    await assertCanActForCustomer(req.auth, id, ctx.db);
    const customer = await customerProfile(ctx.db, id);
    if (!customer) throw notFound('customer_not_found', 'Customer not found.');
    res.set('Cache-Control', 'private, no-store').json({ ...customer, customer_id: customer.id });
  });

  registerOperation({
    method: 'get',
    path: '/api/customer/beneficiary-group/{id}',
    summary: "The customer's beneficiary group",
    tags: ['customers'],
    params: idParams,
    security: true,
    responses: {
      200: {
        description: 'The group',
        schema: z.object({
          id: z.number(),
          name: z.string(),
          description: z.string().nullable(),
          country_id: z.number(),
        }),
      },
      404: { description: 'No group, or not yours' },
    },
  });
  router.get('/api/customer/beneficiary-group/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    await assertCanActForCustomer(req.auth, id, ctx.db);
    const group = await beneficiaryGroupOf(ctx.db, id);
    if (!group)
      throw notFound('beneficiary_group_not_found', 'The customer has no beneficiary group.');
    res.set('Cache-Control', 'private, no-store').json(group);
  });

  registerOperation({
    method: 'get',
    path: '/api/communityleader/{id}',
    summary: "A community leader's public contact, as data.customer",
    tags: ['customers'],
    params: idParams,
    responses: {
      200: {
        description: 'The leader',
        schema: z.object({
          data: z.object({
            customer: z.object({
              community_leader_id: z.number(),
              customer_id: z.number(),
              name: z.string(),
              last_name: z.string(),
              phone: z.string(),
              country_id: z.number(),
              shop_id: z.number(),
              shop_slug: z.string(),
            }),
          }),
        }),
      },
      404: { description: 'Unknown community leader' },
    },
  });
  router.get('/api/communityleader/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    const leader = await communityLeaderWithCustomer(ctx.db, id);
    if (!leader) throw notFound('community_leader_not_found', 'Community leader not found.');
    res.json({ data: { customer: leader } });
  });

  registerOperation({
    method: 'get',
    path: '/api/user/profilepicture/{id}',
    summary: "The customer's profile picture (webp)",
    tags: ['customers'],
    params: idParams,
    security: true,
    responses: {
      200: { description: 'The image', contentType: 'image/webp' },
      404: { description: 'No picture, or not yours' },
    },
  });
  router.get('/api/user/profilepicture/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(pictureQuery, req);
    await assertCanActForCustomer(req.auth, id, ctx.db);
    const picture = await findPicture(ctx.db, id);
    if (!picture) throw notFound('picture_not_found', 'The customer has no profile picture.');
    res.set('Cache-Control', 'private, max-age=300');
    res.type(picture.content_type).send(Buffer.from(picture.data));
  });

  registerOperation({
    method: 'post',
    path: '/images/{id}/profile',
    summary:
      'Upload a profile picture (multipart field "file", up to 5 MB; stored re-encoded as webp)',
    tags: ['customers'],
    params: idParams,
    security: true,
    body: z.object({ file: z.string().describe('binary') }),
    bodyContentType: 'multipart/form-data',
    responses: {
      201: { description: 'Stored', schema: z.object({ url: z.string() }) },
      413: { description: 'File too large' },
      415: { description: 'Not an accepted image type' },
    },
  });
  router.post(
    '/images/:id/profile',
    async (req, _res, next) => {
      // Ownership before reading the upload: nobody else's bytes are ever buffered.
      const { id } = parseParams(idParams, req);
      await assertCanActForCustomer(req.auth, id, ctx.db);
      next();
    },
    upload.single('file'),
    async (req, res) => {
      const { id } = parseParams(idParams, req);
      if (!req.file)
        throw badRequest('file_required', 'Send the image in the multipart field "file".', {
          fields: { file: 'Required.' },
        });
      const picture = await reencodeProfilePicture(req.file.buffer);
      const now = ctx.clock.now();
      await savePicture(ctx.db, {
        customer_id: id,
        content_type: 'image/webp',
        data: picture.data,
        width: picture.width,
        height: picture.height,
        updated_at: now,
      });
      res.status(201).json({ url: `/api/user/profilepicture/${id}?v=${now.getTime()}` });
    },
  );

  return router;
}
