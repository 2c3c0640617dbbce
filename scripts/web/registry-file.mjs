// The remotes registry on disk (WEB_DIR/remotes.json): the version each remote points at, and
// per remote the versions it pointed at before, newest first, so that rollback can step back.
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const HISTORY_LIMIT = 20;

/**
 * @typedef {{ name: string, version: string, url: string, deployedAt: string }} RegistryEntry
 * @typedef {{ remotes: Record<string, RegistryEntry>, history: Record<string, RegistryEntry[]> }} Registry
 */

/** @param {string} webDir @returns {Promise<Registry>} */
export async function readRegistry(webDir) {
  try {
    const parsed = JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8'));
    return { remotes: parsed.remotes ?? {}, history: parsed.history ?? {} };
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {}, history: {} };
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
 * (two remotes, two terminals) cannot lose each other's update.
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

/** @param {Registry} registry @param {string} folder @param {RegistryEntry} entry */
export function pointAt(registry, folder, entry) {
  const current = registry.remotes[folder];
  if (current?.version === entry.version) return null;
  const history = current
    ? [current, ...(registry.history[folder] ?? [])].slice(0, HISTORY_LIMIT)
    : (registry.history[folder] ?? []);
  return {
    remotes: { ...registry.remotes, [folder]: entry },
    history: { ...registry.history, [folder]: history },
  };
}

/** @param {Registry} registry @param {string} folder */
export function pointBack(registry, folder) {
  const [previous, ...older] = registry.history[folder] ?? [];
  if (!previous) return null;
  return {
    remotes: {
      ...registry.remotes,
      [folder]: { ...previous, deployedAt: new Date().toISOString() },
    },
    history: { ...registry.history, [folder]: older },
  };
}
