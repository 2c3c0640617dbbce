#!/usr/bin/env node
// Prints what the built storefront weighs, gzip: the shell's first load (every JS and CSS file
// the browser fetches from shell/dist while the shell starts, no remote involved) and each
// remote's remoteEntry.js. The first load is measured in Chromium rather than guessed from the
// build graph, so it includes the shared chunks the federation runtime pulls in eagerly.
//   node scripts/size-report.mjs [--json]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { remotes } = require('./webpack/apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shellDist = path.join(root, 'shell', 'dist');
const asJson = process.argv.includes('--json');

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const contentTypes = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
};

/** Serves shell/dist alone: an empty registry and a JSON 404 for every API call. */
function startShellServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"remotes":{}}');
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"error":{"code":"not_found","message":"size report"}}');
    }
    const file = path.join(shellDist, path.normalize(url.pathname));
    const target =
      file.startsWith(shellDist) && existsSync(file) && statSync(file).isFile()
        ? file
        : path.join(shellDist, 'index.html');
    res.writeHead(200, {
      'content-type': contentTypes[path.extname(target)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function shellFirstLoadFiles() {
  const { chromium } = await import('playwright-core');
  const server = await startShellServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
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
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && /\.(?:m?js|css)$/.test(url.pathname))
        files.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}/demo-mx`, { waitUntil: 'networkidle' });
    return [...files].sort();
  } finally {
    await browser.close();
    server.close();
  }
}

if (!existsSync(path.join(shellDist, 'index.html'))) {
  console.error('shell/dist is missing: build first (npm run build)');
  process.exit(1);
}

const shellFiles = (await shellFirstLoadFiles()).map((file) => ({
  file,
  gzip: gzipSize(path.join(shellDist, file)),
}));
const shellTotal = shellFiles.reduce((sum, entry) => sum + entry.gzip, 0);
const remoteEntries = remotes.map((app) => {
  const file = path.join(root, app.folder, 'dist', 'remoteEntry.js');
  return { remote: app.folder, gzip: existsSync(file) ? gzipSize(file) : null };
});

if (asJson) {
  console.log(
    JSON.stringify(
      { shellFirstLoad: { gzip: shellTotal, files: shellFiles }, remoteEntries },
      null,
      2,
    ),
  );
} else {
  console.log(`Shell first load (gzip): ${kb(shellTotal)} in ${shellFiles.length} files`);
  for (const entry of shellFiles)
    console.log(`  ${entry.file.padEnd(40)} ${kb(entry.gzip).padStart(10)}`);
  console.log('remoteEntry.js (gzip):');
  for (const entry of remoteEntries) {
    console.log(
      `  ${entry.remote.padEnd(40)} ${(entry.gzip === null ? 'not built' : kb(entry.gzip)).padStart(10)}`,
    );
  }
}
