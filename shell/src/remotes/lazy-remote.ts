import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { ExposedModules, RemoteModuleId, RemoteName } from './exposed-modules';
import type { RemoteLoader } from './remote-loader';

export type LazyRemoteComponent<Id extends RemoteModuleId> = LazyExoticComponent<
  ComponentType<ExposedModules[Id]>
>;

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
export class LazyRemoteCache {
  private readonly entries = new Map<RemoteModuleId, LazyRemoteComponent<RemoteModuleId>>();

  constructor(private readonly loader: RemoteLoader) {}

  get<Id extends RemoteModuleId>(id: Id): LazyRemoteComponent<Id> {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = lazyRemote(id, this.loader) as unknown as LazyRemoteComponent<RemoteModuleId>;
      this.entries.set(id, entry);
    }
    return entry as unknown as LazyRemoteComponent<Id>;
  }

  /** The registry version a remote was loaded from, once it has been. */
  versionOf(name: RemoteName): string | undefined {
    return this.loader.versionOf(name);
  }

  refresh<Id extends RemoteModuleId>(id: Id): LazyRemoteComponent<Id> {
    this.entries.delete(id);
    return this.get(id);
  }
}
