// Reading the production builds in `<app>/dist`, for the tests of this folder: where an app's
// files are, what its federation manifest exposes, and which files the shell starts with.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const dist = (app) => path.join(root, app, 'dist');

export const manifest = (app) =>
  JSON.parse(readFileSync(path.join(dist(app), 'mf-manifest.json'), 'utf8'));

/** The files an exposed module loads before it can render, as its remote's manifest lists them. */
export function exposeFiles(app, expose) {
  const found = manifest(app).exposes.find((entry) => entry.name === expose);
  assert.ok(found, `${app} exposes ${expose}`);
  return found.assets.js.sync;
}

/** The shell's entry and the start-up files its index.html preloads (startup-preload-plugin). */
export function shellStartFiles() {
  const html = readFileSync(path.join(dist('shell'), 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const startup = [...html.matchAll(/<link[^>]*href="\/([^"]+\.js)"[^>]*data-shell-start/g)].map(
    (m) => m[1],
  );
  assert.ok(startup.length > 0, 'index.html preloads the shell start-up files');
  return [...entries, ...startup];
}
