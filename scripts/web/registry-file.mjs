// The registry on disk (WEB_DIR/remotes.json): which version of each app is live, and every
// version each app kept, so that a deploy can be rolled back and rolled forward again.
//   remotes   the live version of each remote (what the shell reads from /remotes.json)
//   shell     the live version of the shell (WEB_DIR/shell points at WEB_DIR/shells/<version>)
//   releases  per app ('shell' or a remote's folder), every version kept, oldest deploy
//             first, the live one among them (any of them can be pointed at by name)
//   back      per app, the versions that were live before the live one, newest first: a
//             rollback points at the first of them
//   forward   per app, the versions rollbacks stepped away from, newest first: a roll-forward
//             points at the first of them; a new deploy empties it (as a browser's history)
//   log       what was done, newest last (deploys, rollbacks, forced deploys, canary outcomes)
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const HISTORY_LIMIT = 20;
export const LOG_LIMIT = 200;
export const SHELL = 'shell';

/**
 * @typedef {{ name: string, version: string, url: string, deployedAt: string }} RegistryEntry
 * @typedef {{ at: string, app: string, action: string, version?: string, from?: string, note?: string }} LogLine
 * @typedef {{
 *   remotes: Record<string, RegistryEntry>,
 *   shell?: RegistryEntry,
 *   releases: Record<string, RegistryEntry[]>,
 *   back: Record<string, RegistryEntry[]>,
 *   forward: Record<string, RegistryEntry[]>,
 *   canaries: Record<string, Canary>,
 *   log: LogLine[],
 * }} Registry
 */

/**
 * A registry written before releases were kept had `history`: the earlier versions of each
 * remote, newest first, the live one not among them (what `back` is now).
 */
function releasesFrom(parsed) {
  if (parsed.releases) return parsed.releases;
  const releases = {};
  for (const [app, live] of Object.entries(parsed.remotes ?? {})) {
    releases[app] = [...(parsed.history?.[app] ?? [])].reverse().concat(live);
  }
  return releases;
}

const EMPTY = () => ({ remotes: {}, releases: {}, back: {}, forward: {}, canaries: {}, log: [] });

/** @param {string} webDir @returns {Promise<Registry>} */
export async function readRegistry(webDir) {
  try {
    const parsed = JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8'));
    return {
      remotes: parsed.remotes ?? {},
      ...(parsed.shell ? { shell: parsed.shell } : {}),
      releases: releasesFrom(parsed),
      back: parsed.back ?? parsed.history ?? {},
      forward: parsed.forward ?? {},
      canaries: parsed.canaries ?? {},
      log: parsed.log ?? [],
    };
  } catch (error) {
    if (error.code === 'ENOENT') return EMPTY();
    throw error;
  }
}

