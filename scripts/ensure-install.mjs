#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than the manifests, so that
// `npm start` and `npm test` work on a fresh clone with no other step. `npm ci` refuses
// lockfiles written by npm 11 on this toolchain, so this uses `npm install` with the lockfile.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.barrio-install-stamp');

function manifestsHash() {
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const files = [
    'package.json',
    'package-lock.json',
    ...rootManifest.workspaces.map((w) => `${w}/package.json`),
  ];
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const wanted = manifestsHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('[install] dependencies missing or out of date: running npm install');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[install] npm install failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, manifestsHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
