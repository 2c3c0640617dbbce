import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from 'pino';
import { analyticsAccountMeta } from '../analytics/account-meta';
import { LOW_DATA_COOKIE } from '@barrio/shared/first-view';
import { findRepoRoot, type Config } from '../../config';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { devProxy, resolveDevServers } from './dev-proxy';
import { FirstViewComposer, firstViewOf } from './first-view';
import type { FirstViewDataLoader } from './first-view-data';
import { precompressed } from './precompressed';
import { newVisitorId, VISITOR_COOKIE } from '../deploys/canary-registry';
import {
  readRegistryWithCanaries,
  registryForVisitor,
  withDevServers,
  type PublicRegistry,
} from './remotes-registry';
import { ServerFirstView, type ServerMarkup } from './server-first-view';

export interface WebRoutesOptions {
  config: Pick<Config, 'webDir' | 'devServers'> &
    Partial<Pick<Config, 'repoRoot' | 'analytics'>> & {
      isProduction?: boolean;
    };
  logger: Logger;
  /** The shop page's first-screen data; without it pages are served as the browser renders them. */
  firstViewData?: FirstViewDataLoader;
}

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}

/** A path for the client-side router: not the API, and no file extension in its last segment. */
function isAppRoute(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === '/api' || req.path.startsWith('/api/')) return false;
  if (req.path.startsWith('/remotes/')) return false;
  const last = req.path.slice(req.path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

// Parameters that change the shop page's first screen (a search, a filter): those pages are
// rendered by the browser alone rather than shown first without them.
const BROWSER_ONLY_PARAMS = ['q', 'category', 'brand'];

// A build's server bundle is for the gateway, never for the public.
function isServerBundlePath(urlPath: string): boolean {
  return /(?:^|\/)server\//.test(urlPath);
}

/**
 * The web half of the gateway (mounted after /api): the remotes registry, every deployed
 * remote build under its versioned path, and the built shell with its SPA fallback. With
 * DEV_SERVERS, the shell and the listed remotes come from their webpack dev servers instead.
 */
export function webRoutes({ config, logger, firstViewData }: WebRoutesOptions): Router {
  const router = Router();
  const shellDir = path.join(config.webDir, 'shell');
  const remotesDir = path.join(config.webDir, 'remotes');
  const dev = resolveDevServers(config.devServers);

  // Source maps carry the whole original source: in production they stay with the build (for
  // an error tracker to upload), never served to the public.
  if (config.isProduction) {
    router.use((req: Request, res: Response, next: NextFunction) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).json({ error: { code: 'not_found', message: 'No such file' } });
    });
  }

  /**
   * The registry this visitor gets: with a canary release running, the visitor's id (a cookie,
   * given on the first answer) decides which version of that remote they are served, the same
   * one on every page.
   */
  async function visitorRegistry(req: Request, res: Response): Promise<PublicRegistry> {
    const { registry, canaries } = await readRegistryWithCanaries(config.webDir);
    let visitorId: string | null = null;
    if (Object.keys(canaries).length > 0) {
      const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[
        VISITOR_COOKIE
      ];
      visitorId = typeof cookie === 'string' && /^[\w-]{1,64}$/.test(cookie) ? cookie : null;
      if (!visitorId) {
        visitorId = newVisitorId();
        res.cookie(VISITOR_COOKIE, visitorId, {
          maxAge: 365 * 24 * 3600 * 1000,
          sameSite: 'lax',
          path: '/',
          secure: req.secure,
        });
      }
    }
    return withDevServers(registryForVisitor(registry, canaries, visitorId), dev.remotes);
  }

  router.get('/remotes.json', async (req, res, next) => {
    try {
      const registry = await visitorRegistry(req, res);
      res.setHeader('Cache-Control', NO_CACHE);
      res.json(registry);
    } catch (error) {
      next(error);
    }
  });

  for (const remote of dev.remotes) {
    router.use(`/remotes/${remote.folder}/dev`, devProxy(remote.url, logger));
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!isServerBundlePath(req.path)) return next();
    res.status(404).json({ error: { code: 'not_found', message: 'No such file' } });
  });

  router.use('/remotes', precompressed(remotesDir));
  router.use(
    '/remotes',
    express.static(remotesDir, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, filePath) => {
        setCacheHeaders(res, filePath);
        // Remote builds may be served from another origin (a CDN) than the shell.
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    }),
  );
  // A remote file that is not there is a 404, never the shell's HTML.
  router.use('/remotes', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'No such remote file' } });
  });

  if (dev.shell) {
    const proxy = devProxy(dev.shell, logger);
    router.use((req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/api' || req.path.startsWith('/api/')) return next();
      return proxy(req, res, next);
    });
    return router;
  }

  router.use(precompressed(shellDir));
  router.use(
    express.static(shellDir, { index: false, redirect: false, setHeaders: setCacheHeaders }),
  );

  const indexFile = path.join(shellDir, 'index.html');
  const analyticsMeta = config.analytics ? analyticsAccountMeta(config.analytics) : '';
  const firstView = new FirstViewComposer(shellDir, remotesDir);
  const serverFirstView = firstViewData
    ? new ServerFirstView(
        shellDir,
        remotesDir,
        firstViewData,
        logger,
        // The server bundles get their React (and the rest) from the gateway's packages.
        path.join(config.repoRoot ?? findRepoRoot(), 'gateway', 'package.json'),
      )
    : null;

  /** Low-data mode as the request tells it: the browser's data saver or the shopper's switch. */
  function asksForLowData(req: Request): boolean {
    if (req.get('save-data')?.toLowerCase() === 'on') return true;
    return (req.get('cookie') ?? '')
      .split(';')
      .some((pair) => pair.trim() === `${LOW_DATA_COOKIE}=1`);
  }

  /** The shop page's first screen rendered here, for a shop page without search or filters. */
  async function serverMarkup(
    req: Request,
    registry: PublicRegistry,
  ): Promise<ServerMarkup | null> {
    const view = firstViewOf(req.path);
    // Only the shop page itself (`/{shop}`), not its subpages.
    if (!serverFirstView || !view || req.path.split('/').filter(Boolean).length !== 1) return null;
    const query = req.query as Record<string, unknown>;
    if (BROWSER_ONLY_PARAMS.some((name) => query[name] !== undefined)) return null;
    const locale = typeof query.locale === 'string' ? query.locale : null;
    return serverFirstView.render(view.slug, locale, registry, asksForLowData(req));
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!isAppRoute(req)) return next();
    if (!existsSync(indexFile)) {
      logger.warn(
        { indexFile },
        'the shell is not published; run `npm run build` then `npm start`',
      );
      return next();
    }
    res.setHeader('Cache-Control', NO_CACHE);
    visitorRegistry(req, res)
      .then(async (registry) => {
        return firstView.compose(req.path, registry, await serverMarkup(req, registry));
      })
      .then((html) => {
        res.type('html').send(html.replace('</head>', () => `${analyticsMeta}</head>`));
      }, next);
  });
  return router;
}
