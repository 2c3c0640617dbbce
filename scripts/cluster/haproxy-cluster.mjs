// N gateway processes and M message workers on one machine behind HAProxy, configured by
// deploy/haproxy/haproxy.cfg: the production shape in miniature, used by `npm run start:cluster`,
// its test and the bench. Needs PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and the built
// gateway (gateway/dist). Processes that die are not restarted here: in production systemd or
// the container platform does that (deploy/); HAProxy takes a dead gateway out of rotation.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy/haproxy.cfg');
/** deploy/haproxy/haproxy.cfg names this many gateway servers (GATEWAY_1 … GATEWAY_4). */
export const MAX_GATEWAYS = 4;

export function haproxyBinary() {
  if (process.env.HAPROXY_BIN) return process.env.HAPROXY_BIN;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

/** Every line a child writes becomes one JSON line: its own JSON as it is, other text wrapped. */
function jsonLines(stream, service, write) {
  createInterface({ input: stream }).on('line', (line) => {
    if (line.startsWith('{')) write(line);
    else if (line.trim()) write(JSON.stringify({ service, level: 'info', msg: line.trim() }));
  });
}

/** One process of the cluster: started once; stop() drains it with SIGTERM. */
class Member {
  constructor(name, command, args, env, write) {
    Object.assign(this, { name, command, args, env, write });
    this.child = null;
  }

  start() {
    const child = spawn(this.command, this.args, {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    jsonLines(child.stdout, this.name, this.write);
    jsonLines(child.stderr, this.name, this.write);
    this.exited = once(child, 'exit');
    child.on('exit', (code, signal) => {
      this.write(
        JSON.stringify({
          service: 'start-cluster',
          level: code === 0 ? 'info' : 'warn',
          msg: `${this.name} exited`,
          code,
          signal,
        }),
      );
    });
    this.child = child;
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return Boolean(this.child) && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal and waits for the exit; returns the exit code (null when killed). */
  async stop(signal = 'SIGTERM') {
    if (!this.running) return this.child?.exitCode ?? null;
    this.child.kill(signal);
    await this.exited;
    return this.child.exitCode;
  }
}

/** HAProxy's view of the gateways: server name → status (UP, DOWN, MAINT, "UP 1/2", …). */
export async function serverStates(statsUrl) {
  const res = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) });
  const [header, ...rows] = (await res.text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== 'gateways') continue;
    const server = cells[at('svname')];
    if (server === 'FRONTEND' || server === 'BACKEND') continue;
    states[server] = cells[at('status')];
  }
  return states;
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Migrates and seeds once, starts the gateways (GATEWAY_i on 127.0.0.1:gatewayPorts[i], each
 * with its metrics on metricsPorts[i]), the workers and HAProxy, and resolves once HAProxy
 * reports every gateway UP. stop() drains it all: HAProxy stops accepting and finishes what it
 * carries, then each gateway (unready, then closed) and each worker finishes and exits.
 */
export async function startCluster({
  gateways = 2,
  workers = 1,
  port = 8080,
  host = '0.0.0.0',
  gatewayPorts = Array.from({ length: gateways }, (_, i) => port + 1 + i),
  metricsPorts = Array.from({ length: gateways }, (_, i) => 9464 + i),
  statsPort = 8404,
  env = {},
  write = (line) => process.stdout.write(`${line}\n`),
} = {}) {
  if (gateways < 1 || gateways > MAX_GATEWAYS) {
    throw new Error(`from 1 to ${MAX_GATEWAYS} gateways (deploy/haproxy/haproxy.cfg names four)`);
  }
  const say = (msg, extra = {}) =>
    write(JSON.stringify({ service: 'start-cluster', level: 'info', msg, ...extra }));
  const baseEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // Client addresses come from HAProxy's X-Forwarded-For (rate limits per client).
    TRUST_PROXY: 'loopback',
    OUTBOX_WORKER: 'off',
    // Long enough for HAProxy's health check (1 s, two failures) to take a draining gateway
    // out of rotation before its listener closes.
    SHUTDOWN_DELAY_MS: '3000',
    ...env,
  };
  if (!baseEnv.DATABASE_URL) throw new Error('start:cluster needs DATABASE_URL (PostgreSQL)');
  baseEnv.REDIS_URL ??= 'redis://127.0.0.1:6379';

  // The migration, as the Kubernetes Job and the compose service run it: once, before several
  // gateways race for an empty database.
  const seed = spawnSync(process.execPath, ['gateway/dist/seed.mjs'], {
    cwd: root,
    env: baseEnv,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    throw new Error(`migrating or seeding the database failed:\n${seed.stdout}${seed.stderr}`);
  }

  const gatewayMembers = gatewayPorts.slice(0, gateways).map((gatewayPort, i) => {
    const member = new Member(
      `gateway${i + 1}`,
      process.execPath,
      ['--import', './gateway/dist/telemetry.mjs', 'gateway/dist/server.mjs'],
      {
        ...baseEnv,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPorts[i]),
        METRICS_HOST: '127.0.0.1',
      },
      write,
    );
    member.url = `http://127.0.0.1:${gatewayPort}`;
    member.metricsUrl = `http://127.0.0.1:${metricsPorts[i]}/metrics`;
    return member.start();
  });
  const workerMembers = Array.from({ length: workers }, (_, i) =>
    new Member(
      `worker${i + 1}`,
      process.execPath,
      ['--import', './gateway/dist/telemetry.mjs', 'gateway/dist/worker.mjs'],
      baseEnv,
      write,
    ).start(),
  );

  const haproxyEnv = {
    ...process.env,
    BARRIO_BIND: `${host}:${port}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
  };
  gatewayMembers.forEach((_, i) => {
    haproxyEnv[`GATEWAY_${i + 1}`] = `127.0.0.1:${gatewayPorts[i]}`;
  });
  for (let i = gateways; i < MAX_GATEWAYS; i += 1) delete haproxyEnv[`GATEWAY_${i + 1}`];
  const haproxy = new Member(
    'haproxy',
    haproxyBinary(),
    ['-db', '-f', HAPROXY_CONFIG],
    haproxyEnv,
    write,
  ).start();

  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  const cluster = {
    url: `http://127.0.0.1:${port}`,
    statsUrl,
    gateways: gatewayMembers,
    workers: workerMembers,
    haproxy,
    serverStates: () => serverStates(statsUrl),
    /** Waits until HAProxy reports these states, e.g. { gateway1: 'DOWN', gateway2: 'UP' }. */
    async waitForStates(expected, timeoutMs = 120_000) {
      let last = {};
      await waitFor(
        `HAProxy to report ${JSON.stringify(expected)}`,
        async () => {
          if (!haproxy.running) throw new Error('haproxy exited');
          last = await serverStates(statsUrl);
          return Object.entries(expected).every(([name, status]) => last[name] === status);
        },
        timeoutMs,
      ).catch((error) => {
        throw new Error(`${error.message}; last seen ${JSON.stringify(last)}`);
      });
    },
    async stop() {
      // HAProxy's soft stop: it stops listening and finishes the requests it carries.
      await haproxy.stop('SIGUSR1');
      await Promise.all([...gatewayMembers, ...workerMembers].map((m) => m.stop('SIGTERM')));
    },
  };
  try {
    const allUp = Object.fromEntries(gatewayMembers.map((m) => [m.name, 'UP']));
    await cluster.waitForStates(allUp, 120_000);
  } catch (error) {
    await Promise.all([haproxy, ...gatewayMembers, ...workerMembers].map((m) => m.stop('SIGKILL')));
    throw error;
  }
  say(`${gateways} gateways and ${workers} workers behind HAProxy`, {
    url: cluster.url,
    gateways: gatewayMembers.map((m) => m.url),
    metrics: gatewayMembers.map((m) => m.metricsUrl),
    stats: statsUrl,
  });
  return cluster;
}
