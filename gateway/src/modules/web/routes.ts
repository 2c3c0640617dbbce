import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from 'pino';
import { analyticsAccountMeta } from '../analytics/account-meta';
import { LOW_DATA_COOKIE, SHELL_VERSION_META } from '@barrio/shared/first-view';
import { findRepoRoot, type Config } from '../../config';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { devProxy, resolveDevServers } from './dev-proxy';
import { FirstViewComposer, firstViewOf } from './first-view';
import type { FirstViewDataLoader, ShopFrameDataLoader } from './first-view-data';
import { precompressed } from './precompressed';
import { markRoutineRefusal } from '../../http/request-logger';
import { newVisitorId, VISITOR_COOKIE } from '../deploys/canary-registry';
import {
  readRegistryWithCanaries,
  registryForVisitor,
  shellVersionForVisitor,
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
  /** A shop's frame (the checkout's); without it the checkout is served as the browser renders it. */
  shopFrameData?: ShopFrameDataLoader;
}

interface VisitorReleases {
  registry: PublicRegistry;
  /** The shell version this visitor is served, when the registry names one. */
  shellVersion: string | null;
  /** The folder that shell's files are served from. */
  shellDir: string;
}

// Versions as the deploy scripts name them (`0.1.0-1a2b3c4d`): never a path of anything else.
const RELEASE_VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

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
export function webRoutes({
  config,
  logger,
  firstViewData,
  shopFrameData,
}: WebRoutesOptions): Router {
  const router = Router();
  const shellDir = path.join(config.webDir, 'shell');
  /** A kept shell release (WEB_DIR/shells/<version>), as `npm run deploy -w shell` keeps them. */
  const shellReleaseDir = (version: string): string =>
    RELEASE_VERSION.test(version) ? path.join(config.webDir, 'shells', version) : shellDir;
  const remotesDir = path.join(config.webDir, 'remotes');
  const dev = resolveDevServers(config.devServers);

  // Source maps carry the whole original source: in production they stay with the build (for
  // an error tracker to upload), never served to the public.
  if (config.isProduction) {
    router.use((req: Request, res: Response, next: NextFunction) => {
      if (!req.path.endsWith('.map')) return next();
      markRoutineRefusal(res);
      res.status(404).json({ error: { code: 'not_found', message: 'No such file' } });
    });
  }

  /**
   * The releases this visitor gets: with a canary release running, the visitor's id (a cookie,
   * given on the first answer) decides which version of that remote, or of the shell, they are
   * served, the same one on every page.
   */
  async function visitorReleases(req: Request, res: Response): Promise<VisitorReleases> {
    const releases = await readRegistryWithCanaries(config.webDir);
    let visitorId: string | null = null;
    if (Object.keys(releases.canaries).length > 0) {
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
    const shell = shellVersionForVisitor(releases, visitorId);
    return {
      registry: withDevServers(
        registryForVisitor(releases.registry, releases.canaries, visitorId),
        dev.remotes,
      ),
      shellVersion: shell.version,
      // A canary shell is served from its kept release folder; the live one from WEB_DIR/shell.
      shellDir: shell.canary && shell.version ? shellReleaseDir(shell.version) : shellDir,
    };
  }

  router.get('/remotes.json', async (req, res, next) => {
    try {
      const { registry } = await visitorReleases(req, res);
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

  /** A shell folder's files: the precompressed twins first, then the files as they are. */
  const shellFiles = (dir: string): Router => {
    const files = Router();
    files.use(precompressed(dir));
    files.use(express.static(dir, { index: false, redirect: false, setHeaders: setCacheHeaders }));
    return files;
  };
  const canaryShellFiles = new Map<string, Router>();

  // A visitor in a shell canary gets that shell's files (its service worker and manifest
  // included, which have no hash in their names); everyone else, and whatever the canary's
  // folder lacks, the live shell's.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/') || isAppRoute(req)) return next();
    visitorReleases(req, res).then(({ shellDir: dir }) => {
      if (dir === shellDir) return next();
      let files = canaryShellFiles.get(dir);
      if (!files) {
        files = shellFiles(dir);
        canaryShellFiles.set(dir, files);
      }
      files(req, res, next);
    }, next);
  });
  router.use(shellFiles(shellDir));

  const analyticsMeta = config.analytics ? analyticsAccountMeta(config.analytics) : '';
  // One composer per shell folder: each caches its own index.html.
  const composers = new Map<string, FirstViewComposer>();
  const composerFor = (dir: string): FirstViewComposer => {
    let composer = composers.get(dir);
    if (!composer) {
      composer = new FirstViewComposer(dir, remotesDir);
      composers.set(dir, composer);
    }
    return composer;
  };
  const serverFirstView = firstViewData
    ? new ServerFirstView(
        shellDir,
        remotesDir,
        firstViewData,
        logger,
        // The server bundles get their React (and the rest) from the gateway's packages.
        path.join(config.repoRoot ?? findRepoRoot(), 'gateway', 'package.json'),
        shopFrameData,
      )
    : null;

  /** Low-data mode as the request tells it: the browser's data saver or the shopper's switch. */
  function asksForLowData(req: Request): boolean {
    if (req.get('save-data')?.toLowerCase() === 'on') return true;
    return (req.get('cookie') ?? '')
      .split(';')
      .some((pair) => pair.trim() === `${LOW_DATA_COOKIE}=1`);
  }

  /**
   * The first screen rendered here: the shop page without search or filters, or the checkout's
   * frame. Other subpages are the browser's alone.
   */
  async function serverMarkup(
    req: Request,
    registry: PublicRegistry,
    dir: string,
  ): Promise<ServerMarkup | null> {
    const view = firstViewOf(req.path);
    if (!serverFirstView || !view) return null;
    const query = req.query as Record<string, unknown>;
    const locale = typeof query.locale === 'string' ? query.locale : null;
    const [, subpage, ...rest] = req.path.split('/').filter(Boolean);
    if (subpage === 'checkout' && rest.length === 0) {
      return serverFirstView.renderCheckout(view.slug, locale, registry, asksForLowData(req), dir);
    }
    if (subpage !== undefined) return null;
    if (BROWSER_ONLY_PARAMS.some((name) => query[name] !== undefined)) return null;
    return serverFirstView.render(view.slug, locale, registry, asksForLowData(req), dir);
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!isAppRoute(req)) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    visitorReleases(req, res)
      .then(async ({ registry, shellVersion, shellDir: dir }) => {
        const indexFile = path.join(dir, 'index.html');
        if (!existsSync(indexFile)) {
          logger.warn(
            { indexFile },
            'the shell is not published; run `npm run build` then `npm start`',
          );
          return null;
        }
        const html = await composerFor(dir).compose(
          req.path,
          registry,
          await serverMarkup(req, registry, dir),
        );
        // The shell reports its own version with its visits and errors (canary releases).
        const versionMeta = shellVersion
          ? `<meta name="${SHELL_VERSION_META}" content="${shellVersion}">`
          : '';
        return html.replace('</head>', () => `${versionMeta}${analyticsMeta}</head>`);
      })
      .then((html) => {
        if (html === null) {
          res.removeHeader('Cache-Control');
          return next();
        }
        res.type('html').send(html);
      }, next);
  });
  return router;
}
