import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { getRemoteLoader } from './default-loader';
import { LazyRemoteCache } from './lazy-remote';
import type { RemoteLoader } from './remote-loader';

const RemoteCacheContext = createContext<LazyRemoteCache | null>(null);

let defaultCache: LazyRemoteCache | null = null;

export interface RemoteLoaderProviderProps {
  loader: RemoteLoader;
  children: ReactNode;
}

/** Supplies another loader (tests, the dev harness); the page's default loader is used otherwise. */
export function RemoteLoaderProvider({ loader, children }: RemoteLoaderProviderProps) {
  const cache = useMemo(() => new LazyRemoteCache(loader), [loader]);
  return <RemoteCacheContext.Provider value={cache}>{children}</RemoteCacheContext.Provider>;
}

export function useLazyRemoteCache(): LazyRemoteCache {
  const provided = useContext(RemoteCacheContext);
  if (provided) return provided;
  defaultCache ??= new LazyRemoteCache(getRemoteLoader());
  return defaultCache;
}
