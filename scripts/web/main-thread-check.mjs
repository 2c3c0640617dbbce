// What a build (a remote's, or the shell's) costs the shop page's main thread, measured before
// it goes live. The deploy lays out the live storefront with the candidate in its place (links
// into the live web folder, nothing copied, the live registry untouched), starts the built
// gateway on it with a throwaway embedded database, loads /demo-mx cold in headless Chromium
// on a phone's screen at 4× CPU (Lighthouse's mobile preset) a few times, and reads from each
// load's CPU profile how long each app's code kept the main thread busy
// (main-thread-cost.mjs). The medians are held against the budgets in
// deploy/first-screen-budgets.json (main-thread-budget.mjs): each app's `mainThreadMs` (the
// shell's covers the shared libraries it provides) and the whole page's.
//
// The budgets are wide on purpose: CPU time swings with the machine's load, and a deploy must
// not be refused for a busy neighbour. They catch a build that costs a phone hundreds of
// milliseconds more, not a few percent.
import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tracedColdLoad } from '../bench/main-thread.mjs';
import { launchChromium } from '../bench/page-weight.mjs';
import { median } from '../bench/storefront.mjs';
import { TRACE_CATEGORIES } from '../bench/trace-tasks.mjs';
import { PROFILER_CATEGORY, mainThreadByApp } from './main-thread-cost.mjs';
import { SHELL } from './registry-file.mjs';
import { freePort } from '../lib/free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GATEWAY_ENTRY = path.join(repoRoot, 'gateway', 'dist', 'server.mjs');

export const CPU_SLOWDOWN = 4;
/** Loads measured per check: the median of three is the cheapest that one outlier cannot move. */
export const LOADS = 3;
/** The page the budgets are written for (deploy/first-screen-budgets.json's `page`). */
export const SHOP_PATH = '/demo-mx';
const READY_TIMEOUT_MS = 120_000;

/**
 * A web folder for the gateway that is `webDir` with `app` (a remote's folder, or `shell`)
 * pointed at the build in `source` as `version`: every file is a link into `webDir` (or
 * `source`); the registry is a copy without canaries, so every load gets the same apps.
 */
export async function stageWebDir({ webDir, stageDir, registry, app, version, source }) {
  const shell = app === SHELL;
  // Where the app's kept versions live, and the top-level entries made anew here, not linked.
  const releases = shell ? 'shells' : path.join('remotes', app);
  const laidOut = shell ? ['shells', 'shell'] : ['remotes'];
  await mkdir(path.join(stageDir, releases), { recursive: true });
  for (const entry of await readdir(webDir)) {
    if (entry === 'remotes.json' || laidOut.includes(entry)) continue;
    await symlink(path.join(webDir, entry), path.join(stageDir, entry));
  }
  if (!shell) {
    const liveRemotes = path.join(webDir, 'remotes');
    for (const remote of existsSync(liveRemotes) ? await readdir(liveRemotes) : []) {
      if (remote === app) continue;
      await symlink(path.join(liveRemotes, remote), path.join(stageDir, 'remotes', remote));
    }
  }
  const kept = path.join(webDir, releases);
  for (const release of existsSync(kept) ? await readdir(kept) : []) {
    if (release === version) continue;
    await symlink(path.join(kept, release), path.join(stageDir, releases, release));
  }
  await symlink(path.resolve(source), path.join(stageDir, releases, version));
  // The live shell is served from WEB_DIR/shell, a link to its release (as deploys leave it).
  if (shell) await symlink(path.join('shells', version), path.join(stageDir, 'shell'));
  const entry = {
    name: shell ? SHELL : (registry.remotes?.[app]?.name ?? app.replaceAll('-', '_')),
    version,
    url: shell ? `/shells/${version}` : `/remotes/${app}/${version}`,
    deployedAt: new Date().toISOString(),
  };
  const staged = shell
    ? { ...registry, shell: entry, canaries: {} }
    : { ...registry, remotes: { ...registry.remotes, [app]: entry }, canaries: {} };
  await writeFile(path.join(stageDir, 'remotes.json'), `${JSON.stringify(staged, null, 2)}\n`);
}

