#!/usr/bin/env node
// `npm run dev`: a webpack dev server per app (shell :3000, remotes :3001-3005) and the
// gateway (:8080, restarted on change) proxying to them, so the browser needs one port:
// http://localhost:8080. `npm run dev -- mf-catalog` serves only the shell and mf-catalog live;
// the other remotes then come from the last published build in WEB_DIR.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { apps } = require('./webpack/apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !apps.some((app) => app.folder === name));
if (unknown.length > 0) {
  console.error(
    `unknown app(s): ${unknown.join(', ')}; expected ${apps.map((app) => app.folder).join(', ')}`,
  );
  process.exit(2);
}
const live = apps.filter(
  (app) => app.kind === 'host' || requested.length === 0 || requested.includes(app.folder),
);
const gatewayPort = Number(process.env.PORT || 8080);
const gatewayUrl = `http://localhost:${gatewayPort}`;

const children = new Set();
let stopping = false;

function run(label, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const prefix = `[${label}]`.padEnd(20);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
      stop(code || 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const webpackBin = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');
for (const app of live) {
  run(app.folder, process.execPath, [webpackBin, 'serve', '--mode', 'development'], {
    cwd: path.join(root, app.folder),
    // BARRIO_DEV_RUNNER: the gateway below is on its way, so the dev servers need not warn.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      BARRIO_GATEWAY_URL: gatewayUrl,
      BARRIO_DEV_RUNNER: '1',
      // PORT is the gateway's here; each dev server keeps its own (apps.cjs).
      PORT: undefined,
    },
  });
}

const devServers = live.map((app) => `${app.container}=http://localhost:${app.port}`).join(',');
run(
  'gateway',
  process.execPath,
  [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'src/server.ts'],
  {
    cwd: path.join(root, 'gateway'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(gatewayPort),
      DEV_SERVERS: devServers,
    },
  },
);

console.log(
  `[dev] storefront on ${gatewayUrl} (live: ${live.map((app) => app.folder).join(', ')})`,
);
