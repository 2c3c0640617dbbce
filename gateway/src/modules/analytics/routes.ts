import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  COLLECTOR_PATHS,
  SUMMARY_RANGES,
  analyticsSummarySchema,
  storedAnalyticsEventsSchema,
} from '@barrio/shared/analytics-contract';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  COLLECTOR_BODY_LIMIT,
  collectEngage,
  collectTrack,
  wirePayloadOf,
  type CollectOutcome,
} from './collector-service';
import { DEV_ANALYTICS_SCRIPT, renderDevAnalyticsPage } from './dev-analytics-page';
import { latestEvents } from './event-repository';
import { shopSummary } from './summary-service';

const summaryParams = z.strictObject({ shop_slug: z.string().min(1).max(64) });
const summaryQuery = z.strictObject({ range: z.enum(SUMMARY_RANGES).default('today') });
const devQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  after: z.coerce.number().int().min(0).optional(),
});

/** A visitor who asked not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(req: Request): boolean {
  return req.get('sec-gpc')?.trim() === '1' || req.get('dnt')?.trim() === '1';
}

/**
 * The SDK reads `1` as accepted and `0` as refused (a JSON object in verbose mode). A 4xx makes
 * it drop the batch, a 413 halve it, a 429 or 503 retry it later.
 */
function answer(req: Request, res: Response, status: number, error: string | null): void {
  res.set('Cache-Control', 'no-store');
  if (req.query.verbose === '1') {
    res.status(status).json({ status: error === null ? 1 : 0, error });
  } else {
    res
      .status(status)
      .type('text/plain')
      .send(error === null ? '1' : '0');
  }
}

const OUTCOME_STATUS: Record<CollectOutcome['kind'], [number, string | null]> = {
  stored: [200, null],
  acknowledged: [200, null],
  malformed: [400, 'malformed payload'],
  too_large: [413, 'batch too large'],
  unknown_account: [400, 'unknown token'],
};

export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiter = createRateLimiter({
    name: 'analytics-collector',
    windowMs: 60 * 1000,
    limit: ctx.config.analytics.collectorRequestsPerMinute,
    message: 'Too many analytics requests from this address; try again in a minute.',
  });
  // Any content type (form, text/plain from sendBeacon, or none), gzip or deflate inflated and
  // bounded; a JSON body has been parsed (and bounded) by the application's JSON parser.
  const rawBody = express.raw({
    type: (req) => !/json/i.test(req.headers['content-type'] ?? ''),
    limit: COLLECTOR_BODY_LIMIT,
    inflate: true,
  });

  const collect =
    (kind: 'track' | 'engage') =>
    async (req: Request, res: Response): Promise<void> => {
      // Refused before anything is read: nothing of an opted-out visitor is kept.
      if (optedOut(req)) return answer(req, res, 200, 'not tracked: opted out');
      if (req.body && !(req.body instanceof Buffer)) {
        const size = Buffer.byteLength(JSON.stringify(req.body));
        if (size > COLLECTOR_BODY_LIMIT) return answer(req, res, 413, 'body too large');
      }
      const payload = wirePayloadOf(req.body, req.query.data);
      let outcome: CollectOutcome;
      try {
        outcome = kind === 'track' ? await collectTrack(ctx, payload) : collectEngage(ctx, payload);
      } catch (error) {
        // The database is away: the SDK keeps the batch and sends it again later.
        ctx.logger.warn({ err: error }, 'analytics events could not be stored');
        res.set('Retry-After', '30');
        return answer(req, res, 503, 'unavailable');
      }
      const [status, error] = OUTCOME_STATUS[outcome.kind];
      answer(req, res, status, error);
    };

  for (const kind of ['track', 'engage'] as const) {
    const path = COLLECTOR_PATHS[kind];
    // The SDK calls `<api_host>/track/`; both spellings are the same endpoint.
    router.all([path, `${path}/`], limiter, rawBody, (req, res, next) => {
      if (req.method !== 'POST' && req.method !== 'GET') return answer(req, res, 405, 'method');
      collect(kind)(req, res).catch(next);
    });
  }

  registerOperation({
    method: 'get',
    path: '/api/manager/{shop_slug}/analytics/summary',
    summary:
      'The shop’s visits, funnel, orders and revenue by day, searches, coupon rejections and payment methods (owner or support)',
    tags: ['manager'],
    params: summaryParams,
    query: summaryQuery,
    responses: {
      200: { description: 'The summary of the range', schema: analyticsSummarySchema },
      404: { description: 'Not a shop the caller owns or supports' },
    },
    security: true,
  });
  router.get('/api/manager/:shop_slug/analytics/summary', async (req, res) => {
    const { shop_slug: slug } = parseParams(summaryParams, req);
    const { range } = parseQuery(summaryQuery, req);
    res.set('Cache-Control', 'no-store');
    res.json(await shopSummary(ctx, req.auth, slug, range));
  });

  if (ctx.config.devOutbox && !ctx.config.isProduction) {
    registerOperation({
      method: 'get',
      path: '/api/dev/analytics',
      summary: 'The latest analytics events stored, newest first (not in production)',
      tags: ['dev'],
      query: devQuery,
      responses: { 200: { description: 'Events', schema: storedAnalyticsEventsSchema } },
    });
    router.get('/api/dev/analytics', async (req, res) => {
      const query = parseQuery(devQuery, req);
      res
        .set('Cache-Control', 'no-store')
        .json(await latestEvents(ctx.db, { limit: query.limit ?? 100, afterId: query.after }));
    });
    router.get('/dev/analytics.js', (_req, res) => {
      res.set('Cache-Control', 'no-store').type('text/javascript').send(DEV_ANALYTICS_SCRIPT);
    });
    router.get('/dev/analytics', async (_req, res) => {
      const events = await latestEvents(ctx.db, { limit: 100 });
      res.set('Cache-Control', 'no-store').type('html').send(renderDevAnalyticsPage(events));
    });
  }
  return router;
}
