// Publishing built apps into WEB_DIR, the folder the gateway serves: the shell at
// WEB_DIR/shell, each remote build at WEB_DIR/remotes/<folder>/<version>/, and the registry.
import { spawnSync } from 'node:child_process';
import { cp, lstat, mkdir, readdir, readFile, rename, rm, stat, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkRemoteAgainstShell,
  checkShellAgainstRemotes,
  describeRefusal,
  readCompat,
  sharedRuleWarnings,
} from './compat.mjs';
import { apiProblems, liveOpenApi } from './behaviour-check.mjs';
import {
  BUDGETS_FILE,
  firstScreenProblems,
  firstScreenReport,
  measureFirstScreen,
} from './first-screen.mjs';
import { hydrationReport } from './hydration-report.mjs';
import { firstScreenCost, mainThreadProblems, mainThreadReport } from './main-thread-budget.mjs';
import { versionOf } from './build-version.mjs';
import {
  liveEntry,
  pointAt,
  pointAtVersion,
  pointBack,
  pointForward,
  readRegistry,
  SHELL,
  startCanary,
  stopCanary,
  updateRegistry,
} from './registry-file.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTE_FOLDERS = [
  'mf-catalog',
  'mf-cart-checkout',
  'mf-orders',
  'mf-wallet',
  'mf-geo-pickup',
];

/** Same default as the gateway's config: WEB_DIR, else <repo>/.web. */
export function resolveWebDir(env = process.env) {
  return path.resolve(repoRoot, env.WEB_DIR || '.web');
}

export function containerName(folder) {
  return folder.replace(/-/g, '_');
}

/** Package version plus a hash of the build's content: a rebuild that changes nothing keeps its version. */
export async function buildVersion(folder, distDir) {
  const pkg = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8'));
  return versionOf(pkg.version, distDir);
}