/** Write-then-rename, so that the gateway never serves a half-written registry. */
async function writeRegistry(webDir, registry) {
  const file = path.join(webDir, 'remotes.json');
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, file);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` on the registry under an exclusive lock file, so that two deploys at once
 * (two remotes, two terminals, the gateway settling a canary) cannot lose each other's update.
 * @param {string} webDir
 * @param {(registry: Registry) => Registry | null} change returns null to leave the file alone
 */
export async function updateRegistry(webDir, change) {
  await mkdir(webDir, { recursive: true });
  const lock = path.join(webDir, '.remotes.lock');
  let handle = null;
  for (let attempt = 0; handle === null; attempt += 1) {
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 200) {
        throw new Error(
          `Could not lock ${lock} (${error.code}); remove it if no deploy is running`,
        );
      }
      await sleep(50);
    }
  }
  try {
    const next = change(await readRegistry(webDir));
    if (next) await writeRegistry(webDir, next);
    return next;
  } finally {
    await handle.close();
    await rm(lock, { force: true });
  }
}

/** @param {Registry} registry @param {string} app @returns {RegistryEntry | undefined} */
export function liveEntry(registry, app) {
  return app === SHELL ? registry.shell : registry.remotes[app];
}

/** @param {Registry} registry @param {string} app @param {RegistryEntry} entry */
function withLive(registry, app, entry) {
  return app === SHELL
    ? { ...registry, shell: entry }
    : { ...registry, remotes: { ...registry.remotes, [app]: entry } };
}

/** @param {Registry} registry @param {LogLine} line */
export function withLogLine(registry, line) {
  return { ...registry, log: [...registry.log, line].slice(-LOG_LIMIT) };
}

/** `app`'s back and forward stacks replaced. */
function withSteps(registry, app, back, forward) {
  return {
    ...registry,
    back: { ...registry.back, [app]: back.slice(0, HISTORY_LIMIT) },
    forward: { ...registry.forward, [app]: forward.slice(0, HISTORY_LIMIT) },
  };
}

/**
 * Makes `entry` the live version of `app`: the live one goes onto the back stack, the forward
 * stack empties, and `entry` is kept at the end of the releases (a version deployed again
 * moves there). Null when it is live already.
 * @param {Registry} registry @param {string} app @param {RegistryEntry} entry
 * `cost`: what the build costs the shop page's first screen, as the deploy measured it
 * (firstScreenCost in main-thread-budget.mjs), kept on the log line.
 * @param {{ note?: string, action?: string, cost?: object }} [options]
 */
export function pointAt(registry, app, entry, { note, action = 'deploy', cost } = {}) {
  const current = liveEntry(registry, app);
  if (current?.version === entry.version) return null;
  const kept = (registry.releases[app] ?? []).filter((e) => e.version !== entry.version);
  const releases = [...kept, entry].slice(-HISTORY_LIMIT);
  const back = current ? [current, ...(registry.back[app] ?? [])] : (registry.back[app] ?? []);
  // A version live for everyone ends any canary release of the app.
  const canaries = { ...(registry.canaries ?? {}) };
  delete canaries[app];
  let next = { ...registry, canaries, releases: { ...registry.releases, [app]: releases } };
  next = withLive(withSteps(next, app, back, []), app, entry);
  return withLogLine(next, {
    at: entry.deployedAt,
    app,
    action,
    version: entry.version,
    ...(current ? { from: current.version } : {}),
    ...(note ? { note } : {}),
    ...(cost ? { firstScreen: cost } : {}),
  });
}

/** One step along the history: `back` (a rollback) or `forward` (undoing one). */
function step(registry, app, direction) {
  const from = direction === 'back' ? 'back' : 'forward';
  const to = direction === 'back' ? 'forward' : 'back';
  const [target, ...rest] = registry[from][app] ?? [];
  if (!target) return null;
  const current = liveEntry(registry, app);
  const onto = current ? [current, ...(registry[to][app] ?? [])] : (registry[to][app] ?? []);
  const at = new Date().toISOString();
  const next = withLive(
    direction === 'back'
      ? withSteps(registry, app, rest, onto)
      : withSteps(registry, app, onto, rest),
    app,
    { ...target, deployedAt: at },
  );
  return withLogLine(next, {
    at,
    app,
    action: direction === 'back' ? 'rollback' : 'roll-forward',
    version: target.version,
    ...(current ? { from: current.version } : {}),
  });
}

/** Points `app` at the version live before the live one; null when there is none. */
export function pointBack(registry, app) {
  return step(registry, app, 'back');
}

/** Points `app` at the version the last rollback stepped away from; null when none. */
export function pointForward(registry, app) {
  return step(registry, app, 'forward');
}

/** Points `app` at one kept version by its name (as a deploy of it); null when live or not kept. */
export function pointAtVersion(registry, app, version) {
  const target = (registry.releases[app] ?? []).find((e) => e.version === version);
  if (!target) return null;
  return pointAt(
    registry,
    app,
    { ...target, deployedAt: new Date().toISOString() },
    { action: 'point-at' },
  );
}

/**
 * @typedef {RegistryEntry & {
 *   percent: number,
 *   promoteAfterVisits: number,
 *   judgeAfterVisits: number,
 *   maxErrorRate: number,
 * }} Canary a version served to `percent` % of the visitors (by the feature flags' rollout
 *   hash of their id), promoted by the gateway after `promoteAfterVisits` visits at or under
 *   `maxErrorRate` errors per visit, rolled back once `judgeAfterVisits` visits are over it
 */

/** Starts (or replaces) `app`'s canary release; the live version stays live for the others. */
export function startCanary(registry, app, canary, { note, cost } = {}) {
  const live = liveEntry(registry, app);
  if (live?.version === canary.version) return null;
  const kept = (registry.releases[app] ?? []).filter((e) => e.version !== canary.version);
  const entry = {
    name: canary.name,
    version: canary.version,
    url: canary.url,
    deployedAt: canary.deployedAt,
  };
  const next = {
    ...registry,
    canaries: { ...registry.canaries, [app]: canary },
    releases: { ...registry.releases, [app]: [...kept, entry].slice(-HISTORY_LIMIT) },
  };
  return withLogLine(next, {
    at: canary.deployedAt,
    app,
    action: 'canary',
    version: canary.version,
    ...(live ? { from: live.version } : {}),
    note: [`${canary.percent} % of visitors`, note].filter(Boolean).join('; '),
    ...(cost ? { firstScreen: cost } : {}),
  });
}

/** Stops `app`'s canary release: no visitor is served it any more. Null when none runs. */
export function stopCanary(registry, app) {
  const canary = registry.canaries[app];
  if (!canary) return null;
  const canaries = { ...registry.canaries };
  delete canaries[app];
  return withLogLine(
    { ...registry, canaries },
    { at: new Date().toISOString(), app, action: 'canary-stopped', version: canary.version },
  );
}
