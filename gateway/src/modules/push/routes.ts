import { Router } from 'express';
import { z } from 'zod';
import { isValidInstallationId } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { assertCanActForCustomer } from '../auth/auth-middleware';
import { upsertPushToken, upsertRegistration } from './push-repository';

const registrationBody = z.strictObject({
  customer_id: z.number().int().positive(),
  firebase_token: z.string().trim().min(20).max(4096),
  installation_id: z
    .string()
    .refine(isValidInstallationId, '22 characters starting with c, d, e or f.'),
  type: z.enum(['web', 'android', 'ios']),
});

const notificationBody = z.strictObject({
  token: z.string().trim().min(10).max(4096),
  customer_id: z.number().int().positive().nullable().optional(),
  anonymous_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .nullable()
    .optional(),
  platform: z.enum(['web', 'android', 'ios']).default('web'),
});

export function pushRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'post',
    path: '/api/push/registrations',
    summary: 'Register (or refresh) a device for push notifications',
    tags: ['push'],
    body: registrationBody,
    security: true,
    responses: {
      201: {
        description: 'Registered',
        schema: z.object({
          id: z.number(),
          customer_id: z.number(),
          installation_id: z.string(),
          type: z.string(),
          updated_at: z.string(),
        }),
      },
      404: { description: 'Not your customer' },
    },
  });
  router.post('/api/push/registrations', async (req, res) => {
    const body = parseBody(registrationBody, req);
    await assertCanActForCustomer(req.auth, body.customer_id, ctx.db);
    res.status(201).json(await upsertRegistration(ctx.db, body, ctx.clock.now()));
  });

  registerOperation({
    method: 'post',
    path: '/api/notificationpush',
    summary: 'Save a push token (a customer token needs that customer signed in)',
    tags: ['push'],
    body: notificationBody,
    responses: {
      200: { description: 'Saved', schema: z.object({ saved: z.literal(true), id: z.number() }) },
    },
  });
  router.post('/api/notificationpush', async (req, res) => {
    const body = parseBody(notificationBody, req);
    const customerId = body.customer_id ?? null;
    if (customerId !== null) await assertCanActForCustomer(req.auth, customerId, ctx.db);
    const id = await upsertPushToken(
      ctx.db,
      {
        token: body.token,
        customer_id: customerId,
        anonymous_id: body.anonymous_id ?? null,
        platform: body.platform,
      },
      ctx.clock.now(),
    );
    res.json({ saved: true, id });
  });

  return router;
}
