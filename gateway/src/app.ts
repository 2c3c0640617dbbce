import type { RequestListener } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { AppContext } from './app-context';
import { errorMiddleware, notFoundHandler } from './http/error-middleware';
import { csrfGuard } from './http/csrf';
import { databaseGate } from './http/database-gate';
import { createFrontDoor } from './http/front-door';
import { createMetrics, type Metrics } from './http/metrics';
import { CATALOGUE_READ_PATHS, createReadLimiter, useRateLimitStores } from './http/rate-limit';
import { createReadSampler, requestLogger, type ReadSampler } from './http/request-logger';
import { securityHeaders } from './http/security';
import { rejectLoneSurrogates } from './http/strict-json';
import { authMiddleware } from './modules/auth/auth-middleware';
import { addressRoutes } from './modules/addresses/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { commerceRouters } from './modules/commerce-routes';
import { cookieRoutes } from './modules/cookies/routes';
import { countryRoutes } from './modules/countries/routes';
import { customerRoutes } from './modules/customers/routes';
import { deployRoutes } from './modules/deploys/routes';
import { openApiRoutes } from './modules/docs/routes';
import { flagRoutes } from './modules/flags/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes, keepLiveness } from './modules/health/routes';
import { manifestRoutes } from './modules/manifest/routes';
import { productImageRoutes } from './modules/product-images/routes';
import { devOutboxRoutes } from './modules/messages/routes';
import { pushRoutes } from './modules/push/routes';
import { shopRoutes } from './modules/shops/routes';
import { tierRoutes } from './modules/tiers/routes';
import { firstViewData, shopFrameData } from './modules/web/first-view-data';
import { webRoutes } from './modules/web/routes';

export const JSON_BODY_LIMIT = '100kb';

export interface Gateway {
  /** The Express application: every route, middleware and error answer. */
  app: express.Application;
  /** What the HTTP server runs: kept public answers at once (front-door.ts), all else to `app`. */
  listener: RequestListener;
  /** This instance's metrics, served on the metrics listener (http/metrics-server.ts). */
  metrics: Metrics;
}

/** The gateway as a server runs it: `http.createServer(createGateway(ctx).listener)`. */
export function createGateway(ctx: AppContext): Gateway {
  const metrics = createMetrics({ db: ctx.db, poolStats: ctx.poolStats });
  const sampleRead = createReadSampler();
  const app = createApp(ctx, { metrics, sampleRead });
  keepLiveness(ctx.keptAnswers, app.get('etag fn') as Parameters<typeof keepLiveness>[1]);
  const listener = createFrontDoor({
    kept: ctx.keptAnswers,
    metrics,
    logger: ctx.logger,
    sampleRead,
    next: app,
  });
  return { app, listener, metrics };
}

/** What the Express application shares with the front door, so both count in one place. */
export interface AppInstruments {
  metrics?: Metrics;
  sampleRead?: ReadSampler;
}

/** The Express application alone (a test may listen to it without the front door). */
export function createApp(ctx: AppContext, instruments: AppInstruments = {}): express.Application {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'simple');
  // Limiters built below count in Redis when the gateways share one (see shared-state).
  useRateLimitStores((name) => ctx.shared.rateLimitStore(name));
  const metrics = instruments.metrics ?? createMetrics({ db: ctx.db, poolStats: ctx.poolStats });

  app.use(requestLogger(ctx.logger, instruments.sampleRead));
  app.use(metrics.middleware);
  app.use(securityHeaders(ctx.config));
  // Bodies under 1 KB go out as they are: compressing them costs more than it saves. Built
  // files arrive already compressed (precompressed twins) and are left alone.
  app.use(compression({ threshold: 1024 }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, reviver: rejectLoneSurrogates }));
  app.use(cookieParser());
  // Before anything reads the session or the database: refuse cross-site cookie writes, answer
  // 503 at once while the database is away, and bound catalogue reads per client.
  app.use(['/api', '/images/:id/profile'], csrfGuard(ctx.config), databaseGate(ctx.dbHealth));
  app.use(CATALOGUE_READ_PATHS, createReadLimiter(ctx.config.readRateLimitPerMinute));
  // Only the calls that can depend on who is asking resolve the session: the shell's and the
  // remotes' static files and the product pictures never pay for a session lookup.
  app.use(['/api', '/images/:id/profile'], authMiddleware(ctx));

  for (const router of [
    healthRoutes(ctx),
    authRoutes(ctx),
    countryRoutes(ctx),
    geoRoutes(ctx),
    shopRoutes(ctx),
    catalogRoutes(ctx),
    tierRoutes(ctx),
    flagRoutes(ctx),
    cookieRoutes(ctx),
    manifestRoutes(ctx),
    customerRoutes(ctx),
    productImageRoutes(ctx),
    addressRoutes(ctx),
    pushRoutes(ctx),
    devOutboxRoutes(ctx),
    analyticsRoutes(ctx),
    deployRoutes(ctx, metrics.registry),
  ]) {
    app.use(router);
  }
  for (const router of commerceRouters(ctx)) app.use(router);
  app.use(openApiRoutes(ctx));

  // Unknown /api paths are JSON 404s, never the shell's HTML.
  app.use('/api', notFoundHandler);
  app.use(
    webRoutes({
      config: ctx.config,
      logger: ctx.logger,
      firstViewData: firstViewData(ctx),
      shopFrameData: shopFrameData(ctx),
    }),
  );
  app.use(notFoundHandler);
  app.use(errorMiddleware(ctx.logger));
  return app;
}
