import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { canariesOf, inCanary, type Canaries } from '../deploys/canary-registry';

/** One remote as the shell sees it in `/remotes.json`. */
export interface PublicRegistryEntry {
  name: string;
  version: string;
  url: string;
}

export interface PublicRegistry {
  remotes: Record<string, PublicRegistryEntry>;
}

/** The dev-server entry of a remote: served by the gateway's proxy under this path. */
export function devRemoteUrl(folder: string): string {
  return `/remotes/${folder}/dev`;
}

function isEntry(value: unknown): value is PublicRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, version, url } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof version === 'string' && typeof url === 'string';
}

/**
 * Reads WEB_DIR/remotes.json (written atomically by the deploy script) and keeps only what the
 * browser needs: the deploy history stays on the server. A missing file is an empty registry.
 */
export async function readPublicRegistry(webDir: string): Promise<PublicRegistry> {
  return (await readRegistryWithCanaries(webDir)).registry;
}

export interface RegistryWithCanaries {
  registry: PublicRegistry;
  canaries: Canaries;
  /** The live shell's version (null before any shell was deployed through the registry). */
  shellVersion: string | null;
}

/** The registry and the canary releases running, from one read of WEB_DIR/remotes.json. */
export async function readRegistryWithCanaries(webDir: string): Promise<RegistryWithCanaries> {
  const file = path.join(webDir, 'remotes.json');
  let raw: string;
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
    const known = lastRead.get(file);
    if (known?.stamp === stamp) return known.value;
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { registry: { remotes: {} }, canaries: {}, shellVersion: null };
    }
    throw error;
  }
  const value = parseRegistry(raw);
  lastRead.set(file, { stamp, value });
  return value;
}

// The file is asked for on every page and, while a shell canary runs, every shell file: it is
// parsed again only when the deploy scripts or a settled canary replaced it.
const lastRead = new Map<string, { stamp: string; value: RegistryWithCanaries }>();

function parseRegistry(raw: string): RegistryWithCanaries {
  const parsed = JSON.parse(raw) as { remotes?: unknown; shell?: unknown };
  const remotes: Record<string, PublicRegistryEntry> = {};
  if (typeof parsed.remotes === 'object' && parsed.remotes !== null) {
    for (const [key, value] of Object.entries(parsed.remotes)) {
      if (isEntry(value))
        remotes[key] = { name: value.name, version: value.version, url: value.url };
    }
  }
  const shell = parsed.shell as { version?: unknown } | undefined;
  return {
    registry: { remotes },
    canaries: canariesOf(parsed),
    shellVersion: typeof shell?.version === 'string' ? shell.version : null,
  };
}

/**
 * The shell version this visitor is served: the canary's for the visitors in its share, else
 * the live one (null when the registry names none, e.g. a shell published by hand).
 */
export function shellVersionForVisitor(
  releases: Pick<RegistryWithCanaries, 'canaries' | 'shellVersion'>,
  visitorId: string | null,
): { version: string | null; canary: boolean } {
  const canary = releases.canaries.shell;
  if (canary && inCanary(canary, visitorId)) return { version: canary.version, canary: true };
  return { version: releases.shellVersion, canary: false };
}

/**
 * The registry as one visitor gets it: each remote with a canary release running points at the
 * canary's version for the visitors in its share, at the live one for everyone else.
 */
export function registryForVisitor(
  registry: PublicRegistry,
  canaries: Canaries,
  visitorId: string | null,
): PublicRegistry {
  const remotes = { ...registry.remotes };
  for (const [app, canary] of Object.entries(canaries)) {
    if (app === 'shell' || !remotes[app] || !inCanary(canary, visitorId)) continue;
    remotes[app] = { name: canary.name, version: canary.version, url: canary.url };
  }
  return { remotes };
}

/** Remotes running under a webpack dev server replace their deployed entry. */
export function withDevServers(
  registry: PublicRegistry,
  devRemotes: readonly { folder: string; container: string }[],
): PublicRegistry {
  const remotes = { ...registry.remotes };
  for (const { folder, container } of devRemotes) {
    remotes[folder] = { name: container, version: 'dev', url: devRemoteUrl(folder) };
  }
  return { remotes };
}
