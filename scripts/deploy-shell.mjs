#!/usr/bin/env node
// Deploys the shell alone: `npm run deploy -w shell` builds it if asked, checks it against
// every remote the registry points at (the singletons it provides, the page protocols) and
// replaces WEB_DIR/shell in one rename. An incompatible shell is refused with what to deploy
// first; --force deploys it anyway.
//   node scripts/deploy-shell.mjs [--dist <dir>] [--build] [--force] [--web-dir <dir>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, deployShell, repoRoot, resolveWebDir } from './web/deploy-lib.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    build: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'web-dir': { type: 'string' },
  },
});
const webDir = values['web-dir'] ?? resolveWebDir();

try {
  if (values.build && !values.dist) buildApp('shell');
  const distDir = values.dist ? path.resolve(values.dist) : path.join(repoRoot, 'shell', 'dist');
  await deployShell({ webDir, distDir, force: values.force });
  console.log(`shell published to ${path.join(webDir, 'shell')}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
