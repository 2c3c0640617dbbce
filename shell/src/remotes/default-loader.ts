import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { remoteNameOf } from './exposed-modules';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRegistry, takeInlineRegistry } from './registry';
import { rememberRemoteVersion, sendReleaseReport } from './release-beacon';

let instance: RemoteLoader | null = null;

/** Reports each remote's visit (its code loaded) and failed load, by the version it was. */
function reportingReleases(loader: RemoteLoader): RemoteLoader {
  return {
    ...loader,
    load: async (id) => {
      const name = remoteNameOf(id);
      try {
        const loaded = await loader.load(id);
        rememberRemoteVersion(name, loader.versionOf(name));
        sendReleaseReport(name, loader.versionOf(name), 'visit');
        return loaded;
      } catch (error) {
        rememberRemoteVersion(name, loader.versionOf(name));
        sendReleaseReport(name, loader.versionOf(name), 'remote_load_failed');
        throw error;
      }
    },
  };
}

/** The page's loader, created on first use so that nothing federated runs at start-up. */
export function getRemoteLoader(): RemoteLoader {
  if (!instance) {
    instance = reportingReleases(
      createRemoteLoader({
        runtime: {
          registerRemotes: (remotes, options) => registerRemotes(remotes, options),
          loadRemote: <T>(id: string) => loadRemote<T>(id),
        },
        fetchRegistry: () => {
          const inline = takeInlineRegistry();
          return inline ? Promise.resolve(inline) : fetchRegistry();
        },
        baseUrl: window.location.href,
      }),
    );
  }
  return instance;
}
