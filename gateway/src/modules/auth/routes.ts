import { Router, type CookieOptions, type Request, type Response } from 'express';
import { z } from 'zod';
import { sessionSchema, signedInCustomerSchema } from '@barrio/shared/contract';
import { isValidInstallationId } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../errors/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  closeSession,
  requestSignInCode,
  resolveSession,
  signInWithCode,
  toSessionCustomer,
} from './auth-service';
import { deleteOwnRegistration } from '../push/push-repository';
import { sessionTokenFrom } from './auth-middleware';
import { SESSION_COOKIE, SESSION_TTL_MS } from './tokens';

const phoneField = z.string().trim().min(6).max(32);
const countryField = z.number().int().positive().optional();

const codeRequestSchema = z.strictObject({ phone: phoneField, country_id: countryField });
const signInSchema = z.strictObject({
  phone: phoneField,
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits.'),
  country_id: countryField,
});
const signOutQuerySchema = z.strictObject({
  installation_id: z
    .string()
    .refine(isValidInstallationId, '22 characters starting with c, d, e or f.')
    .optional(),
});
const userQuerySchema = z.strictObject({ token: z.string().min(16).max(200).optional() });

/** Who is asking, for per-requester sign-in limits: the client address (see TRUST_PROXY). */
function requesterOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function cookieOptions(ctx: AppContext): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: ctx.config.isProduction, path: '/' };
}

function setSessionCookie(ctx: AppContext, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: SESSION_TTL_MS });
}

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const codeLimiter = createRateLimiter({
    windowMs: 15 * 60 * 1000,
    limit: 30,
    message: 'Too many sign-in codes requested from this address; try again later.',
  });
  const attemptLimiter = createRateLimiter({
    windowMs: 15 * 60 * 1000,
    limit: 60,
    message: 'Too many sign-in attempts from this address; try again later.',
  });

  registerOperation({
    method: 'post',
    path: '/api/auth/code',
    summary: 'Send a one-time sign-in code to a phone through the message outbox',
    tags: ['auth'],
    body: codeRequestSchema,
    responses: {
      202: {
        description: 'Code sent',
        schema: z.object({ sent: z.literal(true), phone: z.string(), expires_in: z.number() }),
      },
      429: { description: 'Too many codes requested' },
    },
  });
  router.post('/api/auth/code', codeLimiter, async (req, res) => {
    const body = parseBody(codeRequestSchema, req);
    const { phone, expiresAt } = await requestSignInCode(
      ctx,
      body.phone,
      body.country_id,
      requesterOf(req),
    );
    res.status(202).json({
      sent: true,
      phone,
      expires_in: Math.round((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
    });
  });

  registerOperation({
    method: 'post',
    path: '/api/auth/session',
    summary: 'Sign in with the phone and its code; sets the session cookie',
    tags: ['auth'],
    body: signInSchema,
    responses: {
      200: {
        description: 'Signed in',
        schema: sessionSchema,
      },
      429: { description: 'Too many attempts' },
    },
  });
  router.post('/api/auth/session', attemptLimiter, async (req, res) => {
    const body = parseBody(signInSchema, req);
    const session = await signInWithCode(
      ctx,
      body.phone,
      body.code,
      body.country_id,
      requesterOf(req),
    );
    setSessionCookie(ctx, res, session.token);
    res.json({ token: session.token, customer: session.customer });
  });

  registerOperation({
    method: 'delete',
    path: '/api/auth/session',
    summary:
      "Sign out: ends the session, clears the cookie and removes this device's push registration",
    tags: ['auth'],
    query: signOutQuerySchema,
    responses: { 204: { description: 'Signed out' } },
    security: true,
  });
  router.delete('/api/auth/session', async (req, res) => {
    const query = parseQuery(signOutQuerySchema, req);
    const token = sessionTokenFrom(req);
    // The device signing out stops receiving the customer's pushes.
    if (query.installation_id && req.auth.customerId !== null)
      await deleteOwnRegistration(ctx.db, req.auth.customerId, query.installation_id);
    if (token) await closeSession(ctx, token);
    res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
    res.status(204).end();
  });

  registerOperation({
    method: 'get',
    path: '/api/user',
    summary: 'The current user, from ?token=, the Bearer header or the session cookie',
    tags: ['auth'],
    query: userQuerySchema,
    responses: {
      200: { description: 'The signed-in customer', schema: signedInCustomerSchema },
      401: { description: 'No valid session' },
    },
  });
  router.get('/api/user', async (req, res) => {
    const query = parseQuery(userQuerySchema, req);
    const token = query.token ?? sessionTokenFrom(req);
    const session = token ? await resolveSession(ctx, token) : null;
    if (!session) throw unauthorized('The session is not valid.', 'invalid_session');
    res.set('Cache-Control', 'no-store');
    res.json({
      ...toSessionCustomer(session.customer, session.auth),
      customer_id: session.customer.id,
    });
  });

  return router;
}
