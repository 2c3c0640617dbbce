import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { EXPOSED_MODULE_HYDRATION, type ExposedModuleHydration } from '@barrio/shared/contract';
import { useHydrated } from '@barrio/shared/design-system';
import { HydrationIsland, watchForWaking } from '@barrio/shared/first-view/hydration-island';

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
 * every other slot, the placeholder. When each comes alive is the module's policy in the
 * contract (EXPOSED_MODULE_HYDRATION), the same for every remote: a module the server rendered
 * hydrates by it (a HydrationIsland), any other slot loads its remote by it once the page has
 * hydrated (`eager` at once, `idle` when the browser is idle, `visible` when the slot comes
 * near the viewport, `interaction` on the first input inside it).
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  module,
  props,
  loading,
  renderFallback,
}: RemoteSlotProps<Id>) {
  const cache = useLazyRemoteCache();
  const policy: ExposedModuleHydration = EXPOSED_MODULE_HYDRATION[module];
  const slot = useRef<HTMLDivElement>(null);
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
    <div ref={slot} data-remote-module={module} style={{ display: 'contents' }}>
      {cache.renderedOnServer(module) ? (
        <HydrationIsland name={`remote-${module}`} policy={policy}>
          {remote}
        </HydrationIsland>
      ) : (
        <WhenDue policy={policy} slot={slot} placeholder={placeholder}>
          {remote}
        </WhenDue>
      )}
    </div>
  );
}

/**
 * The placeholder while the page hydrates the server's markup (which holds it there), then,
 * when the policy says so, the slot's remote. Its own component: the switch re-renders this
 * alone, never a slot the server rendered (whose markup React may still be hydrating: an update
 * reaching it would make React hydrate it at once, in one long task).
 */
function WhenDue({
  policy,
  slot,
  placeholder,
  children,
}: {
  policy: ExposedModuleHydration;
  slot: RefObject<HTMLDivElement | null>;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [due, setDue] = useState(policy === 'eager');
  useEffect(() => {
    const element = slot.current;
    if (!hydrated || due || !element) return undefined;
    return watchForWaking(element, policy, () => setDue(true));
  }, [hydrated, due, policy, slot]);
  return hydrated && due ? children : placeholder;
}
