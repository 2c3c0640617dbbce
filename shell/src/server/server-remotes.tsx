import type { ComponentType } from 'react';
import type { ServerRenderedModule } from '@barrio/shared/first-view';
import {
  remoteNameOf,
  type ExposedModules,
  type RemoteModuleId,
  type RemoteName,
} from '../remotes/exposed-modules';
import type { RemoteComponents } from '../remotes/lazy-remote';

function notRenderedOnServer(id: RemoteModuleId): ComponentType<never> {
  return function NotRenderedOnServer(): never {
    throw new Error(`${id} is not rendered on the server`);
  };
}

/**
 * The remotes' components for the server's render of a page: those their server bundles handed
 * over, rendered in their slots, named with the version and build the browser will load. A slot
 * of any other module keeps its placeholder (RemoteSlot never asks for its component).
 */
export class ServerRemotes implements RemoteComponents {
  private readonly byId = new Map<RemoteModuleId, ServerRenderedModule>();

  constructor(modules: readonly ServerRenderedModule[]) {
    for (const module of modules) this.byId.set(module.module, module);
  }

  get<Id extends RemoteModuleId>(id: Id): ComponentType<ExposedModules[Id]> {
    const found = this.byId.get(id);
    return (found?.component ?? notRenderedOnServer(id)) as ComponentType<ExposedModules[Id]>;
  }

  refresh<Id extends RemoteModuleId>(id: Id): ComponentType<ExposedModules[Id]> {
    return this.get(id);
  }

  private ofRemote(name: RemoteName): ServerRenderedModule | undefined {
    for (const module of this.byId.values())
      if (remoteNameOf(module.module) === name) return module;
    return undefined;
  }

  versionOf(name: RemoteName): string | undefined {
    return this.ofRemote(name)?.version;
  }

  buildOf(name: RemoteName): string | undefined {
    return this.ofRemote(name)?.build;
  }

  renderedOnServer(id: RemoteModuleId): boolean {
    return this.byId.has(id);
  }
}
