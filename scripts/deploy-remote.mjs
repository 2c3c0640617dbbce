#!/usr/bin/env node
// Deploys one remote without touching the shell:
//   npm run deploy -w mf-catalog             build if stale, publish, point the registry at it
//   npm run rollback -w mf-catalog           point the registry back at the previous version
//   node scripts/deploy-remote.mjs mf-catalog --dist <dir>   publish a build made elsewhere
// WEB_DIR (default <repo>/.web) is the folder the gateway serves. A build that does not fit
// the deployed shell (its singletons, the page protocols) is refused with what to deploy
// first; --force deploys it anyway.
import { parseArgs } from 'node:util';
import { deployRemote, resolveWebDir, rollbackRemote } from './web/deploy-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rollback: { type: 'boolean', default: false },
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'web-dir': { type: 'string' },
  },
});

const folder = positionals[0];
if (!folder) {
  console.error(
    'usage: deploy-remote.mjs <mf-folder> [--rollback] [--dist <dir>] [--no-build] [--force] [--web-dir <dir>]',
  );
  process.exit(2);
}
const webDir = values['web-dir'] ?? resolveWebDir();

try {
  if (values.rollback) {
    const result = await rollbackRemote({ folder, webDir });
    console.log(`${folder}: rolled back to ${result.version} (${result.url})`);
  } else {
    const result = await deployRemote({
      folder,
      webDir,
      distDir: values.dist,
      build: !values['no-build'],
      force: values.force,
    });
    const note = result.changed ? 'now live' : 'already live';
    console.log(
      `${folder}: ${result.version} ${note} at ${result.url}${result.copied ? '' : ' (files already published)'}`,
    );
  }
} catch (error) {
  console.error(`${folder}: ${error.message}`);
  process.exit(1);
}
