#!/usr/bin/env node
// Deploys one remote without touching the shell:
//   npm run deploy -w mf-catalog             build if stale, check, publish, point the registry at it
//   npm run rollback -w mf-catalog           point the registry at the version before the live one
//   npm run rollforward -w mf-catalog        point it at the version after the live one again
//   node scripts/deploy-remote.mjs mf-catalog --to <version>   point it at any kept version
//   node scripts/deploy-remote.mjs mf-catalog --dist <dir>     publish a build made elsewhere
//   npm run deploy -w mf-catalog -- --canary 5   serve it to 5 % of the visitors first; the
//     gateway promotes it after --promote-after visits (50) at or under --max-error-rate errors
//     per visit (0.05), and rolls it back once --judge-after visits (10) are over that rate
// WEB_DIR (default <repo>/.web) is the folder the gateway serves. A build that does not fit
// what is deployed is refused with who would break and what to deploy first; --force deploys
// it anyway, and the registry's log keeps what it overrode. A build the shop page loads on its
// first screen is measured there first (headless Chromium, 4× CPU, about half a minute) and
// refused over its main-thread budget; --skip-main-thread deploys without that check, and the
// registry's log says so.
import { parseArgs } from 'node:util';
import {
  CANARY_ARGS,
  canaryOptions,
  deployRemote,
  moveRelease,
  resolveWebDir,
} from './web/deploy-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rollback: { type: 'boolean', default: false },
    'roll-forward': { type: 'boolean', default: false },
    to: { type: 'string' },
    ...CANARY_ARGS,
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'skip-main-thread': { type: 'boolean', default: false },
    'web-dir': { type: 'string' },
  },
});

const folder = positionals[0];
if (!folder) {
  console.error(
    'usage: deploy-remote.mjs <mf-folder> [--rollback | --roll-forward | --to <version>] [--dist <dir>] [--no-build] [--force] [--skip-main-thread] [--web-dir <dir>]',
  );
  process.exit(2);
}
const webDir = values['web-dir'] ?? resolveWebDir();

try {
  if (values.rollback || values['roll-forward'] || values.to) {
    const result = await moveRelease({
      app: folder,
      webDir,
      direction: values['roll-forward'] ? 'forward' : 'back',
      version: values.to,
    });
    const verb = values['roll-forward'] ? 'rolled forward' : 'rolled back';
    console.log(
      result.stoppedCanary
        ? `${folder}: canary ${result.stoppedCanary} stopped; ${result.version} stays live`
        : `${folder}: ${verb} to ${result.version} (${result.url})`,
    );
  } else {
    const result = await deployRemote({
      folder,
      webDir,
      distDir: values.dist,
      build: !values['no-build'],
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
    console.log(
      `${folder}: ${result.version} ${note} at ${result.url}${result.copied || !result.changed ? '' : ' (files already published)'}`,
    );
    // When its modules come alive, then what the shop page's first screen loads from each
    // remote and what their code costs its main thread, against their budgets.
    for (const line of [...(result.hydration ?? []), ...(result.firstScreen ?? [])])
      console.log(`  ${line}`);
  }
} catch (error) {
  console.error(`${folder}: ${error.message}`);
  process.exit(1);
}
