// N gateway processes and M message workers on one machine behind a small round-robin load
// balancer (http-proxy-middleware), the shape of a production deployment in miniature. Used by
// `npm run start:cluster` and by the bench. Needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyMiddleware } from 'http-proxy-middleware';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEALTH_EVERY_MS = 500;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function isReady(url) {
  try {
    const res = await fetch(`${url}/api/isready`, { signal: AbortSignal.timeout(1000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** A child process that is started again when it dies, until the cluster stops. */
function supervise(name, args, env, log) {
  let child;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} exited (${signal ?? code}); starting it again`);
      setTimeout(start, 1000);
    });
  };
  start();
  return {
    name,
    get pid() {
      return child.pid;
    },
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * Starts the cluster and resolves when every gateway is ready. Returns its public URL, the
 * gateways' own URLs (each one's /metrics is scraped there) and stop(), which drains it:
 * the balancer stops accepting, then each process finishes its work and exits.
 */
export async function startCluster({
  gateways = 2,
  workers = 1,
  port = 8080,
  host = '0.0.0.0',
  env = {},
  log = (line) => console.log(`[cluster] ${line}`),
} = {}) {
  const baseEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // Client addresses come from the balancer's X-Forwarded-For (rate limits per client).
    TRUST_PROXY: 'loopback',
    OUTBOX_WORKER: 'off',
    ...env,
  };
  if (!baseEnv.DATABASE_URL) throw new Error('start:cluster needs DATABASE_URL (PostgreSQL)');
  baseEnv.REDIS_URL ??= 'redis://127.0.0.1:6379';

  // Migrate and seed once, before several gateways race for an empty database.
  const seed = spawnSync(process.execPath, ['gateway/dist/seed.mjs'], {
    cwd: root,
    env: baseEnv,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('migrating or seeding the database failed');

  const backends = [];
  const processes = [];
  for (let i = 0; i < gateways; i += 1) {
    const backendPort = await freePort();
    const url = `http://127.0.0.1:${backendPort}`;
    processes.push(
      supervise(
        `gateway ${i + 1}`,
        ['gateway/dist/server.mjs'],
        { ...baseEnv, PORT: String(backendPort), HOST: '127.0.0.1' },
        log,
      ),
    );
    backends.push({ url, ready: false });
  }
  for (let i = 0; i < workers; i += 1) {
    processes.push(supervise(`worker ${i + 1}`, ['gateway/dist/worker.mjs'], baseEnv, log));
  }

  const probe = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        backend.ready = await isReady(backend.url);
      }),
    );
  };
  const deadline = Date.now() + 120_000;
  while (!backends.every((b) => b.ready)) {
    if (Date.now() > deadline) throw new Error('gateways did not become ready in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await probe();
  }
  const health = setInterval(() => void probe(), HEALTH_EVERY_MS);

  // Round robin over the instances whose readiness answered 200 last time.
  let next = 0;
  const pick = () => {
    const ready = backends.filter((b) => b.ready);
    if (ready.length === 0) return null;
    next = (next + 1) % ready.length;
    return ready[next].url;
  };
  // Kept-alive upstream connections: a new TCP connection per proxied request costs more
  // than the request itself.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = createProxyMiddleware({
    router: () => pick() ?? backends[0].url,
    target: backends[0].url,
    agent,
    xfwd: true,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { code: 'bad_gateway', message: 'No instance answered.' } }),
          );
        }
      },
    },
  });
  const balancer = http.createServer((req, res) => {
    // Metrics are per instance and not for the public: scrape each gateway's own port.
    if (req.url === '/metrics' || req.url?.startsWith('/metrics?')) {
      res.writeHead(404).end();
      return;
    }
    if (!backends.some((b) => b.ready)) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ error: { code: 'not_ready', message: 'No instance is ready.' } }));
      return;
    }
    proxy(req, res, () => res.writeHead(404).end());
  });
  balancer.keepAliveTimeout = 65_000;
  await new Promise((resolve) => balancer.listen(port, host, resolve));
  const { port: actualPort } = balancer.address();
  const url = `http://127.0.0.1:${actualPort}`;
  log(`${gateways} gateways and ${workers} workers behind ${url}`);

  return {
    url,
    gateways: backends.map((b) => b.url),
    async stop() {
      clearInterval(health);
      const closed = new Promise((resolve) => balancer.close(resolve));
      balancer.closeIdleConnections();
      await Promise.all(processes.map((p) => p.stop()));
      balancer.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
