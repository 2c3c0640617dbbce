import { Router, type CookieOptions } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors/app-error';
import { parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { ALLOWED_COOKIES, COOKIE_RULES, cookieMaxAgeMs } from './cookie-rules';

const cookieName = z.enum(ALLOWED_COOKIES as [string, ...string[]], {
  error: `Only these cookies can be used: ${ALLOWED_COOKIES.join(', ')}.`,
});
const setQuery = z.strictObject({
  cookieName,
  cookieValue: z.string().max(500),
  exp: z.coerce.number().positive().max(400).optional(),
});
const nameQuery = z.strictObject({ cookieName });

const cookieSchema = z.object({ cookieName: z.string(), cookieValue: z.string().nullable() });

export function cookieRoutes(ctx: AppContext): Router {
  const router = Router();
  const options = (): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    path: '/',
  });

  registerOperation({
    method: 'post',
    path: '/api/cookies',
    summary: `Store an allowed cookie (${ALLOWED_COOKIES.join(', ')}); exp in days`,
    tags: ['cookies'],
    query: setQuery,
    responses: {
      200: { description: 'Stored', schema: cookieSchema.extend({ expires: z.string() }) },
    },
  });
  router.post('/api/cookies', (req, res) => {
    const query = parseQuery(setQuery, req);
    const rule = COOKIE_RULES[query.cookieName]!;
    const value = rule.value.safeParse(query.cookieValue);
    if (!value.success) {
      throw badRequest('invalid_cookie_value', `The value is not valid for ${query.cookieName}.`, {
        fields: { cookieValue: value.error.issues[0]?.message ?? 'Not valid.' },
      });
    }
    const maxAge = cookieMaxAgeMs(rule, query.exp);
    res.cookie(query.cookieName, value.data, { ...options(), maxAge });
    res.json({
      cookieName: query.cookieName,
      cookieValue: value.data,
      expires: new Date(ctx.clock.now().getTime() + maxAge).toISOString(),
    });
  });

  registerOperation({
    method: 'get',
    path: '/api/cookies',
    summary: 'Read an allowed cookie (null when absent or invalid)',
    tags: ['cookies'],
    query: nameQuery,
    responses: { 200: { description: 'The value', schema: cookieSchema } },
  });
  router.get('/api/cookies', (req, res) => {
    const { cookieName: name } = parseQuery(nameQuery, req);
    const raw = (req.cookies as Record<string, unknown> | undefined)?.[name];
    const parsed = COOKIE_RULES[name]!.value.safeParse(raw);
    res
      .set('Cache-Control', 'private, no-store')
      .json({ cookieName: name, cookieValue: parsed.success ? parsed.data : null });
  });

  registerOperation({
    method: 'delete',
    path: '/api/cookies',
    summary: 'Delete an allowed cookie',
    tags: ['cookies'],
    query: nameQuery,
    responses: {
      200: {
        description: 'Deleted',
        schema: z.object({ cookieName: z.string(), deleted: z.literal(true) }),
      },
    },
  });
  router.delete('/api/cookies', (req, res) => {
    const { cookieName: name } = parseQuery(nameQuery, req);
    res.clearCookie(name, options());
    res.json({ cookieName: name, deleted: true });
  });

  return router;
}
