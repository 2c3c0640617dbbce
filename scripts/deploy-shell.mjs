#!/usr/bin/env node
// Deploys the shell alone: `npm run deploy -w shell` builds it, checks it against every remote
// the registry points at (the singletons it provides, the page protocols, the modules it
// loads) and publishes it as WEB_DIR/shells/<version>, WEB_DIR/shell pointing at it. Every
// published shell is kept:
//   npm run rollback -w shell       the shell before the live one
//   npm run rollforward -w shell    the shell after it again
//   node scripts/deploy-shell.mjs --to <version>
//   npm run deploy -w shell -- --canary 5   serve it to 5 % of the visitors first, judged as a
//     remote's canary is (--promote-after, --judge-after, --max-error-rate; docs/teams.md)
// An incompatible shell is refused with what to deploy first; --force deploys it anyway, and
// the registry's log keeps what it overrode. A new shell is measured on the shop page first
// (headless Chromium, 4× CPU, about half a minute) and refused over its main-thread budget;
// --skip-main-thread deploys without that check, and the registry's log says so.
//   node scripts/deploy-shell.mjs [--dist <dir>] [--build] [--force] [--skip-main-thread] [--web-dir <dir>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildApp,
  CANARY_ARGS,
  canaryOptions,
  deployShell,
  moveRelease,
  repoRoot,
  resolveWebDir,
} from './web/deploy-lib.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    build: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'skip-main-thread': { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    'roll-forward': { type: 'boolean', default: false },
    to: { type: 'string' },
    'web-dir': { type: 'string' },
    ...CANARY_ARGS,
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
    console.log(
      result.stoppedCanary
        ? `shell: canary ${result.stoppedCanary} stopped; ${result.version} stays live`
        : `shell: ${verb} to ${result.version}`,
    );
  } else {
    if (values.build && !values.dist) buildApp('shell');
    const distDir = values.dist ? path.resolve(values.dist) : path.join(repoRoot, 'shell', 'dist');
    const result = await deployShell({
      webDir,
      distDir,
      force: values.force,
      mainThread: !values['skip-main-thread'],
      skippedChecks: values['skip-main-thread']
        ? ['the main-thread check (--skip-main-thread)']
        : [],
      canary: canaryOptions(values),
    });
    const note = !result.changed
      ? 'already live, nothing to do'
      : result.canary
        ? `now a canary for ${values.canary} % of visitors`
        : 'now live';
    console.log(`shell: ${result.version} ${note}`);
    // What the page's apps cost its main thread with this shell, against their budgets.
    for (const line of result.report ?? []) console.log(`  ${line}`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
