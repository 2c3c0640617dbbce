import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@barrio/shared/api';
import { readFirstViewState } from '@barrio/shared/first-view';
import { reportApiFailure } from '../remotes/release-beacon';

export interface AppProvidersProps {
  /** Tests pass their own client; the app makes one per page. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * The providers that do not depend on the route. Theme and messages depend on the shop's
 * country, so CountryLook provides them under the router (see shop-scope.tsx).
 */
/**
 * The page's query cache, starting with the answers the server rendered the first view from
 * (when it did), so that the page shows the same screen at once and asks for none of them.
 */
function pageQueryClient(): QueryClient {
  const client = createQueryClient();
  // As fresh as the page itself: the server may have rendered it a little earlier, and a
  // phone's clock may differ from the server's.
  const receivedAt = Date.now();
  for (const state of readFirstViewState()) {
    for (const query of state.queries) query.state.dataUpdatedAt = receivedAt;
    hydrate(client, state);
  }
  // What the API failed to answer counts against the remote versions on the page (canaries).
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      reportApiFailure(event.action.error);
    }
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      reportApiFailure(event.action.error);
    }
  });
  return client;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? pageQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
