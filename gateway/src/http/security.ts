import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** helmet with a CSP that lets the shell load its remotes, map tiles and analytics. */
export function securityHeaders(config: Config): RequestHandler {
  const devOrigins = Object.values(config.devServers).map((url) => new URL(url).origin);
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Maps (places, geometry) and the tag manager load their own scripts.
        'script-src': [
          "'self'",
          'https://maps.googleapis.com',
          'https://www.googletagmanager.com',
          ...devOrigins,
        ],
        'connect-src': ["'self'", 'https:', ...devOrigins, ...devSockets],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'", 'https:'],
        'font-src': ["'self'", 'https:', 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
