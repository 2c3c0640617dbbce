import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { readServerRenderInfo } from '@barrio/shared/first-view';

import { getRemoteLoader } from './default-loader';
import { LazyRemoteCache, type RemoteComponents } from './lazy-remote';
import type { RemoteLoader } from './remote-loader';

const RemoteCacheContext = createContext<RemoteComponents | null>(null);

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

export interface RemoteComponentsProviderProps {
  components: RemoteComponents;
  children: ReactNode;
}

/** Supplies the remotes' components themselves: the server's render of a page. */
export function RemoteComponentsProvider({ components, children }: RemoteComponentsProviderProps) {
  return <RemoteCacheContext.Provider value={components}>{children}</RemoteCacheContext.Provider>;
}

/** The page's remote components, from its default loader. */
export function pageRemoteComponents(): LazyRemoteCache {
  defaultCache ??= new LazyRemoteCache(
    getRemoteLoader(),
    new Set(readServerRenderInfo()?.modules ?? []),
  );
  return defaultCache;
}

export function useLazyRemoteCache(): RemoteComponents {
  return useContext(RemoteCacheContext) ?? pageRemoteComponents();
}