/** The built gateway on `webDir` with an embedded database of its own; stop() ends it. */
async function startGateway(webDir, scratch) {
  if (!existsSync(GATEWAY_ENTRY)) {
    throw new Error(`${path.relative(repoRoot, GATEWAY_ENTRY)} is missing: run \`npm run build\``);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(scratch, 'gateway.log');
  const log = openSync(logFile, 'a');
  const gateway = spawn(process.execPath, [GATEWAY_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIR: webDir,
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: '',
      DEV_SERVERS: '',
      DEV_OUTBOX: 'false',
      METRICS_PORT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  const stop = async () => {
    if (gateway.exitCode === null) gateway.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && gateway.exitCode === null) {
    const ready = await fetch(`${url}/api/ready`).catch(() => null);
    if (ready?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the gateway for the main-thread check did not start:\n${tail}`);
}

/**
 * The parts of the loaded page still waiting to come alive, by hydration policy: islands
 * (HydrationIsland's `data-island`, marked `data-island-pending` while they wait) and slots a
 * policy keeps on their placeholder. `eager` islands draw no wrapper and are not counted.
 */
function waitingParts(page) {
  return page.evaluate(() => {
    const counts = {};
    for (const island of document.querySelectorAll('[data-island][data-hydration]')) {
      const policy = island.getAttribute('data-hydration');
      const entry = (counts[policy] ??= { parts: 0, waiting: 0 });
      entry.parts += 1;
      if (island.hasAttribute('data-island-pending')) entry.waiting += 1;
    }
    return counts;
  });
}

/** One load's figures: each app's main-thread time, and the parts waiting by policy after it. */
async function readLoad(events, page) {
  return { ...mainThreadByApp(events), waiting: await waitingParts(page) };
}

/** Medians by app over loads (an app missing from a load counts 0 there). */
function mediansByApp(loads) {
  const apps = new Set(loads.flatMap((load) => Object.keys(load.byApp)));
  return Object.fromEntries(
    [...apps].map((app) => [app, median(loads.map((load) => load.byApp[app] ?? 0))]),
  );
}

/**
 * `loads` cold loads of `url` at `slowdown` × CPU: the Chromium version, and the medians of
 * the main thread's busy time and of each app's share of it, in milliseconds.
 */
export async function mainThreadOfPage(url, { loads = LOADS, slowdown = CPU_SLOWDOWN } = {}) {
  const browser = await launchChromium();
  try {
    const measured = [];
    for (let index = 0; index < loads; index += 1) {
      measured.push(
        await tracedColdLoad(browser, url, {
          slowdown,
          trace: { categories: [...TRACE_CATEGORIES, PROFILER_CATEGORY], read: readLoad },
        }),
      );
    }
    return {
      chromium: browser.version(),
      loads: measured.length,
      slowdown,
      busy: median(measured.map((load) => load.busy)),
      byApp: mediansByApp(measured),
      // The last load's: the same page gives the same parts.
      waiting: measured.at(-1)?.waiting ?? {},
    };
  } finally {
    await browser.close();
  }
}

/**
 * The shop page's main thread with the build in `source` live as `app` `version` (a remote's
 * folder, or `shell`), the rest of `webDir` as it is (see the top of this file).
 */
export async function measureCandidate({ webDir, registry, app, version, source, loads }) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-main-thread-'));
  try {
    const stageDir = path.join(scratch, 'web');
    await stageWebDir({ webDir, stageDir, registry, app, version, source });
    const gateway = await startGateway(stageDir, scratch);
    try {
      // The first request loads the server bundles; the loads measure a warm gateway.
      await fetch(`${gateway.url}${SHOP_PATH}`).then((response) => response.arrayBuffer());
      return {
        page: SHOP_PATH,
        ...(await mainThreadOfPage(`${gateway.url}${SHOP_PATH}`, { loads })),
      };
    } finally {
      await gateway.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
