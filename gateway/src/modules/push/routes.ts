import { Router } from 'express';
import { z } from 'zod';
import { pushPublicKeySchema } from '@barrio/shared/contract';
import { isValidInstallationId } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound, unauthorized } from '../../errors/app-error';
import { parseBody, parseParams } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import type { AuthContext } from '../auth/auth-types';
import { PushDestinationRefused, checkPushEndpoint } from './push-destination';
import { webPushSubscription } from './push-sender';
import {
  deleteOwnRegistration,
  touchRegistration,
  trimRegistrations,
  upsertPushToken,
  upsertRegistration,
} from './push-repository';

const registrationBody = z.strictObject({
  customer_id: z.number().int().positive(),
  firebase_token: z.string().trim().min(20).max(4096),
  installation_id: z
    .string()
    .refine(isValidInstallationId, '22 characters starting with c, d, e or f.'),
  type: z.enum(['web', 'android', 'ios']),
});

const heartbeatBody = z.strictObject({
  customer_id: z.number().int().positive(),
  installation_id: z
    .string()
    .refine(isValidInstallationId, '22 characters starting with c, d, e or f.'),
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

const installationParams = z.strictObject({
  installation_id: z
    .string()
    .refine(isValidInstallationId, '22 characters starting with c, d, e or f.'),
});

/**
 * A device is registered by the customer signed in on it, for themself only: not by a leader
 * acting for a neighbour, nor for anyone else (404, as for an unknown customer).
 */
function assertOwnCustomer(auth: AuthContext, customerId: number): void {
  if (auth.customerId !== customerId) throw notFound('customer_not_found', 'Customer not found.');
}

/** A web token that is a PushSubscription must point at a public https push service. */
async function assertReachableEndpoint(ctx: AppContext, token: string): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return;
  }
  const subscription = webPushSubscription.safeParse(json);
  if (!subscription.success) return;
  try {
    await checkPushEndpoint(subscription.data.endpoint, {
      allowPrivate: ctx.config.pushAllowPrivateEndpoints,
    });
  } catch (error) {
    if (!(error instanceof PushDestinationRefused)) throw error;
    throw badRequest('push_endpoint_refused', 'This push endpoint cannot be used.', {
      fields: { firebase_token: `The push endpoint is refused: ${error.reason}.` },
    });
  }
}

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
      400: { description: 'Invalid body, or a push endpoint that is not public https' },
      409: { description: 'The installation is registered to another customer' },
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
    // A web token that is not a PushSubscription (a Firebase token from an older client) is
    // stored as before; the sender skips what it cannot reach by Web Push.
    const body = parseBody(registrationBody, req);
    assertOwnCustomer(req.auth, body.customer_id);
    if (body.type === 'web') await assertReachableEndpoint(ctx, body.firebase_token);
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const row = await upsertRegistration(trx, body, ctx.clock.now());
      if (row) await trimRegistrations(trx, body.customer_id);
      return row;
    });
    if (!saved)
      throw conflict(
        'installation_registered',
        'This installation is registered to another customer; sign out there first.',
      );
    res.status(201).json(saved);
  });

  registerOperation({
    method: 'delete',
    path: '/api/push/registrations/{installation_id}',
    summary: "Remove one of the signed-in customer's push registrations",
    tags: ['push'],
    params: installationParams,
    security: true,
    responses: {
      204: { description: 'Removed' },
      404: { description: 'No such registration of this customer' },
    },
  });
  router.delete('/api/push/registrations/:installation_id', async (req, res) => {
    const { installation_id } = parseParams(installationParams, req);
    if (req.auth.customerId === null) throw unauthorized();
    const removed = await deleteOwnRegistration(ctx.db, req.auth.customerId, installation_id);
    if (!removed) throw notFound('registration_not_found', 'This installation is not registered.');
    res.status(204).end();
  });

  registerOperation({
    method: 'get',
    path: '/api/push/public-key',
    summary: 'The VAPID public key browsers subscribe to push with',
    tags: ['push'],
    responses: {
      200: { description: 'The key (base64url)', schema: pushPublicKeySchema },
    },
  });
  router.get('/api/push/public-key', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({ publicKey: ctx.pushPublicKey });
  });

  registerOperation({
    method: 'post',
    path: '/api/push/heartbeat',
    summary: 'The daily sign of life of a registered installation (kept when trimming to 30)',
    tags: ['push'],
    body: heartbeatBody,
    security: true,
    responses: {
      204: { description: 'Noted' },
      404: { description: 'No such registration for this customer' },
    },
  });
  router.post('/api/push/heartbeat', async (req, res) => {
    const body = parseBody(heartbeatBody, req);
    assertOwnCustomer(req.auth, body.customer_id);
    const found = await touchRegistration(
      ctx.db,
      body.customer_id,
      body.installation_id,
      ctx.clock.now(),
    );
    if (!found) throw notFound('registration_not_found', 'This installation is not registered.');
    res.status(204).end();
  });

  registerOperation({
    method: 'post',
    path: '/api/notificationpush',
    summary: 'Save a push token (a customer token needs that customer signed in)',
    tags: ['push'],
    body: notificationBody,
    responses: {
      200: { description: 'Saved', schema: z.object({ saved: z.literal(true), id: z.number() }) },
      404: { description: 'The customer is unknown, or not the one signed in' },
      409: { description: 'The token belongs to a customer; only they may change it' },
    },
  });
  router.post('/api/notificationpush', async (req, res) => {
    const body = parseBody(notificationBody, req);
    const customerId = body.customer_id ?? null;
    if (customerId !== null) assertOwnCustomer(req.auth, customerId);
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
    if (id === null)
      throw conflict('token_registered', "This token is registered to a customer's account.");
    res.json({ saved: true, id });
  });

  return router;
}
