#!/usr/bin/env node
// `npm test`: installs if needed, then runs every check and test in the order that fails
// fastest: lint, types, message catalogues, unit + API tests (PGlite), the API tests again on
// PostgreSQL when DATABASE_URL is set, the production build, the browser journeys, and with
// DATABASE_URL the cluster behind HAProxy and one journey file on PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(root, 'node_modules', '.cache', 'test-reports');
const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function run(label, command, args, env = {}) {
  if (skip.has(label)) {
    console.log(`\n=== ${label}: skipped (SKIP=${[...skip].join(',')})`);
    return;
  }
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n=== ${label} failed (exit ${result.status ?? result.signal})`);
    printSummary();
    process.exit(result.status || 1);
  }
}

/**
 * Runs single-threaded checks side by side (one core each); each one's output is printed whole
 * when it ends, so the two never interleave.
 * @param {[label: string, command: string, args: string[]][]} steps
 */
async function runTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps
      .filter(([label]) => !skip.has(label))
      .map(
        ([label, command, args]) =>
          new Promise((resolve) => {
            const child = spawn(command, args, { cwd: root, env: process.env });
            let output = '';
            child.stdout.on('data', (chunk) => (output += chunk));
            child.stderr.on('data', (chunk) => (output += chunk));
            child.on('close', (status, signal) => {
              console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n${output}`);
              timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
              resolve({ label, status: status ?? signal });
            });
          }),
      ),
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n=== ${failed.label} failed (exit ${failed.status})`);
    printSummary();
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function printSummary() {
  countJest(path.join(reportsDir, 'jest-pglite.json'));
  countJest(path.join(reportsDir, 'jest-postgres.json'));
  countPlaywright(path.join(reportsDir, 'playwright.json'));
  countPlaywright(path.join(reportsDir, 'playwright-postgres.json'));
  console.log(`\nsteps: ${timings.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

ensureInstall();
// Reports of an earlier run must not be counted in this run's summary.
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const jest = [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js')];
// PGlite loads its WebAssembly through a dynamic import, which Jest allows only with this flag.
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };
const jestFlags = ['--ci', '--maxWorkers=2'];

await runTogether([
  ['lint', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
]);
run('typecheck', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--loglevel', 'warn']);
run('i18n', 'node', ['scripts/i18n-check.mjs']);
// deploy/: the Dockerfile, compose.yaml, Kubernetes manifests, HAProxy and systemd, offline.
// scripts/docs/: every npm command the docs name exists, and the speed table is the one the
// committed bench results make. scripts/lint/: lint's type-aware rules still fire on source.
// scripts/bench/: what the bench reads from a Chromium trace.
run('scripts', 'node', [
  '--test',
  'scripts/web/',
  'scripts/webpack/',
  'scripts/docs/',
  'scripts/lint/',
  'scripts/bench/',
  'deploy/',
]);

const { DATABASE_URL } = process.env;
run(
  'unit+api (PGlite)',
  'node',
  [...jest, ...jestFlags, '--json', `--outputFile=${path.join(reportsDir, 'jest-pglite.json')}`],
  {
    ...jestEnv,
    DATABASE_URL: '',
    // Suites that start a PostgreSQL server of their own run once, in the PostgreSQL pass.
    ...(process.env.DATABASE_URL ? { BARRIO_POSTGRES_PASS_FOLLOWS: '1' } : {}),
  },
);
if (DATABASE_URL) {
  run(
    'api (PostgreSQL)',
    'node',
    [
      ...jest,
      ...jestFlags,
      '--selectProjects',
      'gateway',
      '--json',
      `--outputFile=${path.join(reportsDir, 'jest-postgres.json')}`,
    ],
    { ...jestEnv, DATABASE_URL },
  );
}

run('build', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn']);
run('byte budget', 'node', ['--test', 'scripts/budget/']);
// OpenTelemetry end to end: the built gateway exports one trace per order to a local receiver.
run('tracing', 'node', ['--test', 'scripts/telemetry/']);
// start:cluster's shape (built gateways and a worker behind HAProxy) on PostgreSQL and Redis.
if (DATABASE_URL)
  run('cluster (HAProxy)', 'node', ['--test', 'scripts/cluster/'], { DATABASE_URL });
run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
// Two workers, each with a storefront of its own: the journeys wait on the browser and the
// gateway far more than they compute, so two of them share this machine's two cores well
// (7.8 minutes against 12.1 for one worker, both on a loaded machine).
run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--workers', '2'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportsDir, 'playwright.json'),
  DATABASE_URL: '',
});

// One journey file again on PostgreSQL (a schema of its own), the database shops run on.
if (DATABASE_URL) {
  run(
    'e2e (PostgreSQL)',
    'npx',
    // The ten-thousand-product scrolling journey measures the browser, not the database.
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      'e2e/tests/shopping.spec.ts',
      '--grep-invert',
      'ten thousand products',
    ],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportsDir, 'playwright-postgres.json'),
      E2E_DATABASE_URL: DATABASE_URL,
      DATABASE_URL: '',
    },
  );
}

printSummary();
