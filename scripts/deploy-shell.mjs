#!/usr/bin/env node
// Deploys the shell alone: `npm run deploy -w shell` builds it, checks it against every remote
// the registry points at (the singletons it provides, the page protocols, the modules it
// loads) and publishes it as WEB_DIR/shells/<version>, WEB_DIR/shell pointing at it. Every
// published shell is kept:
//   npm run rollback -w shell       the shell before the live one
//   npm run rollforward -w shell    the shell after it again
//   node scripts/deploy-shell.mjs --to <version>
// An incompatible shell is refused with what to deploy first; --force deploys it anyway, and
// the registry's log keeps what it overrode.
//   node scripts/deploy-shell.mjs [--dist <dir>] [--build] [--force] [--web-dir <dir>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, deployShell, moveRelease, repoRoot, resolveWebDir } from './web/deploy-lib.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    build: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    'roll-forward': { type: 'boolean', default: false },
    to: { type: 'string' },
    'web-dir': { type: 'string' },
  },
});
const webDir = values['web-dir'] ?? resolveWebDir();

try {
  if (values.rollback || values['roll-forward'] || values.to) {
    const result = await moveRelease({
      app: 'shell',
      webDir,
      direction: values['roll-forward'] ? 'forward' : 'back',
      version: values.to,
    });
    const verb = values['roll-forward'] ? 'rolled forward' : 'rolled back';
    console.log(`shell: ${verb} to ${result.version}`);
  } else {
    if (values.build && !values.dist) buildApp('shell');
    const distDir = values.dist ? path.resolve(values.dist) : path.join(repoRoot, 'shell', 'dist');
    const result = await deployShell({ webDir, distDir, force: values.force });
    console.log(
      `shell: ${result.version} ${result.changed ? 'now live' : 'already live, nothing to do'}`,
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
