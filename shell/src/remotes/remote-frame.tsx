import { useEffect, type ReactNode } from 'react';
import { moduleSettled } from '../features/first-view/hold-server-markup';

import { remoteNameOf, type RemoteModuleId } from './exposed-modules';
import { useLazyRemoteCache } from './remote-loader-context';

export interface RemoteFrameProps {
  moduleId: RemoteModuleId;
  children: ReactNode;
}

/**
 * Marks a loaded remote with the registry version and the build label it runs, so that a
 * deploy or a rollback can be checked on the page (and in end-to-end tests).
 */
export function RemoteFrame({ moduleId, children }: RemoteFrameProps) {
  const cache = useLazyRemoteCache();
  const name = remoteNameOf(moduleId);
  const fromServer = cache.renderedOnServer(moduleId);
  // Mounted, a module of the server's markup is hydrated (React hydrates each remote's part of the
  // page on its own, after the page around it).
  useEffect(() => {
    if (fromServer) moduleSettled(moduleId);
  }, [fromServer, moduleId]);
  return (
    <div
      style={{ display: 'contents' }}
      data-remote-version={cache.versionOf(name)}
      data-remote-build={cache.buildOf(name)}
    >
      {children}
    </div>
  );
}
