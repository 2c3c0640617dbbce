import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';

export const REMOTE_FOLDERS = [
  'mf-catalog',
  'mf-cart-checkout',
  'mf-orders',
  'mf-wallet',
  'mf-geo-pickup',
] as const;

export interface DevTarget {
  folder: string;
  container: string;
  url: string;
}

/**
 * DEV_SERVERS names apps by container (`mf_catalog`) or folder (`mf-catalog`); `shell` is the
 * host. Returns the shell's dev server and every remote that has one.
 */
export function resolveDevServers(devServers: Record<string, string>): {
  shell: string | null;
  remotes: DevTarget[];
} {
  const remotes: DevTarget[] = [];
  for (const folder of REMOTE_FOLDERS) {
    const container = folder.replace(/-/g, '_');
    const url = devServers[container] ?? devServers[folder];
    if (url) remotes.push({ folder, container, url });
  }
  return { shell: devServers.shell ?? null, remotes };
}

export function devProxy(target: string, logger: Logger): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    on: {
      error: (error, _req, res) => {
        logger.warn({ err: error, target }, 'dev server unreachable');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: { code: 'dev_server_unreachable', message: `No answer from ${target}` },
            }),
          );
        }
      },
    },
  });
}
