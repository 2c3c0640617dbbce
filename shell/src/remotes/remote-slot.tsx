import { useCallback, useState, type ReactNode } from 'react';
import { useHydrated } from '@barrio/shared/design-system';

import type { RemoteModuleId, RemoteModuleProps } from './exposed-modules';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFrame } from './remote-frame';
import { RemoteLoading } from './remote-loading';
import { useLazyRemoteCache } from './remote-loader-context';

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  /** Federated id, e.g. `'mf_catalog/ShopPage'`. */
  module: Id;
  /** The exposed component's props, checked against its declaration. */
  props: RemoteModuleProps<Id>;
  /** Shown while the remote loads; a quiet placeholder by default. */
  loading?: ReactNode;
  /** Replaces the default localized fallback (which offers a retry button). */
  renderFallback?: (retry: () => void, error: unknown) => ReactNode;
}

/**
 * Renders one exposed module of a remote, loading it on first render, isolated by a
 * RemoteBoundary: a failure shows a localized fallback with retry, never a broken page.
 *
 * On a page the server rendered, the browser first renders exactly the server's markup: the
 * modules the server rendered (which the browser hydrates once their code is here) and, in
 * every other slot, the placeholder, whose remote starts loading once the page has hydrated.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  module,
  props,
  loading,
  renderFallback,
}: RemoteSlotProps<Id>) {
  const cache = useLazyRemoteCache();
  const [Remote, setRemote] = useState(() => cache.get(module));
  const [shownModule, setShownModule] = useState(module);
  if (shownModule !== module) {
    setShownModule(module);
    setRemote(() => cache.get(module));
  }
  const retry = useCallback(() => setRemote(() => cache.refresh(module)), [cache, module]);
  const placeholder = loading !== undefined ? loading : <RemoteLoading moduleId={module} />;
  const remote = (
    <RemoteBoundary
      key={module}
      moduleId={module}
      onRetry={retry}
      loading={loading}
      renderFallback={renderFallback}
    >
      <RemoteFrame moduleId={module}>
        <Remote {...props} />
      </RemoteFrame>
    </RemoteBoundary>
  );
  return (
    <div data-remote-module={module} style={{ display: 'contents' }}>
      {cache.renderedOnServer(module) ? (
        remote
      ) : (
        <AfterHydration placeholder={placeholder}>{remote}</AfterHydration>
      )}
    </div>
  );
}

/**
 * The placeholder while the page hydrates the server's markup (which holds it there), then the
 * slot's remote. Its own component: the switch re-renders this alone, never a slot the server
 * rendered (whose markup React may still be hydrating: an update reaching it would make React
 * hydrate it at once, in one long task).
 */
function AfterHydration({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return useHydrated() ? children : placeholder;
}
