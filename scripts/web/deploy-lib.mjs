// Publishing built apps into WEB_DIR, the folder the gateway serves: the shell at
// WEB_DIR/shell, each remote build at WEB_DIR/remotes/<folder>/<version>/, and the registry.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRemoteAgainstShell, checkShellAgainstRemotes, describeRefusal } from './compat.mjs';
import { pointAt, pointBack, readRegistry, updateRegistry } from './registry-file.mjs';

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

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full, base)));
    else files.push(path.relative(base, full));
  }
  return files.sort();
}

/** Package version plus a hash of every built file: a rebuild that changes nothing keeps its version. */
export async function buildVersion(folder, distDir) {
  const pkg = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 8)}`;
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
 * it does not fit the deployed shell (`force` skips that check).
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
  if (!force) {
    const problems = checkRemoteAgainstShell({ webDir, remoteDir: source, folder });
    if (problems.length > 0) throw new IncompatibleDeployError(`${folder} ${version}`, problems);
  }
  const target = path.join(webDir, 'remotes', folder, version);
  const copied = await copyAtomically(source, target);
  const entry = {
    name: containerName(folder),
    version,
    url: `/remotes/${folder}/${version}`,
    deployedAt: new Date().toISOString(),
  };
  const changed = await updateRegistry(webDir, (registry) => pointAt(registry, folder, entry));
  return { folder, version, url: entry.url, copied, changed: changed !== null };
}

/** Points a remote back at the version it had before its last deploy. */
export async function rollbackRemote({ folder, webDir }) {
  let entry = null;
  await updateRegistry(webDir, (registry) => {
    const next = pointBack(registry, folder);
    entry = next ? next.remotes[folder] : null;
    return next;
  });
  if (!entry) throw new Error(`${folder} has no earlier version to roll back to`);
  return { folder, version: entry.version, url: entry.url };
}

/** Replaces WEB_DIR/shell with the built shell in one rename. */
export async function publishShell({ webDir, distDir = path.join(repoRoot, 'shell', 'dist') }) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} holds no build of the shell; run \`npm run build\` first`);
  }
  await mkdir(webDir, { recursive: true });
  const target = path.join(webDir, 'shell');
  const incoming = path.join(webDir, `.shell-${process.pid}-${Date.now()}`);
  const outgoing = `${incoming}-old`;
  await cp(distDir, incoming, { recursive: true });
  if (existsSync(target)) await rename(target, outgoing);
  await rename(incoming, target);
  await rm(outgoing, { recursive: true, force: true });
}

/**
 * Publishes a shell build unless a remote the registry points at would break next to it
 * (`force` skips that check).
 * @param {{ webDir: string, distDir?: string, force?: boolean }} options
 */
export async function deployShell({
  webDir,
  distDir = path.join(repoRoot, 'shell', 'dist'),
  force = false,
}) {
  if (!force && existsSync(path.join(distDir, 'index.html'))) {
    const registry = await readRegistry(webDir);
    const problems = checkShellAgainstRemotes({ webDir, shellDir: distDir, registry });
    if (problems.length > 0) throw new IncompatibleDeployError('the shell', problems);
  }
  await publishShell({ webDir, distDir });
}
