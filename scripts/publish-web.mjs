#!/usr/bin/env node
// Publishes what `npm run build` produced into WEB_DIR for `npm start`: the shell, then every
// remote's current build through the same path as a deploy (a versioned folder plus the
// registry). Nothing is built here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deployRemote,
  publishShell,
  REMOTE_FOLDERS,
  repoRoot,
  resolveWebDir,
} from './web/deploy-lib.mjs';

const { values } = parseArgs({ options: { 'web-dir': { type: 'string' } } });
const webDir = values['web-dir'] ?? resolveWebDir();

export async function publishWeb(target) {
  await publishShell({ webDir: target });
  const missing = [];
  for (const folder of REMOTE_FOLDERS) {
    if (!existsSync(path.join(repoRoot, folder, 'dist', 'mf-manifest.json'))) {
      missing.push(folder);
      continue;
    }
    // Published before the gateway that will serve them starts: no live API to check against.
    const result = await deployRemote({ folder, webDir: target, build: false, gatewayUrl: null });
    console.log(`${folder}: ${result.version}${result.changed ? ' published' : ' already live'}`);
  }
  return missing;
}

try {
  const missing = await publishWeb(webDir);
  console.log(`shell published to ${path.join(webDir, 'shell')}`);
  if (missing.length > 0) {
    console.warn(
      `not built, so not published (their slots show the fallback): ${missing.join(', ')}`,
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
