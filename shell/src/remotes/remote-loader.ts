import {
  remoteNameOf,
  type ExposedModules,
  type RemoteComponentModule,
  type RemoteModuleId,
  type RemoteName,
} from './exposed-modules';
import { remoteEntryUrl, type RegistryRemote, type RemotesRegistry } from './registry';

/** The two calls of `@module-federation/enhanced/runtime` the loader needs. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export type RemoteFailureReason =
  'registry' | 'unregistered' | 'timeout' | 'load' | 'invalid-module';

export class RemoteLoadError extends Error {
  readonly moduleId: RemoteModuleId;
  readonly reason: RemoteFailureReason;
  readonly attempts: number;

  constructor(
    moduleId: RemoteModuleId,
    reason: RemoteFailureReason,
    attempts: number,
    options?: { cause?: unknown },
  ) {
    super(
      `Remote module ${moduleId} failed to load (${reason}) after ${attempts} attempt(s)`,
      options,
    );
    this.name = 'RemoteLoadError';
    this.moduleId = moduleId;
    this.reason = reason;
    this.attempts = attempts;
  }
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchRegistry: () => Promise<RemotesRegistry>;
  /** Base for root-relative registry URLs (the page's origin in a browser). */
  baseUrl: string;
  /** Time allowed for one attempt, entry to module. */
  timeoutMs?: number;
  /** Attempts after the first one. */
  retries?: number;
  /** Delay before the first retry; doubled for each further one. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface RemoteLoader {
  load<Id extends RemoteModuleId>(id: Id): Promise<RemoteComponentModule<ExposedModules[Id]>>;
  /** The version the registry pointed at when the remote was registered (for diagnostics). */
  versionOf(name: RemoteName): string | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class AttemptError extends Error {
  constructor(
    readonly reason: RemoteFailureReason,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AttemptError('timeout')), ms);
    promise.finally(() => clearTimeout(timer)).then(resolve, reject);
  });
}

function isComponentModule(value: unknown): value is RemoteComponentModule<never> {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = value.default;
  // Function components, classes, and memo/forwardRef objects are all renderable.
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/**
 * Loads exposed modules on demand: the registry is fetched on the first load (never at
 * start-up), each remote is registered from it, and a failed attempt is retried with back-off
 * after re-registering the remote so that the runtime forgets the failed entry.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const {
    runtime,
    fetchRegistry,
    baseUrl,
    timeoutMs = 8_000,
    retries = 2,
    backoffMs = 400,
    sleep = defaultSleep,
  } = options;
  let registry: Promise<Map<RemoteName, RegistryRemote>> | null = null;
  const registered = new Map<RemoteName, RegistryRemote>();
  // Remotes whose last attempt failed: the runtime caches a failed entry, so the
  // next load of such a remote (a retry button, another route) must re-register it first.
  const failed = new Set<RemoteName>();

  function loadRegistry(): Promise<Map<RemoteName, RegistryRemote>> {
    if (!registry) {
      registry = fetchRegistry().then(
        (result) => new Map(result.remotes.map((remote) => [remote.name, remote])),
        (cause: unknown) => {
          // Forget the failure so that the next attempt asks again.
          registry = null;
          throw new AttemptError('registry', { cause });
        },
      );
    }
    return registry;
  }

  async function register(name: RemoteName, force: boolean): Promise<void> {
    const remotes = await loadRegistry();
    const remote = remotes.get(name);
    if (!remote) throw new AttemptError('unregistered');
    if (registered.has(name) && !force) return;
    runtime.registerRemotes([{ name, entry: remoteEntryUrl(remote, baseUrl) }], {
      force: registered.has(name),
    });
    registered.set(name, remote);
  }

  async function attempt(id: RemoteModuleId): Promise<unknown> {
    const name = remoteNameOf(id);
    try {
      await register(name, failed.has(name));
      failed.delete(name);
      const loaded = await runtime.loadRemote<unknown>(id);
      if (!isComponentModule(loaded)) throw new AttemptError('invalid-module');
      return loaded;
    } catch (error) {
      failed.add(name);
      throw error instanceof AttemptError ? error : new AttemptError('load', { cause: error });
    }
  }

  async function load<Id extends RemoteModuleId>(
    id: Id,
  ): Promise<RemoteComponentModule<ExposedModules[Id]>> {
    let lastError: AttemptError | null = null;
    for (let index = 0; index <= retries; index += 1) {
      if (index > 0) await sleep(backoffMs * 2 ** (index - 1));
      try {
        const loaded = await withTimeout(attempt(id), timeoutMs);
        return loaded as RemoteComponentModule<ExposedModules[Id]>;
      } catch (error) {
        lastError =
          error instanceof AttemptError ? error : new AttemptError('load', { cause: error });
        // A remote missing from the registry will not appear by retrying within this page.
        if (lastError.reason === 'unregistered') {
          throw new RemoteLoadError(id, lastError.reason, index + 1);
        }
      }
    }
    throw new RemoteLoadError(id, lastError?.reason ?? 'load', retries + 1, {
      cause: lastError?.cause,
    });
  }

  return {
    load,
    versionOf: (name) => registered.get(name)?.version,
  };
}