async function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** A build is stale when any source it is made of changed after its manifest was written. */
export async function isBuildStale(folder) {
  const manifest = path.join(repoRoot, folder, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = (await stat(manifest)).mtimeMs;
  const sources = [
    path.join(repoRoot, folder, 'src'),
    path.join(repoRoot, folder, 'webpack.config.cjs'),
    path.join(repoRoot, folder, 'package.json'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'scripts', 'webpack'),
  ];
  for (const source of sources) {
    if ((await newestMtime(source)) > built) return true;
  }
  return false;
}

export function buildApp(folder) {
  const webpackBin = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const result = spawnSync(process.execPath, [webpackBin, '--mode', 'production'], {
    cwd: path.join(repoRoot, folder),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${folder} failed`);
}

/** Copies a folder into place under a temporary name first, so a half copy is never served. */
async function copyAtomically(from, to) {
  if (existsSync(to)) return false;
  await mkdir(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await cp(from, temporary, { recursive: true });
  await rename(temporary, to);
  return true;
}

/** A deploy that would break the page; its message says what to deploy first. */
export class IncompatibleDeployError extends Error {
  constructor(subject, problems) {
    super(describeRefusal(subject, problems));
    this.name = 'IncompatibleDeployError';
    this.problems = problems;
  }
}

/** What a canary release is judged on, unless the deploy says otherwise. */
export const CANARY_DEFAULTS = { promoteAfterVisits: 50, judgeAfterVisits: 10, maxErrorRate: 0.05 };

/**
 * The canary options of a deploy command line (`--canary`, `--promote-after`, `--judge-after`,
 * `--max-error-rate`), checked: a share of 1..99 % and the judging thresholds. Undefined
 * without `--canary`; throws with what is wrong.
 */
export function canaryOptions(options) {
  if (options.canary === undefined) return undefined;
  const number = (name, min, max, integer) => {
    const text = options[name];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      throw new Error(
        `--${name} must be a number from ${min} to ${max}${integer ? ' (whole)' : ''}`,
      );
    }
    return value;
  };
  const canary = { percent: number('canary', 1, 99, true) };
  const promoteAfterVisits = number('promote-after', 1, 1_000_000, true);
  const judgeAfterVisits = number('judge-after', 1, 1_000_000, true);
  const maxErrorRate = number('max-error-rate', 0, 1, false);
  if (promoteAfterVisits !== undefined) canary.promoteAfterVisits = promoteAfterVisits;
  if (judgeAfterVisits !== undefined) canary.judgeAfterVisits = judgeAfterVisits;
  if (maxErrorRate !== undefined) canary.maxErrorRate = maxErrorRate;
  return canary;
}

/** The command-line options every deploy command takes for a canary release. */
export const CANARY_ARGS = {
  canary: { type: 'string' },
  'promote-after': { type: 'string' },
  'judge-after': { type: 'string' },
  'max-error-rate': { type: 'string' },
};

/**
 * Publishes one remote build under its versioned path and points the registry at it, unless
 * it does not fit what is deployed (`force` skips that check; a forced deploy is logged with
 * what it overrode). With `canary`, the build is served to that share of the visitors only,
 * until the gateway promotes or rolls it back on their reports. With `mainThread`, a build that
 * loads on the shop page's first screen is first measured there in headless Chromium
 * (main-thread-check.mjs) and refused over its main-thread budget.
 * @param {{
 *   folder: string, webDir: string, distDir?: string, build?: boolean, force?: boolean,
 *   gatewayUrl?: string, mainThread?: boolean, skippedChecks?: string[],
 *   canary?: { percent: number, promoteAfterVisits?: number, judgeAfterVisits?: number, maxErrorRate?: number },
 * }} options
 */
export async function deployRemote({
  folder,
  webDir,
  distDir,
  build = true,
  force = false,
  canary,
  gatewayUrl = apiGatewayUrl(),
  budgetsFile = BUDGETS_FILE,
  mainThread = false,
  skippedChecks = [],
}) {
  if (!REMOTE_FOLDERS.includes(folder))
    throw new Error(`${folder} is not a remote (${REMOTE_FOLDERS.join(', ')})`);
  const source = distDir ? path.resolve(distDir) : path.join(repoRoot, folder, 'dist');
  if (!distDir && build && (await isBuildStale(folder))) buildApp(folder);
  if (!existsSync(path.join(source, 'mf-manifest.json'))) {
    throw new Error(`${source} holds no build of ${folder} (no mf-manifest.json); build it first`);
  }
  const version = await buildVersion(folder, source);
  const registry = await readRegistry(webDir);
  const live = liveEntry(registry, folder);
  // The same build again: nothing to check, copy or point at.
  if (live?.version === version) {
    return { folder, version, url: live.url, copied: false, changed: false, warnings: [] };
  }
  const api = await apiCallProblems(folder, version, source, gatewayUrl);
  const problems = [
    ...checkRemoteAgainstShell({ webDir, remoteDir: source, folder, version, registry }),
    ...api.problems,
    ...firstScreenProblems({ folder, dir: source, budgetsFile }),
  ];
  if (problems.length > 0 && !force) {
    throw new IncompatibleDeployError(`${folder} ${version}`, problems);
  }
  const firstScreenBytes = measureFirstScreen(source)?.bytes;
  const mainThreadCheck =
    mainThread && (firstScreenBytes ?? 0) > 0
      ? await checkMainThread({
          webDir,
          registry,
          app: folder,
          version,
          source,
          budgetsFile,
          live: liveRelease(webDir, folder, live?.version),
        })
      : null;
  const mainThreadMeasure = mainThreadCheck?.measured ?? null;
  if (mainThreadCheck) {
    problems.push(...mainThreadCheck.problems);
    if (problems.length > 0 && !force) {
      throw new IncompatibleDeployError(`${folder} ${version}`, problems);
    }
  }
  const firstScreen = [
    ...firstScreenReport({ folder, dir: source, webDir, registry, budgetsFile }),
    ...(mainThreadCheck ? mainThreadCheck.report : []),
  ];
  const hydration = hydrationReport({ folder, version, dir: source, webDir, registry });
  const warnings = [
    ...api.warnings,
    ...sharedRuleWarnings({ webDir, dir: source, app: folder, version, registry }),
    ...hydration.warnings,
  ];
  for (const warning of warnings) console.warn(warning);
  const target = path.join(webDir, 'remotes', folder, version);
  const copied = await copyAtomically(source, target);
  const entry = {
    name: containerName(folder),
    version,
    url: `/remotes/${folder}/${version}`,
    deployedAt: new Date().toISOString(),
  };
  const skipped = skippedChecks.length > 0 ? `deployed without ${skippedChecks.join(', ')}` : null;
  const note = [forcedNote(problems), skipped, ...warnings].filter(Boolean).join('; ');
  const cost =
    firstScreenCost(folder, {
      bytes: firstScreenBytes,
      measured: mainThreadMeasure,
    }) ?? undefined;
  const changed = await updateRegistry(webDir, (current) =>
    canary
      ? startCanary(current, folder, { ...entry, ...CANARY_DEFAULTS, ...canary }, { note, cost })
      : pointAt(current, folder, entry, { ...(note ? { note } : {}), cost }),
  );
  if (problems.length > 0) console.warn(`${folder} ${version}: ${forcedNote(problems)}`);
  return {
    folder,
    version,
    url: entry.url,
    copied,
    changed: changed !== null,
    warnings,
    firstScreen,
    hydration: hydration.lines,
    canary: Boolean(canary),
  };
}

/**
 * The gateway whose OpenAPI document a deploy checks the build's API calls against
 * (BARRIO_GATEWAY_URL, as the dev servers use, else :8080); null leaves them unchecked.
 */
export function apiGatewayUrl(env = process.env) {
  return env.BARRIO_GATEWAY_URL || 'http://localhost:8080';
}

/**
 * The API paths the build in `dir` calls that the live gateway does not have; when no gateway
 * answers, none, and a warning that they went unchecked.
 */
async function apiCallProblems(app, version, dir, gatewayUrl) {
  const record = readCompat(dir);
  // No gateway to ask (publishing before the gateway starts), or no call to check.
  if (!gatewayUrl || !record?.behaviour?.apiCalls?.length) return { problems: [], warnings: [] };
  const live = await liveOpenApi(gatewayUrl);
  if ('unchecked' in live) {
    return {
      problems: [],
      warnings: [`${app} ${version}: its API calls were not checked: ${live.unchecked}`],
    };
  }
  return { problems: apiProblems({ folder: app, version, record }, live.openapi), warnings: [] };
}

/** The log line of a deploy that went live over the check's refusal. */
/**
 * The shop page's main thread with the candidate in place; a check that cannot run (no
 * Chromium, no gateway build) stops the deploy and says how to deploy without it.
 */
async function measureMainThread(options) {
  // Loaded only here: the rest of the deploy needs neither Chromium nor the gateway's build.
  const { measureCandidate } = await import('./main-thread-check.mjs');
  try {
    return await measureCandidate(options);
  } catch (error) {
    throw new Error(
      `the main-thread check of the shop page could not run: ${error.message}\n` +
        '(it needs `npm run build` and Chromium: `bash scripts/ensure-chromium.sh`; ' +
        '--skip-main-thread deploys without it, and the registry log says so)',
      { cause: error },
    );
  }
}

/** The live release of `app` (a remote's folder, or the shell) as a build to measure, if kept. */
function liveRelease(webDir, app, version) {
  if (!version) return null;
  const source =
    app === SHELL
      ? path.join(webDir, 'shells', version)
      : path.join(webDir, 'remotes', app, version);
  return existsSync(source) ? { version, source } : null;
}

/**
 * The candidate measured on the shop page and held to the budgets. Where it is over one, the
 * live release (`live`: its version and folder) is measured too, in the same run on the same
 * machine, and the budget is held against it instead when it is over as well: a slow machine
 * does not refuse a build that costs what the live release costs (main-thread-budget.mjs).
 */
async function checkMainThread({ webDir, registry, app, version, source, budgetsFile, live }) {
  const measured = await measureMainThread({ webDir, registry, app, version, source });
  let liveMeasure = null;
  if (live && mainThreadProblems(app, measured, budgetsFile).length > 0) {
    liveMeasure = await measureMainThread({ webDir, registry, app, ...live });
  }
  return {
    measured,
    problems: mainThreadProblems(app, measured, budgetsFile, liveMeasure),
    report: mainThreadReport(app, measured, budgetsFile, liveMeasure),
  };
}

function forcedNote(problems) {
  if (problems.length === 0) return null;
  return `deployed with --force over: ${problems.map((p) => p.message).join('; ')}`;
}

/**
 * Points an app (a remote's folder or 'shell') at another kept version: the one before the
 * live one (`back`), the one after it (`forward`), or one by name (`version`).
 * @param {{ app: string, webDir: string, direction?: 'back' | 'forward', version?: string }} options
 */
export async function moveRelease({ app, webDir, direction = 'back', version }) {
  // A rollback while a canary runs stops the canary: the live version was never left.
  if (direction === 'back' && !version) {
    let stopped = null;
    await updateRegistry(webDir, (registry) => {
      stopped = registry.canaries[app] ?? null;
      return stopCanary(registry, app);
    });
    if (stopped) {
      const live = liveEntry(await readRegistry(webDir), app);
      return {
        app,
        version: live?.version ?? 'none',
        url: live?.url ?? '',
        stoppedCanary: stopped.version,
      };
    }
  }
  let entry = null;
  let known = true;
  await updateRegistry(webDir, (registry) => {
    let next;
    if (version) {
      known = (registry.releases[app] ?? []).some((e) => e.version === version);
      next = pointAtVersion(registry, app, version);
    } else {
      next = direction === 'back' ? pointBack(registry, app) : pointForward(registry, app);
    }
    entry = next ? liveEntry(next, app) : null;
    return next;
  });
  if (!entry) {
    const kept = (await readRegistry(webDir)).releases[app] ?? [];
    const list = kept.map((e) => e.version).join(', ') || 'none';
    if (version && !known) throw new Error(`${app} kept no version ${version} (kept: ${list})`);
    if (version) throw new Error(`${app} ${version} is live already`);
    throw new Error(
      direction === 'back'
        ? `${app} has no earlier version to roll back to (kept: ${list})`
        : `${app} has no later version to roll forward to (kept: ${list})`,
    );
  }
  if (app === SHELL) await linkLiveShell(webDir, entry.version);
  return { app, version: entry.version, url: entry.url };
}

/** Points a remote back at the version it had before its last deploy. */
export async function rollbackRemote({ folder, webDir }) {
  const result = await moveRelease({ app: folder, webDir, direction: 'back' });
  return { folder, version: result.version, url: result.url };
}

/** Points a remote forward again, at the version it had before its last rollback. */
export async function rollForwardRemote({ folder, webDir }) {
  const result = await moveRelease({ app: folder, webDir, direction: 'forward' });
  return { folder, version: result.version, url: result.url };
}

/** WEB_DIR/shells/<version>: every published shell is kept, for rollback and roll-forward. */
export function shellReleaseDir(webDir, version) {
  return path.join(webDir, 'shells', version);
}

/**
 * A shell published before shells were kept (WEB_DIR/shell a folder, not a link) is kept as a
 * release of its own, WEB_DIR/shells/<its version>; returns that version, or null.
 */
async function adoptUnkeptShell(webDir) {
  const live = path.join(webDir, 'shell');
  const info = await lstat(live).catch(() => null);
  if (!info || info.isSymbolicLink()) return null;
  const adopted = await versionOf('0.0.0', live);
  const kept = shellReleaseDir(webDir, adopted);
  if (existsSync(kept)) await rm(live, { recursive: true, force: true });
  else {
    await mkdir(path.dirname(kept), { recursive: true });
    await rename(live, kept);
  }
  return adopted;
}

/**
 * Makes WEB_DIR/shell (the folder the gateway serves the shell from) point at a kept shell, in
 * one rename of a symbolic link, so that no request sees half a shell.
 */
async function linkLiveShell(webDir, version) {
  await adoptUnkeptShell(webDir);
  const temporary = path.join(webDir, `.shell-link-${process.pid}-${Date.now()}`);
  await symlink(path.join('shells', version), temporary, 'dir');
  await rename(temporary, path.join(webDir, 'shell'));
}

/**
 * Publishes a shell build as WEB_DIR/shells/<version>, points WEB_DIR/shell at it and records
 * it in the registry; the previous shells stay for rollback. Deploying the live shell again
 * changes nothing. `cost`: what the deploy measured it costs the first screen, for the log.
 * @param {{ webDir: string, distDir?: string, note?: string, cost?: object, canary?: object }} options
 */
export async function publishShell({
  webDir,
  distDir = path.join(repoRoot, 'shell', 'dist'),
  note,
  cost,
  canary,
}) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} holds no build of the shell; run \`npm run build\` first`);
  }
  await mkdir(webDir, { recursive: true });
  const version = await buildVersion('shell', distDir);
  const copied = await copyAtomically(distDir, shellReleaseDir(webDir, version));
  const entry = {
    name: 'shell',
    version,
    url: `/shells/${version}`,
    deployedAt: new Date().toISOString(),
  };
  const linked = await lstat(path.join(webDir, 'shell')).catch(() => null);
  if (canary) {
    // The live shell stays where it is; the gateway serves this one to the canary's share
    // from its release folder, and links it live when it promotes it.
    const registry = await readRegistry(webDir);
    if (!liveEntry(registry, SHELL) || !linked) {
      throw new Error('no shell is live yet: deploy one for everyone before a canary of it');
    }
    const adopted = await adoptUnkeptShell(webDir);
    if (adopted) await linkLiveShell(webDir, adopted);
    const started = await updateRegistry(webDir, (registry) =>
      startCanary(registry, SHELL, { ...entry, ...CANARY_DEFAULTS, ...canary }, { note, cost }),
    );
    return { version, copied, changed: started !== null, canary: true };
  }
  const changed = await updateRegistry(webDir, (registry) =>
    pointAt(registry, SHELL, entry, { ...(note ? { note } : {}), cost }),
  );
  if (changed || !linked?.isSymbolicLink()) await linkLiveShell(webDir, version);
  return { version, copied, changed: changed !== null, canary: false };
}

/**
 * Publishes a shell build unless a remote the registry points at would break next to it
 * (`force` deploys it anyway, and the registry's log says what it overrode). With
 * `mainThread`, a new shell is first measured on the shop page in headless Chromium
 * (main-thread-check.mjs) and refused over the shell's main-thread budget.
 * @param {{ webDir: string, distDir?: string, force?: boolean, mainThread?: boolean, skippedChecks?: string[] }} options
 */
export async function deployShell({
  webDir,
  distDir = path.join(repoRoot, 'shell', 'dist'),
  force = false,
  canary,
  gatewayUrl = apiGatewayUrl(),
  budgetsFile = BUDGETS_FILE,
  mainThread = false,
  skippedChecks = [],
}) {
  let note;
  let cost;
  let warnings = [];
  let report = [];
  if (existsSync(path.join(distDir, 'index.html'))) {
    const registry = await readRegistry(webDir);
    const version = await buildVersion('shell', distDir);
    const api = await apiCallProblems('shell', version, distDir, gatewayUrl);
    const problems = [
      ...checkShellAgainstRemotes({ webDir, shellDir: distDir, registry }),
      ...api.problems,
    ];
    if (problems.length > 0 && !force) throw new IncompatibleDeployError('the shell', problems);
    // The same shell again: nothing to measure (publishShell leaves it as it is).
    if (mainThread && registry.shell?.version !== version) {
      const check = await checkMainThread({
        webDir,
        registry,
        app: SHELL,
        version,
        source: distDir,
        budgetsFile,
        live: liveRelease(webDir, SHELL, registry.shell?.version),
      });
      problems.push(...check.problems);
      if (problems.length > 0 && !force) throw new IncompatibleDeployError('the shell', problems);
      report = check.report;
      cost = firstScreenCost(SHELL, { measured: check.measured }) ?? undefined;
    }
    warnings = [
      ...api.warnings,
      ...sharedRuleWarnings({ webDir, dir: distDir, app: 'shell', version, registry }),
    ];
    for (const warning of warnings) console.warn(warning);
    const skipped =
      skippedChecks.length > 0 ? `deployed without ${skippedChecks.join(', ')}` : null;
    note = [forcedNote(problems), skipped, ...warnings].filter(Boolean).join('; ') || undefined;
    if (problems.length > 0) console.warn(`the shell: ${forcedNote(problems)}`);
  }
  return { ...(await publishShell({ webDir, distDir, note, cost, canary })), warnings, report };
}
