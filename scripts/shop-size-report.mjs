#!/usr/bin/env node
// What a shopper's first visit to a shop page downloads, gzip: every JS and CSS file the
// browser fetches from the gateway while /demo-mx loads (the shell, each remote's entry and
// chunks, and whichever copy of a shared module the federation runtime picks). Unlike
// size-report.mjs this runs the built gateway with the seeded demo shops, so the remotes the
// shop page shows load as they do in production. It is the figure the sharing rule in the
// README is measured with.
//   node scripts/shop-size-report.mjs [--json] [--path /demo-mx]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { freePort } from './lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, path: { type: 'string' } },
});
const pagePath = values.path ?? '/demo-mx';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function run(args, env) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}${result.stderr}`);
}

async function waitUntilReady(url, gateway) {
  for (;;) {
    if (gateway.exitCode !== null) throw new Error('the gateway exited before it was ready');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const gatewayEntry = path.join(root, 'gateway', 'dist', 'server.mjs');
if (!existsSync(gatewayEntry) || !existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
  console.error('gateway/dist or shell/dist is missing: build first (npm run build)');
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'barrio-shop-size-'));
const webDir = path.join(scratch, 'web');
const dataDir = path.join(scratch, 'data');
let gateway;
try {
  run([path.join(root, 'scripts', 'publish-web.mjs'), '--web-dir', webDir], {});
  run([path.join(root, 'gateway', 'dist', 'seed.mjs')], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, [gatewayEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      WEB_DIR: webDir,
      DATA_DIR: dataDir,
      DEV_SERVERS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitUntilReady(origin, gateway);

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const files = new Map();
  try {
    const page = await browser.newPage();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !/\.(?:m?js|css)$/.test(url.pathname)) return;
      try {
        files.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A response without a body (a redirect) weighs nothing.
      }
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }

  const byApp = new Map();
  for (const [file, gzip] of files) {
    const app = file.startsWith('/remotes/') ? file.split('/')[2] : 'shell';
    byApp.set(app, (byApp.get(app) ?? 0) + gzip);
  }
  const total = [...files.values()].reduce((sum, size) => sum + size, 0);
  if (values.json) {
    console.log(
      JSON.stringify(
        { path: pagePath, gzip: total, byApp: Object.fromEntries(byApp), files: [...files] },
        null,
        2,
      ),
    );
  } else {
    console.log(`First load of ${pagePath} (gzip): ${kb(total)} in ${files.size} files`);
    for (const [app, gzip] of [...byApp].sort())
      console.log(`  ${app.padEnd(24)} ${kb(gzip).padStart(10)}`);
  }
} finally {
  if (gateway && gateway.exitCode === null) gateway.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
