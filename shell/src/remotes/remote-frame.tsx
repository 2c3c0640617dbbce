import type { ReactNode } from 'react';

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
