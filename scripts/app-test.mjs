#!/usr/bin/env node
// `npm test -w <app>`: what a change to the app can break, before it is deployed: its own unit
// and component tests, the shared package's tests (the app bundles shared code, and a change
// made for it lands there), the message catalogues of the app and of shared, and the deploy
// tools' tests (versions, history, the behaviour check). Extra arguments go to Jest
// (`npm test -w mf-catalog -- --watch`).
//   node scripts/app-test.mjs <folder> [jest args]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [folder, ...jestArgs] = process.argv.slice(2);
if (!folder) {
  console.error('usage: app-test.mjs <folder> [jest args]');
  process.exit(2);
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${folder}: ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n=== ${folder}: ${label} failed`);
    process.exit(result.status || 1);
  }
}

run('message catalogues (the app and shared)', process.execPath, [
  path.join(root, 'scripts', 'i18n-check.mjs'),
  folder,
  'shared',
]);
run(
  'unit and component tests (the app and shared)',
  process.execPath,
  [
    path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--selectProjects',
    folder,
    'shared',
    ...jestArgs,
  ],
  { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
);
run('deploy tools', process.execPath, ['--test', path.join(root, 'scripts', 'web')]);
