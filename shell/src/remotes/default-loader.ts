import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRegistry, takeInlineRegistry } from './registry';

let instance: RemoteLoader | null = null;

/** The page's loader, created on first use so that nothing federated runs at start-up. */
export function getRemoteLoader(): RemoteLoader {
  if (!instance) {
    instance = createRemoteLoader({
      runtime: {
        registerRemotes: (remotes, options) => registerRemotes(remotes, options),
        loadRemote: <T>(id: string) => loadRemote<T>(id),
      },
      fetchRegistry: () => {
        const inline = takeInlineRegistry();
        return inline ? Promise.resolve(inline) : fetchRegistry();
      },
      baseUrl: window.location.href,
    });
  }
  return instance;
}
