import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { ExposedModules, RemoteModuleId, RemoteName } from './exposed-modules';
import type { RemoteLoader } from './remote-loader';

export type LazyRemoteComponent<Id extends RemoteModuleId> = LazyExoticComponent<
  ComponentType<ExposedModules[Id]>
>;

/**
 * Where a RemoteSlot gets its remote's component, and what the page says about it: the
 * browser's lazy components (LazyRemoteCache), or on the server the components a remote's server
 * bundle handed over (shell/src/server).
 */
export interface RemoteComponents {
  get<Id extends RemoteModuleId>(id: Id): ComponentType<ExposedModules[Id]>;
  /** A fresh component after a failure. */
  refresh<Id extends RemoteModuleId>(id: Id): ComponentType<ExposedModules[Id]>;
  /** The registry version a remote was loaded from, once it has been. */
  versionOf(name: RemoteName): string | undefined;
  /** The build a remote reports, once it has loaded. */
  buildOf(name: RemoteName): string | undefined;
  /**
   * Whether the page's markup from the server holds this module rendered: the browser hydrates
   * it, where every other slot shows its placeholder until the page has hydrated.
   */
  renderedOnServer(id: RemoteModuleId): boolean;
}

declare global {
  // Filled by each remote's build-info runtime plugin (scripts/webpack/build-info-runtime-plugin.js).
  var __BARRIO_REMOTE_BUILDS__: Record<string, string> | undefined;
}

/**
 * A `React.lazy` component for an exposed module, typed with its props. Nothing is fetched
 * until it first renders, which is how remotes stay off the shell's start-up path.
 */
export function lazyRemote<Id extends RemoteModuleId>(
  id: Id,
  loader: RemoteLoader,
): LazyRemoteComponent<Id> {
  return lazy(() => loader.load(id));
}

/**
 * One lazy component per module and loader, so that every slot showing the same module shares
 * it; `refresh` replaces it after a failure (React.lazy remembers a rejection forever).
 */
export class LazyRemoteCache implements RemoteComponents {
  private readonly entries = new Map<RemoteModuleId, LazyRemoteComponent<RemoteModuleId>>();
  /** Modules loaded and prepared ahead of rendering (see `prepare`): rendered as they are. */
  private readonly prepared = new Map<RemoteModuleId, ComponentType<never>>();

  /** `serverRendered`: the modules the server rendered into this page (none by default). */
  constructor(
    private readonly loader: RemoteLoader,
    private readonly serverRendered: ReadonlySet<RemoteModuleId> = new Set(),
  ) {}

  get<Id extends RemoteModuleId>(
    id: Id,
  ): LazyRemoteComponent<Id> | ComponentType<ExposedModules[Id]> {
    const prepared = this.prepared.get(id);
    if (prepared) return prepared as ComponentType<ExposedModules[Id]>;
    let entry = this.entries.get(id);
    if (!entry) {
      entry = lazyRemote(id, this.loader) as unknown as LazyRemoteComponent<RemoteModuleId>;
      this.entries.set(id, entry);
    }
    return entry;
  }

  versionOf(name: RemoteName): string | undefined {
    return this.loader.versionOf(name);
  }

  buildOf(name: RemoteName): string | undefined {
    return globalThis.__BARRIO_REMOTE_BUILDS__?.[name];
  }

  renderedOnServer(id: RemoteModuleId): boolean {
    return this.serverRendered.has(id);
  }

  refresh<Id extends RemoteModuleId>(
    id: Id,
  ): LazyRemoteComponent<Id> | ComponentType<ExposedModules[Id]> {
    this.entries.delete(id);
    this.prepared.delete(id);
    return this.get(id);
  }

  /**
   * Loads a module and what it needs to render (its `prepare`, for `locale`), so that slots
   * render it at once instead of a lazy component that suspends: what hydrating the server's
   * markup of it in the page's first pass takes.
   */
  async prepare(id: RemoteModuleId, locale: string): Promise<void> {
    const module = await this.loader.load(id);
    await module.prepare?.(locale);
    this.prepared.set(id, module.default as ComponentType<never>);
  }
}
