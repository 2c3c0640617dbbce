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
  sharedRuleWarnings,
} from './compat.mjs';
import { versionOf } from './build-version.mjs';
import {
  liveEntry,
  pointAt,
  pointAtVersion,
  pointBack,
  pointForward,
  readRegistry,
  SHELL,
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

/**
 * Publishes one remote build under its versioned path and points the registry at it, unless
 * it does not fit what is deployed (`force` skips that check; a forced deploy is logged with
 * what it overrode).
 * @param {{ folder: string, webDir: string, distDir?: string, build?: boolean, force?: boolean }} options
 */
export async function deployRemote({ folder, webDir, distDir, build = true, force = false }) {
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
  const problems = checkRemoteAgainstShell({
    webDir,
    remoteDir: source,
    folder,
    version,
    registry,
  });
  if (problems.length > 0 && !force) {
    throw new IncompatibleDeployError(`${folder} ${version}`, problems);
  }
  const warnings = sharedRuleWarnings({ webDir, dir: source, app: folder, version, registry });
  for (const warning of warnings) console.warn(warning);
  const target = path.join(webDir, 'remotes', folder, version);
  const copied = await copyAtomically(source, target);
  const entry = {
    name: containerName(folder),
    version,
    url: `/remotes/${folder}/${version}`,
    deployedAt: new Date().toISOString(),
  };
  const note = [forcedNote(problems), ...warnings].filter(Boolean).join('; ');
  const changed = await updateRegistry(webDir, (current) =>
    pointAt(current, folder, entry, note ? { note } : {}),
  );
  if (problems.length > 0) console.warn(`${folder} ${version}: ${forcedNote(problems)}`);
  return { folder, version, url: entry.url, copied, changed: changed !== null, warnings };
}

/** The log line of a deploy that went live over the check's refusal. */
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
 * Makes WEB_DIR/shell (the folder the gateway serves the shell from) point at a kept shell, in
 * one rename of a symbolic link, so that no request sees half a shell.
 */
async function linkLiveShell(webDir, version) {
  const live = path.join(webDir, 'shell');
  const info = await lstat(live).catch(() => null);
  if (info && !info.isSymbolicLink()) {
    // A shell published before shells were kept: keep it as a release of its own.
    const adopted = await versionOf('0.0.0', live);
    const kept = shellReleaseDir(webDir, adopted);
    if (existsSync(kept)) await rm(live, { recursive: true, force: true });
    else {
      await mkdir(path.dirname(kept), { recursive: true });
      await rename(live, kept);
    }
  }
  const temporary = path.join(webDir, `.shell-link-${process.pid}-${Date.now()}`);
  await symlink(path.join('shells', version), temporary, 'dir');
  await rename(temporary, live);
}

/**
 * Publishes a shell build as WEB_DIR/shells/<version>, points WEB_DIR/shell at it and records
 * it in the registry; the previous shells stay for rollback. Deploying the live shell again
 * changes nothing.
 * @param {{ webDir: string, distDir?: string, note?: string }} options
 */
export async function publishShell({
  webDir,
  distDir = path.join(repoRoot, 'shell', 'dist'),
  note,
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
  const changed = await updateRegistry(webDir, (registry) =>
    pointAt(registry, SHELL, entry, note ? { note } : {}),
  );
  const linked = await lstat(path.join(webDir, 'shell')).catch(() => null);
  if (changed || !linked?.isSymbolicLink()) await linkLiveShell(webDir, version);
  return { version, copied, changed: changed !== null };
}

/**
 * Publishes a shell build unless a remote the registry points at would break next to it
 * (`force` deploys it anyway, and the registry's log says what it overrode).
 * @param {{ webDir: string, distDir?: string, force?: boolean }} options
 */
export async function deployShell({
  webDir,
  distDir = path.join(repoRoot, 'shell', 'dist'),
  force = false,
}) {
  let note;
  let warnings = [];
  if (existsSync(path.join(distDir, 'index.html'))) {
    const registry = await readRegistry(webDir);
    const problems = checkShellAgainstRemotes({ webDir, shellDir: distDir, registry });
    if (problems.length > 0 && !force) throw new IncompatibleDeployError('the shell', problems);
    const version = await buildVersion('shell', distDir);
    warnings = sharedRuleWarnings({ webDir, dir: distDir, app: 'shell', version, registry });
    for (const warning of warnings) console.warn(warning);
    note = [forcedNote(problems), ...warnings].filter(Boolean).join('; ') || undefined;
    if (problems.length > 0) console.warn(`the shell: ${forcedNote(problems)}`);
  }
  return { ...(await publishShell({ webDir, distDir, note })), warnings };
}
