import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isInRollout } from '@barrio/shared/domain';
import { linkLiveShell } from './live-shell-link';

// Canary releases as WEB_DIR/remotes.json holds them (written by `npm run deploy -- --canary`,
// scripts/web/registry-file.mjs): per app, a version served to a share of the visitors, picked
// by the feature flags' rollout hash of the visitor's id, until its visitors' reports promote
// it or roll it back. The gateway settles a canary itself, under the deploy scripts' lock.

export interface Canary {
  name: string;
  version: string;
  url: string;
  deployedAt: string;
  /** The share of visitors, 0..100, served this version. */
  percent: number;
  /** Promoted once this many visits passed at or under maxErrorRate. */
  promoteAfterVisits: number;
  /** Rolled back once this many visits are in and the error rate is over maxErrorRate. */
  judgeAfterVisits: number;
  /** Errors per visit (0..1) over which the canary is rolled back. */
  maxErrorRate: number;
}

export type Canaries = Record<string, Canary>;

function isCanary(value: unknown): value is Canary {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.name === 'string' &&
    typeof c.version === 'string' &&
    typeof c.url === 'string' &&
    typeof c.percent === 'number' &&
    typeof c.promoteAfterVisits === 'number' &&
    typeof c.judgeAfterVisits === 'number' &&
    typeof c.maxErrorRate === 'number'
  );
}

/** The canaries of a parsed registry file; anything malformed is left out. */
export function canariesOf(parsed: unknown): Canaries {
  const raw = (parsed as { canaries?: unknown } | null)?.canaries;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, Canary] => isCanary(entry[1])),
  );
}

/** Whether this visitor is among the canary's share (sticky: the same id, the same answer). */
export function inCanary(canary: Canary, visitorId: string | null): boolean {
  return visitorId !== null && isInRollout(visitorId, canary.percent);
}

/** The name of the cookie holding a visitor's id for canary releases. */
export const VISITOR_COOKIE = 'barrio_visitor';

export function newVisitorId(): string {
  return randomUUID();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RegistryFile = Record<string, unknown> & {
  remotes?: Record<string, unknown>;
  canaries?: Record<string, unknown>;
  releases?: Record<string, unknown[]>;
  back?: Record<string, unknown[]>;
  forward?: Record<string, unknown[]>;
  log?: unknown[];
};

const HISTORY_LIMIT = 20;
const LOG_LIMIT = 200;

/** Changes WEB_DIR/remotes.json under the deploy scripts' lock, written whole then renamed. */
async function updateRegistryFile(
  webDir: string,
  change: (registry: RegistryFile) => RegistryFile | null,
): Promise<boolean> {
  const lock = path.join(webDir, '.remotes.lock');
  let handle = null;
  for (let attempt = 0; handle === null; attempt += 1) {
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 200) throw error;
      await sleep(50);
    }
  }
  try {
    const file = path.join(webDir, 'remotes.json');
    const next = change(JSON.parse(await readFile(file, 'utf8')) as RegistryFile);
    if (!next) return false;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
    await rename(temporary, file);
    return true;
  } finally {
    await handle.close();
    await rm(lock, { force: true });
  }
}

export type CanaryOutcome = 'promoted' | 'rolled-back';

/**
 * Ends `app`'s canary of `version`: promoted, it becomes the live version (the one before it
 * goes onto the rollback stack, as a deploy does); rolled back, it is simply no longer served.
 * False when that canary is not running any more (another gateway settled it first).
 */
export async function settleCanary(
  webDir: string,
  app: string,
  version: string,
  outcome: CanaryOutcome,
  note: string,
): Promise<boolean> {
  const settled = await updateRegistryFile(webDir, (registry) => {
    const canary = registry.canaries?.[app];
    if (!isCanary(canary) || canary.version !== version) return null;
    const canaries = { ...registry.canaries };
    delete canaries[app];
    const at = new Date().toISOString();
    const isShell = app === 'shell';
    const live = (isShell ? registry.shell : registry.remotes?.[app]) as
      { version?: string } | undefined;
    let next: RegistryFile = { ...registry, canaries };
    if (outcome === 'promoted') {
      const entry = {
        name: canary.name,
        version: canary.version,
        url: canary.url,
        deployedAt: at,
      };
      const kept = (registry.releases?.[app] ?? []).filter(
        (e) => (e as { version?: string }).version !== version,
      );
      next = {
        ...next,
        ...(isShell ? { shell: entry } : { remotes: { ...registry.remotes, [app]: entry } }),
        releases: { ...registry.releases, [app]: [...kept, entry].slice(-HISTORY_LIMIT) },
        back: {
          ...registry.back,
          [app]: (live ? [live, ...(registry.back?.[app] ?? [])] : []).slice(0, HISTORY_LIMIT),
        },
        forward: { ...registry.forward, [app]: [] },
      };
    }
    const line = {
      at,
      app,
      action: outcome === 'promoted' ? 'canary-promoted' : 'canary-rolled-back',
      version,
      ...(live?.version ? { from: live.version } : {}),
      note,
    };
    return { ...next, log: [...(registry.log ?? []), line].slice(-LOG_LIMIT) };
  });
  // A promoted shell is served from WEB_DIR/shell to everyone from now on.
  if (settled && outcome === 'promoted' && app === 'shell') await linkLiveShell(webDir, version);
  return settled;
}
